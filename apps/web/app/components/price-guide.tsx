// Issue #32: the price guide as every page shows it — the wizard, the customer's request and comparison, the
// mover's lead page and quote form: the range, what it is made of, and that it is a guide, not a quote. The
// figure comes from @rm/domain/price-guide (worked out in the browser for the wizard, on the server for a
// stored request); the words from @rm/domain/price-guide-words.
import type { PriceGuide } from "@rm/domain/price-guide";
import {
  type SimilarQuotes,
  similarQuotesLine,
  type WinningPrice,
  winningPriceLine,
} from "@rm/domain/similar-quotes";
import { guideLead, guideParts, guideRange, PRICE_GUIDE_WORDS } from "@rm/domain/price-guide-words";
import { useId } from "react";
import "../styles/price-guide.css";

export function PriceGuideBox(props: {
  guide: PriceGuide;
  /** the line under the range (default: a guide, not a quote); null for none */
  note?: string | null;
  /** a single line, for the wizard's steps before the last */
  compact?: boolean;
  heading?: "h2" | "h3";
  /** issue #32: what movers here quoted for similar moves, once there are enough quotes */
  similar?: SimilarQuotes | null;
  /** issue #32, movers only: the typical winning price for similar moves, once there are enough bookings */
  won?: WinningPrice | null;
}) {
  const id = useId();
  const { guide } = props;
  const Heading = props.heading ?? "h3";
  const note = props.note === undefined ? PRICE_GUIDE_WORDS.note : props.note;
  if (guide.kind === "none")
    return props.compact ? null : (
      <section className="price-guide" aria-labelledby={id} data-testid="price-guide">
        <Heading id={id}>{PRICE_GUIDE_WORDS.heading}</Heading>
        <p>{PRICE_GUIDE_WORDS.abroad}</p>
      </section>
    );
  const parts = `(${guideParts(guide).join(", ")})`;
  if (props.compact)
    return (
      <p className="price-guide price-guide-compact" data-testid="price-guide" aria-live="polite">
        <span className="price-guide-label">{PRICE_GUIDE_WORDS.heading}: </span>
        {guideLead(guide)} <strong>{guideRange(guide)}</strong>{" "}
        <span className="price-guide-parts">{parts}</span>
      </p>
    );
  return (
    <section className="price-guide" aria-labelledby={id} data-testid="price-guide">
      <Heading id={id}>{PRICE_GUIDE_WORDS.heading}</Heading>
      <p className="price-guide-range">
        {guideLead(guide)} <strong>{guideRange(guide)}</strong>
      </p>
      <p className="price-guide-parts">{parts}</p>
      {props.similar ? <p className="price-guide-similar">{similarQuotesLine(props.similar)}</p> : null}
      {props.won ? (
        <p className="price-guide-similar" data-testid="winning-price">
          {winningPriceLine(props.won)}
        </p>
      ) : null}
      {note ? <p className="price-guide-note">{note}</p> : null}
    </section>
  );
}
