// The quotes side by side: a table with one column per mover on a desktop (>= 768 px), one compact card per
// mover on a phone (details on tap, declined quotes folded at the bottom). Both come from the same list; CSS
// shows one of them.
import {
  COMPARE_MESSAGES,
  differingInclusions,
  inclusionDifferences,
  splitDeclined,
} from "@rm/domain/compare";
import { formatPounds } from "@rm/domain/money";
import { AVAILABILITY_MESSAGES } from "@rm/domain/movers-day";
import { PRICING_MESSAGES, totalWithExtras } from "@rm/domain/quote-pricing";
import { LIFECYCLE_MESSAGES } from "@rm/domain/request-lifecycle";
import { plural } from "@rm/domain/text";
import { useState } from "react";
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

/** "Yes", "No", or for a flexible range partly booked in the mover's calendar, "Available on some of your dates" */
function Available({ q }: { q: Quote }) {
  if (!q.availableOnDate) return <span className="no">No</span>;
  return (
    <span className="yes">
      {q.availabilityLabel === AVAILABILITY_MESSAGES.availableOnDate ? "Yes" : q.availabilityLabel}
    </span>
  );
}

/** issue #17: a quote sent before the customer changed the move, until the mover confirms or revises it */
function EarlierDetails({ q }: { q: Quote }) {
  return q.earlierDetails ? <p className="earlier-details">{LIFECYCLE_MESSAGES.earlierDetails}</p> : null;
}

/** issue #18: the cover from the company's verified certificates, never typed per quote */
function Insurance({ q }: { q: Quote }) {
  const c = q.company.insurance;
  return (
    <>
      {c.goodsInTransitLabel ? `Goods in Transit ${c.goodsInTransitLabel}` : PRICING_MESSAGES.noVerifiedCover}
      {c.publicLiabilityLabel ? (
        <>
          <br />
          Public Liability {c.publicLiabilityLabel}
        </>
      ) : null}
      {q.company.insuranceVerifiedUntil ? (
        <>
          <br />
          <small className="muted">Insurance verified until {q.company.insuranceVerifiedUntil}</small>
        </>
      ) : null}
    </>
  );
}

/** The extras each quote's customer ticked, to see its total change (kept in the page, nothing is sent). */
type Picks = { chosen: Record<string, string[]>; toggle: (quoteId: string, kind: string) => void };

function usePicks(): Picks {
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const toggle = (quoteId: string, kind: string) =>
    setChosen((all) => {
      const mine = all[quoteId] ?? [];
      return { ...all, [quoteId]: mine.includes(kind) ? mine.filter((k) => k !== kind) : [...mine, kind] };
    });
  return { chosen, toggle };
}

/** An hourly quote's rate, extra movers, minimum and hours. */
function Breakdown({ q }: { q: Quote }) {
  if (!q.breakdown.length) return null;
  return (
    <ul className="breakdown">
      {q.breakdown.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** The total with the ticked extras (shown once one is ticked). */
function WithExtras({ q, picks }: { q: Quote; picks: Picks }) {
  const mine = picks.chosen[q.id] ?? [];
  if (!mine.length) return null;
  const total = totalWithExtras(q.pricePence, q.extrasLabels, mine);
  return (
    <p className="with-extras" aria-live="polite">
      With your extras: <strong>{formatPounds(total)}</strong>
    </p>
  );
}

function Extras({ q, picks }: { q: Quote; picks: Picks }) {
  if (!q.extrasLabels.length) return <span className="muted">None offered</span>;
  const mine = picks.chosen[q.id] ?? [];
  return (
    <fieldset className="extra-picks">
      <legend className="visually-hidden">Optional extras from {q.company.name}</legend>
      {q.extrasLabels.map((e) => (
        <label key={e.kind} className="choice">
          <input
            type="checkbox"
            checked={mine.includes(e.kind)}
            onChange={() => picks.toggle(q.id, e.kind)}
          />
          {e.label} +{e.priceLabel}
        </label>
      ))}
    </fieldset>
  );
}

function Included({ q }: { q: Quote }) {
  return (
    <>
      {q.includesLabels.length ? q.includesLabels.join(", ") : "Nothing extra"}
      {q.notIncludedLabels.map((label) => (
        <span key={label} className="not-included">
          <br />
          {label}: {PRICING_MESSAGES.notIncluded}
        </span>
      ))}
    </>
  );
}

function ResponseTime({ q }: { q: Quote }) {
  return q.company.responseTimeLabel ? (
    <small className="response-time">{q.company.responseTimeLabel}</small>
  ) : null;
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
function rows(when: string, picks: Picks): { label: string; cell: (q: Quote) => React.ReactNode }[] {
  return [
    {
      label: "Price",
      cell: (q) => (
        <>
          <span className="price">{q.priceLabel}</span>
          <Breakdown q={q} />
          <WithExtras q={q} picks={picks} />
          <EarlierDetails q={q} />
        </>
      ),
    },
    { label: "How it is priced", cell: (q) => q.priceKindLabel },
    { label: "Crew", cell: (q) => movers(q.crewSize) },
    { label: "Vehicle", cell: (q) => q.vehicle },
    { label: "Estimated time", cell: (q) => hours(q.estimatedHours) },
    { label: "Included", cell: (q) => <Included q={q} /> },
    { label: "Optional extras", cell: (q) => <Extras q={q} picks={picks} /> },
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
  const picks = usePicks();
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
                <ResponseTime q={q} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows(when, picks).map((r) => (
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

/**
 * Issue #17 "Comparing on a phone": one compact card per quote — the price and how it is priced, the rating,
 * whether the mover is free on the date, and only the inclusions that differ between the quotes — with the
 * rest behind a "Show details" button. `differing`: the inclusions some of the quotes lack.
 */
function QuoteCard({
  q,
  rows: detailRows,
  differing,
  picks,
  act,
}: {
  q: Quote;
  rows: ReturnType<typeof rows>;
  differing: string[];
  picks: Picks;
  act: Act;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = `quote-details-${q.id}`;
  const titleId = `quote-title-${q.id}`;
  const differences = inclusionDifferences(q, differing);
  return (
    <article
      aria-labelledby={titleId}
      className={`card quote-card${q.status === "accepted" ? " is-booked" : ""}`}
    >
      <div className="quote-card-head">
        <h2 id={titleId}>
          <Link to={q.company.profilePath}>{q.company.name}</Link>
        </h2>
        <Rating rating={q.company.rating} count={q.company.reviewCount} />
      </div>
      <p className="price">
        {q.priceLabel} <small className="muted">{q.priceKindLabel.toLowerCase()}</small>
      </p>
      <WithExtras q={q} picks={picks} />
      <EarlierDetails q={q} />
      <ul className="quote-card-points">
        <li className={q.availableOnDate ? "yes" : "no"}>{q.availabilityLabel}</li>
        {differences.map((d) => (
          <li key={d.label} className={d.included ? "yes" : "no"}>
            {d.label}: {d.included ? COMPARE_MESSAGES.included : COMPARE_MESSAGES.notIncluded}
          </li>
        ))}
      </ul>
      <div className="quote-card-actions">
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
          <StatusBadge
            status={q.expired ? "expired" : q.status}
            label={q.expired ? "Expired" : q.statusLabel}
          />
        )}
        <button
          type="button"
          className="button button-secondary details-toggle"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={`${open ? COMPARE_MESSAGES.hideDetails : COMPARE_MESSAGES.showDetails}: ${q.company.name}`}
          onClick={() => setOpen(!open)}
        >
          {open ? COMPARE_MESSAGES.hideDetails : COMPARE_MESSAGES.showDetails}
        </button>
      </div>
      <div id={detailsId} className="quote-card-details" hidden={!open}>
        <ResponseTime q={q} />
        <Breakdown q={q} />
        <dl className="facts">
          {detailRows.map((r) => (
            <div key={r.label}>
              <dt>{r.label}</dt>
              <dd>{r.cell(q)}</dd>
            </div>
          ))}
        </dl>
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
    </article>
  );
}

export function CompareCards({ quotes, when, act }: { quotes: Quote[]; when: string; act: Act }) {
  const picks = usePicks();
  const [declinedOpen, setDeclinedOpen] = useState(false);
  // the card's head says the price, rating and availability: the details list the rest
  const list = rows(when, picks).filter(
    (r) => r.label !== "Price" && r.label !== "Rating" && !r.label.startsWith("Available"),
  );
  const { shown, declined } = splitDeclined(quotes);
  const differing = differingInclusions(shown.length > 1 ? shown : quotes);
  const card = (q: Quote) => (
    <QuoteCard key={q.id} q={q} rows={list} differing={differing} picks={picks} act={act} />
  );
  return (
    <div className="compare-cards">
      {shown.map(card)}
      {declined.length ? (
        <div className="declined-quotes">
          <button
            type="button"
            className="button button-secondary details-toggle"
            aria-expanded={declinedOpen}
            aria-controls="declined-quotes-list"
            onClick={() => setDeclinedOpen(!declinedOpen)}
          >
            {COMPARE_MESSAGES.declinedToggle(declined.length)}
          </button>
          <div id="declined-quotes-list" className="declined-quotes-list" hidden={!declinedOpen}>
            <p className="muted">{COMPARE_MESSAGES.declinedIntro}</p>
            {declined.map(card)}
          </div>
        </div>
      ) : null}
    </div>
  );
}
