// The quote form's money parts (issue #18): a pounds field, the priced optional extras the customer may tick, and
// the insurance cover every quote shows (read from the verified certificates, never typed).
import type { QuoteInput } from "@rm/domain/quote";
import { PRICING_MESSAGES, type QuoteExtra, QUOTE_EXTRAS } from "@rm/domain/quote-pricing";
import type { useForm } from "react-hook-form";
import { FieldError } from "../../components/field.tsx";
import type { Cover } from "./quote-templates.tsx";

export type ExtraInput = { kind: QuoteExtra["kind"]; price: string | number };

export function MoneyField({
  id,
  label,
  error,
  register,
}: {
  id: string;
  label: string;
  error: string | undefined;
  register: ReturnType<ReturnType<typeof useForm<QuoteInput>>["register"]> & { defaultValue?: string };
}) {
  return (
    <div className={`field${error ? " has-error" : ""}`}>
      <label htmlFor={id}>{label}</label>
      <div className="money-input">
        <span aria-hidden="true">£</span>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register}
        />
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function ExtrasFieldset({
  id,
  extras,
  includes,
  onChange,
  errors,
}: {
  id: string;
  extras: ExtraInput[];
  includes: string[];
  onChange: (next: ExtraInput[]) => void;
  errors: unknown;
}) {
  const errorAt = (i: number) => {
    const list = errors as ({ price?: { message?: string }; kind?: { message?: string } } | undefined)[] & {
      message?: string;
    };
    return list?.[i]?.price?.message ?? list?.[i]?.kind?.message;
  };
  const whole = (errors as { message?: string } | undefined)?.message;
  return (
    <fieldset className={`field extras-fieldset${whole ? " has-error" : ""}`}>
      <legend>Optional extras the customer can add</legend>
      <p className="field-hint">Tick the extras you offer and give each a price.</p>
      {QUOTE_EXTRAS.filter((e) => !includes.includes(e.value)).map((e) => {
        const i = extras.findIndex((x) => x.kind === e.value);
        const on = i >= 0;
        const priceId = `${id}-extra-${e.value}`;
        return (
          <div key={e.value} className="extra-row">
            <label className="choice">
              <input
                type="checkbox"
                data-extra={e.value}
                aria-label={`${e.label} as an optional extra`}
                checked={on}
                onChange={() =>
                  onChange(
                    on ? extras.filter((x) => x.kind !== e.value) : [...extras, { kind: e.value, price: "" }],
                  )
                }
              />
              {e.label}
            </label>
            {on ? (
              <div className="money-input">
                <span aria-hidden="true">£</span>
                <input
                  id={priceId}
                  data-extra-price={e.value}
                  inputMode="decimal"
                  autoComplete="off"
                  aria-label={`Price for ${e.label.toLowerCase()}${e.per ? ` per ${e.per}` : ""} (£)`}
                  aria-invalid={errorAt(i) ? true : undefined}
                  value={String(extras[i]!.price ?? "")}
                  onChange={(ev) =>
                    onChange(extras.map((x, j) => (j === i ? { ...x, price: ev.target.value } : x)))
                  }
                />
                {e.per ? <small className="muted"> a {e.per}</small> : null}
              </div>
            ) : null}
            {on ? <FieldError id={`${priceId}-error`} error={errorAt(i)} /> : null}
          </div>
        );
      })}
      <FieldError id={`${id}-extras-error`} error={whole} />
    </fieldset>
  );
}

/** The cover every quote shows, from the verified certificates (the mover cannot type it). */
export function CoverFacts({ cover }: { cover: Cover | null }) {
  if (!cover) return null;
  return (
    <div className="cover-facts">
      <h3>Insurance on your quote</h3>
      {cover.goodsInTransitLabel ? (
        <p>
          Goods in Transit {cover.goodsInTransitLabel}
          {cover.publicLiabilityLabel ? ` · Public Liability ${cover.publicLiabilityLabel}` : ""}
          {cover.verifiedUntilLabel ? ` · verified until ${cover.verifiedUntilLabel}` : ""}
        </p>
      ) : (
        <p>{PRICING_MESSAGES.noVerifiedCover}: upload your Goods in Transit certificate under Documents.</p>
      )}
      <p className="field-hint">From your verified certificates: every quote shows these amounts.</p>
    </div>
  );
}
