// One quote structure for every company (docs/product/rules.md principle 2). The same domain schema checks it here and in
// the API; the API's answer (e.g. "already booked") is shown as it comes.
import { zodResolver } from "@hookform/resolvers/zod";
import { todayInLondon } from "@rm/domain/lead/dates";
import {
  addDays,
  formatLongDate,
  INCLUSIONS,
  PRICE_KINDS,
  QUOTE_DEFAULTS,
  QUOTE_LIMITS,
  type QuoteInput,
  quoteSchema,
  VEHICLES,
} from "@rm/domain/quote";
import { useId, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { ChoiceGroup } from "../../components/choice-group.tsx";
import { applyServerErrors, FieldError, FormError } from "../../components/field.tsx";
import { api } from "../../lib/api.ts";

interface Props {
  leadId: string;
  mode: "send" | "edit";
  initial: QuoteInput | null;
  moveDate: string | null;
  onDone: (message: string) => void;
  onCancel?: () => void;
}

export function QuoteForm({ leadId, mode, initial, moveDate, onDone, onCancel }: Props) {
  const id = useId();
  const today = todayInLondon();
  const [error, setError] = useState<string | null>(null);
  const [newDate, setNewDate] = useState("");
  const form = useForm<QuoteInput>({
    resolver: zodResolver(quoteSchema, undefined, { raw: true }),
    defaultValues: initial ?? {
      price: "",
      priceKind: "fixed",
      crewSize: "2",
      vehicle: "Luton van",
      estimatedHours: "4",
      includes: [],
      insuranceCover: "50000",
      availableDates: moveDate && moveDate >= today ? [moveDate] : [],
      cancellationTerms: QUOTE_DEFAULTS.cancellationTerms,
      message: "",
      validUntil: addDays(today, QUOTE_DEFAULTS.validDays),
    },
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const dates = form.watch("availableDates") ?? [];
  const setDates = (next: string[]) =>
    form.setValue("availableDates", [...new Set(next)].sort(), { shouldValidate: isSubmitted });
  const err = (name: keyof QuoteInput) => errors[name]?.message as string | undefined;
  const described = (name: keyof QuoteInput) => (err(name) ? `${id}-${name}-error` : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const res = await api(mode === "send" ? "POST" : "PUT", `/company/leads/${leadId}/quote`, values);
    if (!res.status) {
      applyServerErrors(res.errors, form.setError);
      return setError(res.message);
    }
    onDone(res.message);
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="stack quote-form" aria-label="Your quote">
        <FormError message={error} />
        <div className="field-row">
          <div className={`field${err("price") ? " has-error" : ""}`}>
            <label htmlFor={`${id}-price`}>Price (£)</label>
            <div className="money-input">
              <span aria-hidden="true">£</span>
              <input
                id={`${id}-price`}
                inputMode="decimal"
                autoComplete="off"
                aria-invalid={err("price") ? true : undefined}
                aria-describedby={described("price")}
                {...form.register("price")}
              />
            </div>
            <FieldError id={`${id}-price-error`} error={err("price")} />
          </div>
          <ChoiceGroup<QuoteInput>
            name="priceKind"
            legend="Fixed price or estimate"
            options={PRICE_KINDS}
            className="field"
          />
        </div>
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
              {...form.register("crewSize")}
            />
            <FieldError id={`${id}-crewSize-error`} error={err("crewSize")} />
          </div>
          <div className={`field${err("vehicle") ? " has-error" : ""}`}>
            <label htmlFor={`${id}-vehicle`}>Vehicle</label>
            <select
              id={`${id}-vehicle`}
              aria-describedby={described("vehicle")}
              {...form.register("vehicle")}
            >
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
              {...form.register("estimatedHours")}
            />
            <FieldError id={`${id}-estimatedHours-error`} error={err("estimatedHours")} />
          </div>
        </div>
        <ChoiceGroup<QuoteInput>
          name="includes"
          legend="Included in the price"
          options={INCLUSIONS}
          type="checkbox"
          className="field"
        />
        <div className={`field${err("insuranceCover") ? " has-error" : ""}`}>
          <label htmlFor={`${id}-insurance`}>Insurance cover for the customer's goods (£)</label>
          <div className="money-input">
            <span aria-hidden="true">£</span>
            <input
              id={`${id}-insurance`}
              inputMode="decimal"
              aria-invalid={err("insuranceCover") ? true : undefined}
              aria-describedby={described("insuranceCover")}
              {...form.register("insuranceCover")}
            />
          </div>
          <FieldError id={`${id}-insuranceCover-error`} error={err("insuranceCover")} />
        </div>
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
        <div className={`field${err("cancellationTerms") ? " has-error" : ""}`}>
          <label htmlFor={`${id}-terms`}>Cancellation terms</label>
          <textarea
            id={`${id}-terms`}
            rows={3}
            aria-describedby={described("cancellationTerms")}
            {...form.register("cancellationTerms")}
          />
          <FieldError id={`${id}-cancellationTerms-error`} error={err("cancellationTerms")} />
        </div>
        <div className={`field${err("message") ? " has-error" : ""}`}>
          <label htmlFor={`${id}-message`}>Message to the customer (optional)</label>
          <textarea id={`${id}-message`} rows={4} {...form.register("message")} />
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
            {...form.register("validUntil")}
          />
          <FieldError id={`${id}-validUntil-error`} error={err("validUntil")} />
        </div>
        <div className="button-row">
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? "Sending…" : mode === "send" ? "Send quote" : "Save changes"}
          </button>
          {onCancel ? (
            <button type="button" className="button button-secondary" onClick={onCancel}>
              Cancel
            </button>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
