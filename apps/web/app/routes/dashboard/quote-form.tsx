// One quote structure for every company (PRODUCT.md #2). The same domain schema checks it here and in
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
import { useForm } from "react-hook-form";
import { FormError } from "../../components/field.tsx";
import { api } from "../../lib/api.ts";

interface Props {
  leadId: string;
  mode: "send" | "edit";
  initial: QuoteInput | null;
  moveDate: string | null;
  onDone: (message: string) => void;
  onCancel?: () => void;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p className="field-error" id={id}>
      {message}
    </p>
  ) : null;
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
      for (const [field, message] of Object.entries(res.errors ?? {})) {
        form.setError(field.split(".")[0] as keyof QuoteInput, { message });
      }
      return setError(res.message);
    }
    onDone(res.message);
  });

  return (
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
          <FieldError id={`${id}-price-error`} message={err("price")} />
        </div>
        <fieldset className="field">
          <legend>Fixed price or estimate</legend>
          <div className="choice-row">
            {PRICE_KINDS.map((k) => (
              <label key={k.value} className="choice">
                <input type="radio" value={k.value} {...form.register("priceKind")} /> {k.label}
              </label>
            ))}
          </div>
          <FieldError id={`${id}-priceKind-error`} message={err("priceKind")} />
        </fieldset>
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
          <FieldError id={`${id}-crewSize-error`} message={err("crewSize")} />
        </div>
        <div className={`field${err("vehicle") ? " has-error" : ""}`}>
          <label htmlFor={`${id}-vehicle`}>Vehicle</label>
          <select id={`${id}-vehicle`} aria-describedby={described("vehicle")} {...form.register("vehicle")}>
            {VEHICLES.map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
          <FieldError id={`${id}-vehicle-error`} message={err("vehicle")} />
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
          <FieldError id={`${id}-estimatedHours-error`} message={err("estimatedHours")} />
        </div>
      </div>
      <fieldset className="field">
        <legend>Included in the price</legend>
        <div className="choice-row">
          {INCLUSIONS.map((i) => (
            <label key={i.value} className="choice">
              <input type="checkbox" value={i.value} {...form.register("includes")} /> {i.label}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-includes-error`} message={err("includes")} />
      </fieldset>
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
        <FieldError id={`${id}-insuranceCover-error`} message={err("insuranceCover")} />
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
        <FieldError id={`${id}-availableDates-error`} message={err("availableDates")} />
      </fieldset>
      <div className={`field${err("cancellationTerms") ? " has-error" : ""}`}>
        <label htmlFor={`${id}-terms`}>Cancellation terms</label>
        <textarea
          id={`${id}-terms`}
          rows={3}
          aria-describedby={described("cancellationTerms")}
          {...form.register("cancellationTerms")}
        />
        <FieldError id={`${id}-cancellationTerms-error`} message={err("cancellationTerms")} />
      </div>
      <div className={`field${err("message") ? " has-error" : ""}`}>
        <label htmlFor={`${id}-message`}>Message to the customer (optional)</label>
        <textarea id={`${id}-message`} rows={4} {...form.register("message")} />
        <FieldError id={`${id}-message-error`} message={err("message")} />
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
        <FieldError id={`${id}-validUntil-error`} message={err("validUntil")} />
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
  );
}
