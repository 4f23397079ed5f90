// One quote structure for every company (docs/product/rules.md principle 2). The same domain schema checks it here and in
// the API; the API's answer (e.g. "already booked") is shown as it comes. Issue #18: a total or an hourly
// rate (the estimated total computed as the mover types), priced optional extras, "not included" for what
// the customer asked for, the insurance cover read from the company's verified certificates (never typed),
// and saved templates ("Quote from template" fills the form; everything stays editable). Its money parts are in
// quote-money.tsx, its templates in quote-templates.tsx, its other groups of fields in quote-form-fields.tsx.
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";
import type { QuoteInput } from "@rm/domain/quote";
import { termsToInput } from "@rm/domain/quote-input";
import {
  INCLUSIONS,
  inclusionLabel,
  PRICE_KINDS,
  QUOTE_DEFAULTS,
  TEMPLATE_MESSAGES,
} from "@rm/domain/quote-options";
import { MAN_AND_VAN_MINIMUM_HOURS, notIncluded, PRICING_MESSAGES } from "@rm/domain/quote-pricing";
import type { PriceGuide } from "@rm/domain/price-guide";
import { useId, useLayoutEffect, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { ChoiceGroup } from "../../components/choice-group.tsx";
import { applyServerErrors, FormError, registerShown } from "../../components/field.tsx";
import { api } from "../../lib/api.ts";
import { BasedOnListField, DatesField, HourlyFields, JobFields, TermsFields } from "./quote-form-fields.tsx";
import { CoverFacts, type ExtraInput, ExtrasFieldset, MoneyField } from "./quote-money.tsx";
import { QuoteGuide } from "./quote-guide.tsx";
import { loadQuoteChecks, quoteResolver } from "./quote-resolver.ts";
import { type Typed, typedBefore } from "./quote-form-typed.ts";
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
  /** issue #32: the customer gave a list of what is moving (the quote may say it is based on it) */
  hasList?: boolean;
}

/** A new quote's answers: the lead's date when it is still ahead, the published defaults. */
function blankQuote(moveDate: string | null, today: string): QuoteInput {
  return {
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
    basedOnList: false,
  };
}

/** What the mover typed or ticked in the server's form before its code arrived, kept (quote-form-typed.ts). */
function useTypedBefore(
  formId: string,
  defaults: QuoteInput,
  setValue: (name: keyof QuoteInput, v: unknown) => void,
) {
  // read while React hydrates the server's form, before react-hook-form sets its fields to the defaults
  const [typed] = useState<Typed>(() => typedBefore(formId, defaults));
  // set again before the browser paints
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(typed)) setValue(name as keyof QuoteInput, value);
  }, [typed, setValue]);
}

/** The form, its templates (this move type's first) and filling it from one. */
function useQuoteForm(
  formId: string,
  initial: QuoteInput | null,
  moveDate: string | null,
  moveType: string | undefined,
) {
  const today = todayInLondon();
  const [notice, setNotice] = useState<string | null>(null);
  const { templates, cover, reload } = useTemplates();
  const [defaults] = useState(() => initial ?? blankQuote(moveDate, today));
  const form = useForm<QuoteInput>({ resolver: quoteResolver, defaultValues: defaults });
  const [setTyped] = useState(
    () => (name: keyof QuoteInput, value: unknown) =>
      form.setValue(name, value as never, { shouldDirty: true }),
  );
  useTypedBefore(formId, defaults, setTyped);
  const fromTemplate = (templateId: string) => {
    const t = templates.find((x) => x.id === templateId);
    if (!t) return;
    const current = form.getValues();
    // the fields kept, their values set: fields registered afresh would read a box the server's HTML ticked
    // (its `checked` attribute, registerShown) instead of the template's answer
    form.reset(
      {
        ...current,
        ...termsToInput(t),
        minimumHours: t.minimumHours === null ? String(MAN_AND_VAN_MINIMUM_HOURS) : String(t.minimumHours),
      },
      { keepFieldsRef: true },
    );
    setNotice(TEMPLATE_MESSAGES.applied);
  };
  const ordered = [...templates].sort(
    (a, b) => Number(b.moveType === moveType) - Number(a.moveType === moveType),
  );
  const saved = (message: string) => {
    setNotice(message);
    void reload();
  };
  return { form, defaults, today, notice, cover, ordered, templates, fromTemplate, saved };
}

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
  hasList = false,
}: Props) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const { form, defaults, today, notice, cover, ordered, templates, fromTemplate, saved } = useQuoteForm(
    `${id}-form`,
    initial,
    moveDate,
    moveType,
  );
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const priceKind = form.watch("priceKind");
  const extras = (form.watch("extras") ?? []) as ExtraInput[];
  const includes = (form.watch("includes") ?? []) as string[];
  const setExtras = (next: ExtraInput[]) =>
    form.setValue("extras", next, { shouldValidate: isSubmitted, shouldDirty: true });
  const missing = notIncluded(requested, {
    includes,
    extras: extras.map((e) => ({ kind: e.kind, pricePence: 0 })),
  });

  const startChecks = () => void loadQuoteChecks().catch(() => undefined);
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
      <form
        id={`${id}-form`}
        onSubmit={onSubmit}
        noValidate
        className="stack quote-form"
        aria-label="Your quote"
        onFocus={startChecks}
        onPointerDown={startChecks}
      >
        <FormError message={error ?? (errors.root?.message as string | undefined)} />
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
          <HourlyFields id={id} />
        ) : (
          <MoneyField
            id={`${id}-price`}
            label="Price (£)"
            error={errors.price?.message as string | undefined}
            register={registerShown(form.register, defaults, "price")}
          />
        )}
        {guide ? <QuoteGuide guide={guide} /> : null}
        {hasList ? <BasedOnListField id={id} /> : null}
        <JobFields id={id} />
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
        <DatesField id={id} today={today} />
        <TermsFields id={id} today={today} />
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
          onSaved={saved}
        />
        <ManageTemplates templates={ordered} onDeleted={saved} />
      </form>
    </FormProvider>
  );
}
