// One quote structure for every company (docs/product/rules.md principle 2). The same domain schema checks it here and in
// the API; the API's answer (e.g. "already booked") is shown as it comes. Issue #18: a total or an hourly
// rate (the estimated total computed as the mover types), priced optional extras, "not included" for what
// the customer asked for, the insurance cover read from the company's verified certificates (never typed),
// and saved templates ("Quote from template" fills the form; everything stays editable). Its money parts are in
// quote-money.tsx, its templates in quote-templates.tsx.
import { zodResolver } from "@hookform/resolvers/zod";
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";
import {
  formatLongDate,
  formatPounds,
  INCLUSIONS,
  inclusionLabel,
  PRICE_KINDS,
  poundsToPence,
  QUOTE_DEFAULTS,
  QUOTE_LIMITS,
  type QuoteInput,
  quoteSchema,
  TEMPLATE_MESSAGES,
  templateToInput,
  VEHICLES,
} from "@rm/domain/quote";
import {
  hourlyBreakdown,
  hourlyTotalPence,
  MAN_AND_VAN_MINIMUM_HOURS,
  notIncluded,
  PRICING_MESSAGES,
} from "@rm/domain/quote-pricing";
import type { PriceGuide } from "@rm/domain/price-guide";
import { useId, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { ChoiceGroup } from "../../components/choice-group.tsx";
import { applyServerErrors, FieldError, FormError } from "../../components/field.tsx";
import { api } from "../../lib/api.ts";
import { CoverFacts, type ExtraInput, ExtrasFieldset, MoneyField } from "./quote-money.tsx";
import { QuoteGuide } from "./quote-guide.tsx";
import { ManageTemplates, SaveAsTemplate, TemplatePicker, useTemplates } from "./quote-templates.tsx";

interface Props {
  leadId: string;
  mode: "send" | "edit";
  initial: QuoteInput | null;
  moveDate: string | null;
  /** the extra services the customer asked for (the lead's "Extras"), for "not included" */
  requested?: readonly string[];
  /** the lead's type of move: templates for it come first, and a new template is for it */
  moveType?: string;
  onDone: (message: string) => void;
  onCancel?: () => void;
  /** issue #32: the request's price guide, and where the typed price sits against it */
  guide?: PriceGuide;
}

const asNumber = (v: unknown) => {
  const n = typeof v === "number" ? v : Number(String(v ?? "").trim());
  return String(v ?? "").trim() === "" || !Number.isFinite(n) ? null : n;
};

export function QuoteForm({
  leadId,
  mode,
  initial,
  moveDate,
  requested = [],
  moveType,
  onDone,
  onCancel,
  guide,
}: Props) {
  const id = useId();
  const today = todayInLondon();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [newDate, setNewDate] = useState("");
  const { templates, cover, reload } = useTemplates();
  const form = useForm<QuoteInput>({
    resolver: zodResolver(quoteSchema, undefined, { raw: true }),
    defaultValues: initial ?? {
      price: "",
      priceKind: "fixed",
      hourlyRate: "",
      minimumHours: String(MAN_AND_VAN_MINIMUM_HOURS),
      extraMoverRate: "",
      crewSize: "2",
      vehicle: "Luton van",
      estimatedHours: "4",
      includes: [],
      extras: [],
      availableDates: moveDate && moveDate >= today ? [moveDate] : [],
      cancellationTerms: QUOTE_DEFAULTS.cancellationTerms,
      message: "",
      validUntil: addDaysIso(today, QUOTE_DEFAULTS.validDays),
    },
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const dates = form.watch("availableDates") ?? [];
  const priceKind = form.watch("priceKind");
  const extras = (form.watch("extras") ?? []) as ExtraInput[];
  const includes = (form.watch("includes") ?? []) as string[];
  const setDates = (next: string[]) =>
    form.setValue("availableDates", [...new Set(next)].sort(), { shouldValidate: isSubmitted });
  const setExtras = (next: ExtraInput[]) =>
    form.setValue("extras", next, { shouldValidate: isSubmitted, shouldDirty: true });
  const err = (name: keyof QuoteInput) => errors[name]?.message as string | undefined;
  const described = (name: keyof QuoteInput) => (err(name) ? `${id}-${name}-error` : undefined);

  // the estimated total of an hourly quote, as the mover types (the API computes the same, once)
  const [rate, minimum, extraRate, crew, hours] = form.watch([
    "hourlyRate",
    "minimumHours",
    "extraMoverRate",
    "crewSize",
    "estimatedHours",
  ]);
  const hourlyTerms = (() => {
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
  })();

  const missing = notIncluded(requested, {
    includes,
    extras: extras.map((e) => ({ kind: e.kind, pricePence: 0 })),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const res = await api(mode === "send" ? "POST" : "PUT", `/company/leads/${leadId}/quote`, values);
    if (!res.status) {
      applyServerErrors(res.errors, form.setError);
      return setError(res.message);
    }
    onDone(res.message);
  });

  const fromTemplate = (templateId: string) => {
    const t = templates.find((x) => x.id === templateId);
    if (!t) return;
    const current = form.getValues();
    form.reset({
      ...current,
      ...templateToInput(t),
      minimumHours: t.minimumHours === null ? String(MAN_AND_VAN_MINIMUM_HOURS) : String(t.minimumHours),
    });
    setNotice(TEMPLATE_MESSAGES.applied);
  };

  const ordered = [...templates].sort(
    (a, b) => Number(b.moveType === moveType) - Number(a.moveType === moveType),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="stack quote-form" aria-label="Your quote">
        <FormError message={error} />
        {templates.length ? <TemplatePicker templates={ordered} onPick={fromTemplate} /> : null}
        {notice ? (
          <p className="notice" role="status">
            {notice}
          </p>
        ) : null}
        <ChoiceGroup<QuoteInput>
          name="priceKind"
          legend="How you price this move"
          options={PRICE_KINDS}
          className="field"
        />
        {priceKind === "hourly" ? (
          <div className="stack hourly-fields">
            <div className="field-row">
              <MoneyField
                id={`${id}-rate`}
                label="Rate per hour: van and 1 mover (£)"
                error={err("hourlyRate")}
                register={form.register("hourlyRate")}
              />
              <MoneyField
                id={`${id}-extra-mover`}
                label="Rate per extra mover, per hour (£)"
                error={err("extraMoverRate")}
                register={form.register("extraMoverRate")}
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
                  {...form.register("minimumHours")}
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
        ) : (
          <MoneyField
            id={`${id}-price`}
            label="Price (£)"
            error={err("price")}
            register={form.register("price")}
          />
        )}
        {guide ? <QuoteGuide guide={guide} /> : null}
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
        <ExtrasFieldset
          id={id}
          extras={extras}
          includes={includes}
          onChange={setExtras}
          errors={errors.extras}
        />
        {missing.length ? (
          <p className="notice not-included-notice">
            The customer asked for {missing.map(inclusionLabel).join(", ").toLowerCase()}. Include it or price
            it as an extra, or your quote shows it as {PRICING_MESSAGES.notIncluded}.
          </p>
        ) : null}
        <CoverFacts cover={cover} />
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
        <SaveAsTemplate
          values={() => form.getValues()}
          moveType={moveType}
          existing={templates}
          onSaved={(message) => {
            setNotice(message);
            void reload();
          }}
        />
        <ManageTemplates
          templates={ordered}
          onDeleted={(message) => {
            setNotice(message);
            void reload();
          }}
        />
      </form>
    </FormProvider>
  );
}
