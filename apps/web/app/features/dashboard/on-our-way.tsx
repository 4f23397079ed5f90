// Issue #33 "On our way": on the move day (or from 5pm the evening before) the booked mover tells the customer,
// with the time they expect to arrive; the customer gets a text and an email, and their request page shows it.
// The form posts to /account/texts when the page's script has not loaded or never does (routes/account/texts.tsx:
// the same API route), and the page comes back with the answer in its address (?onway=…).
import { etaLabel, TEXT_MESSAGES, textNotice } from "@rm/domain/texts";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { useToast } from "../../components/toasts.tsx";
import { api } from "../../lib/api.ts";

export interface OnWayPanelState {
  open: boolean;
  left: number;
  latest: { eta: string; label: string } | null;
}

/** a time about half an hour from now, London, rounded to 5 minutes: the field's first guess */
function inHalfAnHour() {
  const t = new Date(Date.now() + 30 * 60_000);
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(t);
  const hour = parts.find((p) => p.type === "hour")?.value ?? "09";
  const minute = Math.floor(Number(parts.find((p) => p.type === "minute")?.value ?? 0) / 5) * 5;
  return `${hour}:${String(minute).padStart(2, "0")}`;
}

export function OnOurWay({ leadId, state }: { leadId: string; state: OnWayPanelState }) {
  const { show } = useToast();
  const id = useId();
  // the field is the browser's own (uncontrolled): a time typed before the page's script hydrates it is kept
  const [firstEta] = useState(() => state.latest?.eta ?? inHalfAnHour());
  const [latest, setLatest] = useState(state.latest);
  const [left, setLeft] = useState(state.left);
  const [params] = useSearchParams();
  const [answer, setAnswer] = useState(() => textNotice(params.get("onway")));
  const error = answer && !answer.done ? answer.message : null;
  const [busy, setBusy] = useState(false);
  const send = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const eta = String(new FormData(e.currentTarget).get("eta") ?? "");
    setBusy(true);
    const res = await api("POST", `/company/leads/${leadId}/on-our-way`, { eta });
    setBusy(false);
    if (!res.status) return setAnswer({ message: res.message, done: false });
    setAnswer(null);
    setLatest(res.data);
    setLeft(res.data.left);
    show("success", res.message);
  };
  return (
    <section className="card stack" id="on-way" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>On the move day</h2>
      {latest ? (
        <p role="status">You told the customer you are on your way, expected about {etaLabel(latest.eta)}.</p>
      ) : null}
      {!state.open ? (
        <p className="muted">{TEXT_MESSAGES.onWayNotToday}.</p>
      ) : left <= 0 ? (
        <p className="muted">{TEXT_MESSAGES.onWayTooMany}.</p>
      ) : (
        <form className="stack" method="post" action="/account/texts" onSubmit={send} noValidate>
          <input type="hidden" name="intent" value="on-way" />
          <input type="hidden" name="leadId" value={leadId} />
          <div className="field">
            <label htmlFor={`${id}-eta`}>Expected arrival time</label>
            <input
              id={`${id}-eta`}
              name="eta"
              type="time"
              defaultValue={firstEta}
              aria-invalid={Boolean(error)}
            />
          </div>
          {error ? (
            <p className="field-error" role="alert">
              {error}
            </p>
          ) : null}
          <p>
            <button type="submit" className="button" disabled={busy}>
              {latest ? "Send a new arrival time" : "On our way"}
            </button>
          </p>
          <p className="muted">The customer gets a text (if they verified their mobile) and an email.</p>
        </form>
      )}
    </section>
  );
}
