// The quotes side by side: a table with one column per mover on a desktop (>= 768 px), one card per
// mover on a phone. Both come from the same list; CSS shows one of them.
import { LIFECYCLE_MESSAGES } from "@rm/domain/request-lifecycle";
import { plural } from "@rm/domain/text";
import { Link } from "react-router";
import { Rating } from "../../components/rating.tsx";
import { StatusBadge } from "../../components/status-badge.tsx";
import type { WebLoadContext } from "../../context.ts";

/** what /client/removal-requests/:leadId loads */
export type Comparison = NonNullable<
  Awaited<ReturnType<WebLoadContext["services"]["quotes"]["clientRequest"]>>
>;
export type Quote = Comparison["quotes"][number];
export type Act = (kind: "book" | "decline", quote: Quote) => void;

const hours = (h: number) => plural(h, "hour");
const movers = (n: number) => plural(n, "mover");

function Available({ q }: { q: Quote }) {
  return q.availableOnDate ? <span className="yes">Yes</span> : <span className="no">No</span>;
}

/** issue #17: a quote sent before the customer changed the move, until the mover confirms or revises it */
function EarlierDetails({ q }: { q: Quote }) {
  return q.earlierDetails ? <p className="earlier-details">{LIFECYCLE_MESSAGES.earlierDetails}</p> : null;
}

function Insurance({ q }: { q: Quote }) {
  return (
    <>
      {q.insuranceCoverLabel}
      {q.company.insuranceVerifiedUntil ? (
        <>
          <br />
          <small className="muted">Insurance verified until {q.company.insuranceVerifiedUntil}</small>
        </>
      ) : null}
    </>
  );
}

function Actions({ q, act }: { q: Quote; act: Act }) {
  if (!q.canBook && !q.canDecline) {
    return (
      <StatusBadge status={q.expired ? "expired" : q.status} label={q.expired ? "Expired" : q.statusLabel} />
    );
  }
  return (
    <div className="quote-actions">
      {q.canBook ? (
        <button
          type="button"
          className="button"
          aria-label={`Book with this mover: ${q.company.name}`}
          onClick={() => act("book", q)}
        >
          Book with this mover
        </button>
      ) : (
        <StatusBadge status="expired" label="Expired" />
      )}
      {q.canDecline ? (
        <button
          type="button"
          className="button button-secondary button-small"
          aria-label={`Decline: ${q.company.name}`}
          onClick={() => act("decline", q)}
        >
          Decline
        </button>
      ) : null}
    </div>
  );
}

/** The rows every quote has, in the order the customer reads them. */
function rows(when: string): { label: string; cell: (q: Quote) => React.ReactNode }[] {
  return [
    {
      label: "Price",
      cell: (q) => (
        <>
          <span className="price">{q.priceLabel}</span>
          <EarlierDetails q={q} />
        </>
      ),
    },
    { label: "Fixed or estimate", cell: (q) => q.priceKindLabel },
    { label: "Crew", cell: (q) => movers(q.crewSize) },
    { label: "Vehicle", cell: (q) => q.vehicle },
    { label: "Estimated time", cell: (q) => hours(q.estimatedHours) },
    {
      label: "Included",
      cell: (q) => (q.includesLabels.length ? q.includesLabels.join(", ") : "Nothing extra"),
    },
    { label: "Insurance cover", cell: (q) => <Insurance q={q} /> },
    { label: `Available ${when}`, cell: (q) => <Available q={q} /> },
    { label: "Rating", cell: (q) => <Rating rating={q.company.rating} count={q.company.reviewCount} /> },
    { label: "Cancellation", cell: (q) => q.cancellationTerms },
    { label: "Valid until", cell: (q) => q.validUntilLabel },
    { label: "Message", cell: (q) => q.message || <span className="muted">—</span> },
  ];
}

/** `when`: the move's date after a verb ("on Saturday 14 March 2026", "between … and …") */
export function CompareTable({ quotes, when, act }: { quotes: Quote[]; when: string; act: Act }) {
  const booked = (q: Quote) => (q.status === "accepted" ? "is-booked" : undefined);
  return (
    <div className="compare-table table-wrap">
      <table>
        <caption className="visually-hidden">Your quotes side by side</caption>
        <thead>
          <tr>
            <td />
            {quotes.map((q) => (
              <th key={q.id} scope="col" className={booked(q)}>
                <Link to={q.company.profilePath}>{q.company.name}</Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows(when).map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              {quotes.map((q) => (
                <td key={q.id} className={booked(q)}>
                  {r.cell(q)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">
              <span className="visually-hidden">Book</span>
            </th>
            {quotes.map((q) => (
              <td key={q.id} className={booked(q)}>
                <Actions q={q} act={act} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

export function CompareCards({ quotes, when, act }: { quotes: Quote[]; when: string; act: Act }) {
  const list = rows(when).filter((r) => r.label !== "Price" && r.label !== "Rating");
  return (
    <div className="compare-cards">
      {quotes.map((q) => (
        <article key={q.id} className={`card quote-card${q.status === "accepted" ? " is-booked" : ""}`}>
          <h2>
            <Link to={q.company.profilePath}>{q.company.name}</Link>
          </h2>
          <Rating rating={q.company.rating} count={q.company.reviewCount} />
          <p className="price">
            {q.priceLabel} <small className="muted">{q.priceKindLabel.toLowerCase()}</small>
          </p>
          <EarlierDetails q={q} />
          <dl className="facts">
            {list.slice(1).map((r) => (
              <div key={r.label}>
                <dt>{r.label}</dt>
                <dd>{r.cell(q)}</dd>
              </div>
            ))}
          </dl>
          <Actions q={q} act={act} />
        </article>
      ))}
    </div>
  );
}
