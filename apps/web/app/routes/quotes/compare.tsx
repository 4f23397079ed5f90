// /client/removal-requests/:leadId — one request's quotes side by side (spec §1: compare by price,
// reviews, insurance and availability, then book). Sorting and the date filter are query parameters, so
// they work without JavaScript; booking asks for confirmation first.
import { COMPARE_SORTS, isCompareSort } from "@rm/domain/quote";
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useRevalidator, useSubmit } from "react-router";
import { useToast } from "../../components/toasts.tsx";
import { api } from "../../lib/api.ts";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/quotes.css";
import { routeText, StatusBadge } from "../dashboard/parts.tsx";
import type { Route } from "./+types/compare";
import { type Act, CompareCards, CompareTable, type Quote } from "./compare-views.tsx";

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({
    title: "Compare your quotes",
    description: "Your removal quotes side by side.",
    path: `/client/removal-requests/${params.leadId}`,
    noindex: true,
  });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  guard("client", context.user, request);
  const url = new URL(request.url);
  const sort = url.searchParams.get("sort");
  const comparison = await context.services.quotes.clientRequest(
    { user: context.user!, sessionId: context.sessionId },
    params.leadId,
    { sort: isCompareSort(sort) ? sort : "price", availableOnly: url.searchParams.get("available") === "1" },
  );
  if (!comparison) throw data({ message: "Request not found" }, { status: 404 });
  return comparison;
}

function Confirm({
  kind,
  quote,
  dateLabel,
  onClose,
  onDone,
}: {
  kind: "book" | "decline";
  quote: Quote;
  dateLabel: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    confirmRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close.current();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  const go = async () => {
    setBusy(true);
    const res = await api("POST", `/client/quotes/${quote.id}/${kind}`, {});
    setBusy(false);
    if (!res.status) return setError(res.message);
    onDone(res.message);
  };
  const name = quote.company.name;
  return (
    <div className="confirm-backdrop">
      <div className="confirm-box stack" role="dialog" aria-modal="true" aria-labelledby="confirm-title">
        <h2 id="confirm-title">{kind === "book" ? `Book ${name}?` : `Decline ${name}'s quote?`}</h2>
        {kind === "book" ? (
          <p>
            {quote.priceLabel} ({quote.priceKindLabel.toLowerCase()}) for your move on {dateLabel}. We will
            give {name} your phone number and email, show you theirs, and tell the other movers you chose
            someone else.
          </p>
        ) : (
          <p>We will tell {name} you have declined. You can still book one of the other movers.</p>
        )}
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="button-row">
          <button ref={confirmRef} type="button" className="button" disabled={busy} onClick={go}>
            {kind === "book" ? "Confirm booking" : "Decline quote"}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}

export default function Compare({ loaderData: c }: Route.ComponentProps) {
  const { request: r } = c;
  const submit = useSubmit();
  const revalidator = useRevalidator();
  const { show } = useToast();
  const [pending, setPending] = useState<{ kind: "book" | "decline"; quote: Quote } | null>(null);
  const act: Act = (kind, quote) => setPending({ kind, quote });
  const done = (message: string) => {
    setPending(null);
    show("success", message);
    revalidator.revalidate();
  };
  const booked = c.booked;

  return (
    <section className="container quote-page">
      <p>
        <Link to="/client/removal-requests">← Your removal requests</Link>
      </p>
      <div className="dash-head">
        <h1>Compare your quotes</h1>
        <StatusBadge status={r.status === "booked" ? "won" : "new"} label={r.statusLabel} />
      </div>
      <p className="compare-summary">
        <strong>{r.typeOfMove}</strong>: {routeText(r.from, r.to)} · {r.moveDateLabel} · {r.size}
      </p>
      {booked?.contact ? (
        <div className="booked-panel" role="status">
          <h2>You booked {booked.company.name}</h2>
          <p>
            They have your phone number and email and will be in touch to confirm. You can reach{" "}
            {booked.contact.name} on <a href={`tel:${booked.contact.phone}`}>{booked.contact.phone}</a> or at{" "}
            <a href={`mailto:${booked.contact.email}`}>{booked.contact.email}</a>.
          </p>
        </div>
      ) : null}
      {c.totalQuotes === 0 ? (
        <p className="notice">
          No quotes yet. Movers often reply within hours and mostly within 24 hours; we email you as each
          quote arrives.
        </p>
      ) : (
        <>
          <Form method="get" className="compare-controls" onChange={(e) => submit(e.currentTarget)}>
            <div className="field">
              <label htmlFor="sort">Sort by</label>
              <select id="sort" name="sort" defaultValue={c.sort}>
                {COMPARE_SORTS.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </div>
            <label className="choice">
              <input type="checkbox" name="available" value="1" defaultChecked={c.availableOnly} />
              Only movers available on my date
            </label>
            <button type="submit" className="button button-secondary button-small">
              Update
            </button>
          </Form>
          <p className="muted" aria-live="polite">
            {c.availableOnly
              ? `${c.quotes.length} of ${c.totalQuotes} quotes are available on your date.`
              : `${c.totalQuotes} ${c.totalQuotes === 1 ? "quote" : "quotes"}, ${COMPARE_SORTS.find((s) => s.value === c.sort)?.label.toLowerCase()}.`}
          </p>
          {c.quotes.length === 0 ? (
            <p className="notice">
              None of your quotes is for your date yet. Untick the box to see them all.
            </p>
          ) : (
            <>
              <CompareTable quotes={c.quotes} dateLabel={r.moveDateLabel} act={act} />
              <CompareCards quotes={c.quotes} dateLabel={r.moveDateLabel} act={act} />
            </>
          )}
        </>
      )}
      {c.waitingFor.length ? <p className="muted">Still to quote: {c.waitingFor.join(", ")}.</p> : null}
      {pending ? (
        <Confirm
          kind={pending.kind}
          quote={pending.quote}
          dateLabel={r.moveDateLabel}
          onClose={() => setPending(null)}
          onDone={done}
        />
      ) : null}
    </section>
  );
}
