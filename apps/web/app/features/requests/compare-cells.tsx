// The pieces of one compared quote that the table (a cell each) and the phone's card both show: its one price
// with the ticked extras listed in it, its services (included, optional at a price, or not included), its
// availability as offered, "book by", and its insurance with any cover claim of the message that differs.
import { INVENTORY_WORDS } from "@rm/domain/inventory-words";
import type { PriceGuide } from "@rm/domain/price-guide";
import { guidePosition } from "@rm/domain/price-guide-words";
import { PRICING_MESSAGES } from "@rm/domain/quote-pricing";
import { LIFECYCLE_MESSAGES } from "@rm/domain/request-lifecycle-words";
import { StatusBadge } from "../../components/status-badge.tsx";
import type { WebLoadContext } from "../../context.ts";
import { type Picks, usePicked } from "./picks.ts";
import "../../styles/inventory.css";

/** what /client/removal-requests/:leadId loads */
type Comparison = NonNullable<Awaited<ReturnType<WebLoadContext["services"]["quotes"]["clientRequest"]>>>;
export type Quote = Comparison["quotes"][number];
export type Act = (kind: "book" | "decline", quote: Quote) => void;

/** What the quote's dates say of the customer's date: "Available on your date", "Not your date: …". */
export function Available({ q }: { q: Quote }) {
  return <span className={q.availableOnDate ? "yes" : "no"}>{q.availabilityLabel}</span>;
}

/** issue #17: a quote sent before the customer changed the move, until the mover confirms or revises it */
export function EarlierDetails({ q }: { q: Quote }) {
  return q.earlierDetails ? <p className="earlier-details">{LIFECYCLE_MESSAGES.earlierDetails}</p> : null;
}

/** issue #28: a quote that runs out before the move, or has run out */
export function Deadline({ q }: { q: Quote }) {
  if (q.expiredLabel) return <p className="expired-note">{q.expiredLabel}</p>;
  return q.bookBy ? <strong className="book-by">{q.bookBy}</strong> : null;
}

/** issue #18: the cover from the company's verified certificates, never typed per quote; issue #28: beside
 * it, what the mover's message claims when that differs */
export function Insurance({ q, claims = true }: { q: Quote; claims?: boolean }) {
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
      {claims ? <CoverClaims q={q} /> : null}
    </>
  );
}

export function CoverClaims({ q }: { q: Quote }) {
  return q.coverWarnings.map((w) => (
    <span key={w} className="cover-claim" role="note">
      {w}
    </span>
  ));
}

/** An hourly quote's rate, extra movers, minimum and hours. */
export function Breakdown({ q }: { q: Quote }) {
  if (!q.breakdown.length) return null;
  return (
    <ul className="breakdown">
      {q.breakdown.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * One total, for the quote with the extras ticked, and those extras listed in it; issue #32: and where that
 * total sits against the request's price guide ("£120 below the guide"), as the ticks change.
 */
export function Price({
  q,
  picks,
  guide,
  kind = false,
}: {
  q: Quote;
  picks: Picks;
  guide: PriceGuide;
  kind?: boolean;
}) {
  usePicked(picks, q.id); // renders again when this quote's ticks change (and only then)
  const p = picks.price(q);
  const position = guidePosition(p.totalPence, guide);
  return (
    <>
      <p className="price" aria-live="polite">
        {p.totalLabel}
        {kind ? <small className="muted"> {q.priceKindLabel.toLowerCase()}</small> : null}
      </p>
      {p.partsLabel ? <p className="price-parts">{p.partsLabel}</p> : null}
      {position ? <span className="guide-position">{position}</span> : null}
      {/* issue #32: the mover priced the customer's own list of what is moving */}
      {q.basedOnList ? <span className="based-on-list">{INVENTORY_WORDS.basedOnList}</span> : null}
    </>
  );
}

/** What the price includes, and what the customer asked for that the quote neither includes nor prices. */
export function Included({ q }: { q: Quote }) {
  const included = q.services.filter((l) => l.state === "included");
  const missing = q.services.filter((l) => l.state === "not-included");
  return (
    <>
      {included.length ? included.map((l) => l.label).join(", ") : "Nothing extra"}
      {missing.map((l) => (
        <span key={l.kind} className="not-included">
          <br />
          {l.label}: {l.text}
        </span>
      ))}
    </>
  );
}

/** The priced optional extras as ticks: "Packing: optional, +£180". */
export function Extras({ q, picks, none = true }: { q: Quote; picks: Picks; none?: boolean }) {
  const mine = usePicked(picks, q.id);
  const optional = q.services.filter((l) => l.state === "optional");
  if (!optional.length) return none ? <span className="muted">None offered</span> : null;
  return (
    <fieldset className="extra-picks">
      <legend className="visually-hidden">Optional extras from {q.company.name}</legend>
      {optional.map((l) => (
        <label key={l.kind} className="choice">
          <input
            type="checkbox"
            checked={mine.includes(l.kind)}
            disabled={!q.canBook}
            onChange={() => picks.toggle(q.id, l.kind)}
          />
          <span>
            {l.label}: <span className="nowrap">{l.text}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function ResponseTime({ q }: { q: Quote }) {
  return q.company.responseTimeLabel ? (
    <small className="response-time">{q.company.responseTimeLabel}</small>
  ) : null;
}

export function BookButton({ q, act }: { q: Quote; act: Act }) {
  return (
    <button
      type="button"
      className="button"
      aria-label={`Book with this mover: ${q.company.name}`}
      onClick={() => act("book", q)}
    >
      Book with this mover
    </button>
  );
}

export function QuoteBadge({ q }: { q: Quote }) {
  return (
    <StatusBadge status={q.expired ? "expired" : q.status} label={q.expired ? "Expired" : q.statusLabel} />
  );
}

export function DeclineButton({ q, act }: { q: Quote; act: Act }) {
  return (
    <button
      type="button"
      className="button button-secondary button-small"
      aria-label={`Decline: ${q.company.name}`}
      onClick={() => act("decline", q)}
    >
      Decline
    </button>
  );
}

export function Actions({ q, act }: { q: Quote; act: Act }) {
  if (!q.canBook && !q.canDecline) return <QuoteBadge q={q} />;
  return (
    <div className="quote-actions">
      {q.canBook ? <BookButton q={q} act={act} /> : <StatusBadge status="expired" label="Expired" />}
      {q.canDecline ? <DeclineButton q={q} act={act} /> : null}
    </div>
  );
}
