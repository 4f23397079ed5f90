// Issue #32: in the quote form, the price guide the customer sees for this move and, as the mover types, where
// their price (the total, or an hourly quote's estimated total) sits against it. Reads the form's own state.
import type { PriceGuide } from "@rm/domain/price-guide";
import { guidePosition, PRICE_GUIDE_WORDS } from "@rm/domain/price-guide-words";
import type { QuoteInput } from "@rm/domain/quote";
import { poundsToPence } from "@rm/domain/quote-format";
import { hourlyTotalPence, MAN_AND_VAN_MINIMUM_HOURS } from "@rm/domain/quote-pricing";
import { useFormContext } from "react-hook-form";
import { PriceGuideBox } from "../../components/price-guide.tsx";

const num = (v: unknown) => {
  const n = Number(String(v ?? "").trim());
  return String(v ?? "").trim() === "" || !Number.isFinite(n) ? null : n;
};

/** The price the customer would compare: the total, or the hourly terms' estimated total (null: not yet typed). */
function typedPence(v: Partial<QuoteInput>): number | null {
  if (v.priceKind !== "hourly") return poundsToPence(String(v.price ?? ""));
  const rate = poundsToPence(String(v.hourlyRate ?? ""));
  const crewSize = num(v.crewSize);
  const estimatedHours = num(v.estimatedHours);
  if (rate === null || rate <= 0 || crewSize === null || estimatedHours === null) return null;
  return hourlyTotalPence({
    hourlyRatePence: rate,
    extraMoverRatePence: poundsToPence(String(v.extraMoverRate ?? "")) ?? 0,
    minimumHours: num(v.minimumHours) ?? MAN_AND_VAN_MINIMUM_HOURS,
    crewSize,
    estimatedHours,
  });
}

export function QuoteGuide({ guide }: { guide: PriceGuide }) {
  const form = useFormContext<QuoteInput>();
  const values = form.watch();
  const position = guidePosition(typedPence(values), guide);
  return (
    <div className="quote-guide">
      <PriceGuideBox guide={guide} compact />
      {position ? (
        <p className="guide-position" aria-live="polite">
          {PRICE_GUIDE_WORDS.yourPrice(position)}
        </p>
      ) : null}
    </div>
  );
}
