// The quote form's groups of fields (./quote-form.tsx holds the form): the hourly terms with their estimated
// total, the job (crew, vehicle, hours), the dates the company can do, and the terms (cancellation, message,
// valid until). Each reads the form through react-hook-form's context.
import { formatLongDate } from "@rm/domain/lead/dates";
import { formatPounds } from "@rm/domain/money";
import type { QuoteInput } from "@rm/domain/quote";
import { poundsToPence } from "@rm/domain/quote-format";
import { QUOTE_LIMITS, VEHICLES } from "@rm/domain/quote-options";
import { INVENTORY_WORDS } from "@rm/domain/inventory-words";
import { hourlyBreakdown, hourlyTotalPence, MAN_AND_VAN_MINIMUM_HOURS } from "@rm/domain/quote-pricing";
import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { FieldError, useRegisterShown } from "../../components/field.tsx";
import { MoneyField } from "./quote-money.tsx";

const asNumber = (v: unknown) => {
  const n = typeof v === "number" ? v : Number(String(v ?? "").trim());
  return String(v ?? "").trim() === "" || !Number.isFinite(n) ? null : n;
};

/** The field's message and the id that describes it (when it has one). */
function useFieldError(id: string) {
  const { formState } = useFormContext<QuoteInput>();
  const err = (name: keyof QuoteInput) => formState.errors[name]?.message as string | undefined;
  const described = (name: keyof QuoteInput) => (err(name) ? `${id}-${name}-error` : undefined);
  return { err, described };
}

/** The estimated total of an hourly quote, as the mover types (the API computes the same, once). */
function useHourlyTerms() {
  const form = useFormContext<QuoteInput>();
  const [rate, minimum, extraRate, crew, hours] = form.watch([
    "hourlyRate",
    "minimumHours",
    "extraMoverRate",
    "crewSize",
    "estimatedHours",
  ]);
  const ratePence = poundsToPence(rate ?? "");
  const crewSize = asNumber(crew);
  const estimatedHours = asNumber(hours);
  if (ratePence === null || ratePence <= 0 || crewSize === null || estimatedHours === null) return null;
  return {
    hourlyRatePence: ratePence,
    extraMoverRatePence: poundsToPence(extraRate ?? "") ?? 0,
    minimumHours: asNumber(minimum) ?? MAN_AND_VAN_MINIMUM_HOURS,
    crewSize,
    estimatedHours,
  };
}

export function HourlyFields({ id }: { id: string }) {
  const shown = useRegisterShown<QuoteInput>();
  const { err, described } = useFieldError(id);
  const hourlyTerms = useHourlyTerms();
  return (
    <div className="stack hourly-fields">
      <div className="field-row">
        <MoneyField
          id={`${id}-rate`}
          label="Rate per hour: van and 1 mover (£)"
          error={err("hourlyRate")}
          register={shown("hourlyRate")}
        />
        <MoneyField
          id={`${id}-extra-mover`}
          label="Rate per extra mover, per hour (£)"
          error={err("extraMoverRate")}
          register={shown("extraMoverRate")}
        />
        <div className={`field${err("minimumHours") ? " has-error" : ""}`}>
          <label htmlFor={`${id}-minimum`}>Minimum hours</label>
          <input
            id={`${id}-minimum`}
            type="number"
            step={0.5}
            min={0}
            max={12}
            aria-invalid={err("minimumHours") ? true : undefined}
            aria-describedby={described("minimumHours")}
            {...shown("minimumHours")}
          />
          <FieldError id={`${id}-minimumHours-error`} error={err("minimumHours")} />
        </div>
      </div>
      <div className="hourly-total" aria-live="polite">
        {hourlyTerms ? (
          <>
            <p>
              Estimated total: <strong>{formatPounds(hourlyTotalPence(hourlyTerms))}</strong>
            </p>
            <ul className="breakdown">
              {hourlyBreakdown(hourlyTerms).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className="muted">Enter your rate, crew and hours to see the estimated total.</p>
        )}
      </div>
    </div>
  );
}

export function JobFields({ id }: { id: string }) {
  const shown = useRegisterShown<QuoteInput>();
  const { err, described } = useFieldError(id);
  return (
    <div className="field-row">
      <div className={`field${err("crewSize") ? " has-error" : ""}`}>
        <label htmlFor={`${id}-crew`}>Crew size</label>
        <input
          id={`${id}-crew`}
          type="number"
          min={QUOTE_LIMITS.minCrew}
          max={QUOTE_LIMITS.maxCrew}
          aria-invalid={err("crewSize") ? true : undefined}
          aria-describedby={described("crewSize")}
          {...shown("crewSize")}
        />
        <FieldError id={`${id}-crewSize-error`} error={err("crewSize")} />
      </div>
      <div className={`field${err("vehicle") ? " has-error" : ""}`}>
        <label htmlFor={`${id}-vehicle`}>Vehicle</label>
        <select id={`${id}-vehicle`} aria-describedby={described("vehicle")} {...shown("vehicle")}>
          {VEHICLES.map((v) => (
            <option key={v}>{v}</option>
          ))}
        </select>
        <FieldError id={`${id}-vehicle-error`} error={err("vehicle")} />
      </div>
      <div className={`field${err("estimatedHours") ? " has-error" : ""}`}>
        <label htmlFor={`${id}-hours`}>Estimated hours</label>
        <input
          id={`${id}-hours`}
          type="number"
          step={0.5}
          min={QUOTE_LIMITS.minHours}
          max={QUOTE_LIMITS.maxHours}
          aria-invalid={err("estimatedHours") ? true : undefined}
          aria-describedby={described("estimatedHours")}
          {...shown("estimatedHours")}
        />
        <FieldError id={`${id}-estimatedHours-error`} error={err("estimatedHours")} />
      </div>
    </div>
  );
}

export function DatesField({ id, today }: { id: string; today: string }) {
  const form = useFormContext<QuoteInput>();
  const { err } = useFieldError(id);
  const [newDate, setNewDate] = useState("");
  const dates = form.watch("availableDates") ?? [];
  const setDates = (next: string[]) =>
    form.setValue("availableDates", [...new Set(next)].sort(), {
      shouldValidate: form.formState.isSubmitted,
    });
  return (
    <fieldset className={`field${err("availableDates") ? " has-error" : ""}`}>
      <legend>Dates you can do the move</legend>
      {dates.length ? (
        <ul className="date-chips">
          {dates.map((d) => (
            <li key={d}>
              {formatLongDate(d)}
              <button
                type="button"
                aria-label={`Remove ${formatLongDate(d)}`}
                onClick={() => setDates(dates.filter((x) => x !== d))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="field-hint">No dates yet.</p>
      )}
      <div className="add-date">
        <input
          type="date"
          className="input"
          aria-label="Another date you can do"
          min={today}
          value={newDate}
          onChange={(e) => setNewDate(e.target.value)}
        />
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={!newDate}
          onClick={() => {
            setDates([...dates, newDate]);
            setNewDate("");
          }}
        >
          Add date
        </button>
      </div>
      <FieldError id={`${id}-availableDates-error`} error={err("availableDates")} />
    </fieldset>
  );
}

export function TermsFields({ id, today }: { id: string; today: string }) {
  const shown = useRegisterShown<QuoteInput>();
  const { err, described } = useFieldError(id);
  return (
    <>
      <div className={`field${err("cancellationTerms") ? " has-error" : ""}`}>
        <label htmlFor={`${id}-terms`}>Cancellation terms</label>
        <textarea
          id={`${id}-terms`}
          rows={3}
          aria-describedby={described("cancellationTerms")}
          {...shown("cancellationTerms")}
        />
        <FieldError id={`${id}-cancellationTerms-error`} error={err("cancellationTerms")} />
      </div>
      <div className={`field${err("message") ? " has-error" : ""}`}>
        <label htmlFor={`${id}-message`}>Message to the customer (optional)</label>
        <textarea id={`${id}-message`} rows={4} {...shown("message")} />
        <FieldError id={`${id}-message-error`} error={err("message")} />
      </div>
      <div className={`field${err("validUntil") ? " has-error" : ""}`}>
        <label htmlFor={`${id}-valid`}>Valid until</label>
        <input
          id={`${id}-valid`}
          type="date"
          min={today}
          aria-invalid={err("validUntil") ? true : undefined}
          aria-describedby={described("validUntil")}
          {...shown("validUntil")}
        />
        <FieldError id={`${id}-validUntil-error`} error={err("validUntil")} />
      </div>
    </>
  );
}

/** Issue #32: the price is worked out from the customer's list (the customer's comparison says so). */
export function BasedOnListField({ id }: { id: string }) {
  const shown = useRegisterShown<QuoteInput>();
  const { err, described } = useFieldError(id);
  return (
    <div className={`field${err("basedOnList") ? " has-error" : ""}`}>
      <label className="choice" htmlFor={`${id}-based-on-list`}>
        <input
          id={`${id}-based-on-list`}
          type="checkbox"
          aria-describedby={described("basedOnList")}
          {...shown("basedOnList", "box")}
        />{" "}
        {INVENTORY_WORDS.basedOnListLabel}
      </label>
      <FieldError id={`${id}-basedOnList-error`} error={err("basedOnList")} />
    </div>
  );
}
