// The quotes side by side: a table with one column per mover on a desktop (>= 768 px), one compact card per
// mover on a phone (details on tap, declined quotes folded at the bottom). Both come from the same list and
// read the same ticked extras (picks.ts); CSS shows one of them.
import { cardServiceLines, COMPARE_MESSAGES, differingServices, splitDeclined } from "@rm/domain/compare";
import type { PriceGuide } from "@rm/domain/price-guide";
import { plural } from "@rm/domain/text";
import { memo, useState } from "react";
import { Link } from "react-router";
import { Rating } from "../../components/rating.tsx";
import "../../styles/compare.css";
import {
  type Act,
  Actions,
  Available,
  BookButton,
  Breakdown,
  CoverClaims,
  DeclineButton,
  Deadline,
  EarlierDetails,
  Extras,
  Included,
  Insurance,
  Price,
  type Quote,
  QuoteBadge,
  ResponseTime,
} from "./compare-cells.tsx";
import type { Picks } from "./picks.ts";

export type { Act, Quote } from "./compare-cells.tsx";

const hours = (h: number) => plural(h, "hour");
const movers = (n: number) => plural(n, "mover");

type Row = { label: string; cell: (q: Quote) => React.ReactNode; card?: false };

/**
 * The rows every quote has, in the order the customer reads them (`card: false`: the card's face has it, and
 * `onCard`: the card's face also says the cover claims, so its details do not repeat them).
 */
function rows(when: string, picks: Picks, guide: PriceGuide, onCard = false): Row[] {
  return [
    {
      label: "Price",
      card: false,
      cell: (q) => (
        <>
          <Price q={q} picks={picks} guide={guide} />
          <Breakdown q={q} />
          <Deadline q={q} />
          <EarlierDetails q={q} />
        </>
      ),
    },
    { label: "How it is priced", cell: (q) => q.priceKindLabel },
    { label: "Crew", cell: (q) => movers(q.crewSize) },
    { label: "Vehicle", cell: (q) => q.vehicle },
    { label: "Estimated time", cell: (q) => hours(q.estimatedHours) },
    { label: "Included", cell: (q) => <Included q={q} /> },
    { label: "Optional extras", card: false, cell: (q) => <Extras q={q} picks={picks} /> },
    { label: "Insurance cover", cell: (q) => <Insurance q={q} claims={!onCard} /> },
    { label: `Available ${when}`, card: false, cell: (q) => <Available q={q} /> },
    {
      label: "Rating",
      card: false,
      cell: (q) => <Rating rating={q.company.rating} count={q.company.reviewCount} />,
    },
    { label: "Cancellation", cell: (q) => q.cancellationTerms },
    { label: "Valid until", cell: (q) => q.validUntilLabel },
    { label: "Message", cell: (q) => q.message || <span className="muted">—</span> },
  ];
}

/** what the table and the cards both show from */
type CompareProps = { quotes: Quote[]; when: string; act: Act; picks: Picks; guide: PriceGuide };

/**
 * `when`: the move's date after a verb ("on Saturday 14 March 2026", "between … and …"). Memoised, like the
 * cards: the page renders again on each chat event (its chat state), and the quotes had not changed (issue #34).
 */
export const CompareTable = memo(function CompareTable({ quotes, when, act, picks, guide }: CompareProps) {
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
          {rows(when, picks, guide).map((r) => (
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
});

/**
 * Issue #17 "Comparing on a phone": one compact card per quote — its one price (with the extras ticked), the
 * rating, "book by", whether the mover offered the date, the services that set it apart, its extras to tick
 * and any cover claim — with the rest behind a "Show details" button. `differing`: the services some of the
 * quotes include and others do not.
 */
function QuoteCard({
  q,
  rows: detailRows,
  differing,
  picks,
  act,
  guide,
}: {
  q: Quote;
  rows: Row[];
  differing: string[];
  picks: Picks;
  act: Act;
  guide: PriceGuide;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = `quote-details-${q.id}`;
  const titleId = `quote-title-${q.id}`;
  const lines = cardServiceLines(q, differing);
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
      <Price q={q} picks={picks} guide={guide} kind />
      <EarlierDetails q={q} />
      <ul className="quote-card-points">
        {q.bookBy ? <li className="flag">{q.bookBy}</li> : null}
        {q.expiredLabel ? <li className="no">{q.expiredLabel}</li> : null}
        <li className={q.availableOnDate ? "yes" : "no"}>{q.availabilityLabel}</li>
        {lines.map((l) => (
          <li key={l.kind} className={l.state === "included" ? "yes" : "no"}>
            {l.label}: {l.text}
          </li>
        ))}
      </ul>
      <Extras q={q} picks={picks} none={false} />
      <CoverClaims q={q} />
      <div className="quote-card-actions">
        {q.canBook ? <BookButton q={q} act={act} /> : <QuoteBadge q={q} />}
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
        {q.canDecline ? <DeclineButton q={q} act={act} /> : null}
      </div>
    </article>
  );
}

export const CompareCards = memo(function CompareCards({ quotes, when, act, picks, guide }: CompareProps) {
  const [declinedOpen, setDeclinedOpen] = useState(false);
  // the card's face says the price, rating, availability and extras: the details list the rest
  const list = rows(when, picks, guide, true).filter((r) => r.card !== false);
  const { shown, declined } = splitDeclined(quotes);
  const differing = differingServices(shown.length > 1 ? shown : quotes);
  const card = (q: Quote) => (
    <QuoteCard key={q.id} q={q} rows={list} differing={differing} picks={picks} act={act} guide={guide} />
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
});
