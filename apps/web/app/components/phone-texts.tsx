// Issue #33: a phone verified for texts — the number, then the 6-digit code texted to it, then which texts go to it
// (chosen in the notification settings) and a way to remove it. The mover's alerts page and the customer's
// request page use it. Each form posts to /account/texts (routes/account/texts.tsx) when the page's script has
// not loaded or never does, and comes back here with the answer in the address; with the script, the same API
// routes are called and the answer shown at once.
import { TEXT_CHOICE, TEXT_MESSAGES, textNotice } from "@rm/domain/texts";
import { useId, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { api } from "../lib/api.ts";
import { useToast } from "./toasts.tsx";

export interface PhoneState {
  phone: string | null;
  verified: boolean;
  pending: string | null;
}

/** where the plain forms post (no JavaScript) */
const FORM_ACTION = "/account/texts";

/** the answer a plain form came back with (?texts=…), once: a new answer with the script replaces it */
function useAnswer(): [
  { message: string; done: boolean } | null,
  (a: { message: string; done: boolean }) => void,
] {
  const [params] = useSearchParams();
  const [answer, setAnswer] = useState(() => textNotice(params.get("texts")));
  return [answer, setAnswer];
}

function Answer({ answer }: { answer: { message: string; done: boolean } | null }) {
  if (!answer) return null;
  return answer.done ? (
    <p className="notice" role="status">
      {answer.message}
    </p>
  ) : (
    <p className="field-error" role="alert">
      {answer.message}
    </p>
  );
}

/** the hidden field that brings a plain form back to this page */
function Back() {
  return <input type="hidden" name="back" value={useLocation().pathname} />;
}

function CodeForm({ state, onState }: { state: PhoneState; onState: (s: PhoneState) => void }) {
  const { show } = useToast();
  const id = useId();
  const [phone, setPhone] = useState(state.pending ?? "");
  const [code, setCode] = useState("");
  const [asked, setAsked] = useState(Boolean(state.pending));
  const [answer, setAnswer] = useAnswer();
  const [busy, setBusy] = useState(false);
  const failed = answer !== null && !answer.done;
  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const intent = ((e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    setBusy(true);
    const res =
      intent === "verify"
        ? await api("POST", "/phone/verify", { phone, code })
        : await api("POST", "/phone/code", { phone });
    setBusy(false);
    if (!res.status) return setAnswer({ message: res.message, done: false });
    setAnswer({ message: res.message, done: true });
    show("success", res.message);
    if (intent === "verify") onState(res.data);
    else setAsked(true);
  };
  return (
    <form className="stack" method="post" action={FORM_ACTION} onSubmit={submit} noValidate>
      <Back />
      <div className="field">
        <label htmlFor={`${id}-phone`}>UK mobile number</label>
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          placeholder="07700 900123"
          aria-invalid={failed && !asked}
        />
      </div>
      {asked ? (
        <div className="field">
          <label htmlFor={`${id}-code`}>Code from the text</label>
          <input
            id={`${id}-code`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={failed}
          />
        </div>
      ) : null}
      <Answer answer={answer} />
      <div className="button-row">
        <button
          type="submit"
          name="intent"
          value={asked ? "verify" : "code"}
          className="button"
          disabled={busy}
        >
          {asked ? "Verify" : "Text me a code"}
        </button>
        {asked ? (
          <button
            type="submit"
            name="intent"
            value="code"
            className="button button-secondary"
            disabled={busy}
          >
            Send a new code
          </button>
        ) : null}
      </div>
    </form>
  );
}

function Verified({
  state,
  side,
  onState,
}: {
  state: PhoneState;
  side: "company" | "client";
  onState: (s: PhoneState) => void;
}) {
  const { show } = useToast();
  const [busy, setBusy] = useState(false);
  const [answer] = useAnswer();
  const remove = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const res = await api("DELETE", "/phone");
    setBusy(false);
    if (!res.status) return show("error", res.message);
    show("success", res.message);
    onState({ phone: null, verified: false, pending: null });
  };
  return (
    <form className="stack" method="post" action={FORM_ACTION} onSubmit={remove}>
      <Back />
      <Answer answer={answer} />
      <p>
        <span className="badge badge-accepted">{TEXT_MESSAGES.verified}</span> {state.phone}
      </p>
      <p>
        {TEXT_CHOICE[side]} <Link to="/account/notifications">{TEXT_CHOICE.link}</Link>.
      </p>
      <div className="button-row">
        <button
          type="submit"
          name="intent"
          value="remove"
          className="button button-secondary"
          disabled={busy}
        >
          Remove this number
        </button>
      </div>
    </form>
  );
}

/** The phone for texts: verify it with a code; which texts go to it is chosen in the notification settings. */
export function PhoneTexts({ initial, side }: { initial: PhoneState; side: "company" | "client" }) {
  const [state, setState] = useState(initial);
  return (
    <div id="texts">
      {state.verified ? (
        <Verified state={state} side={side} onState={setState} />
      ) : (
        <CodeForm state={state} onState={setState} />
      )}
    </div>
  );
}
