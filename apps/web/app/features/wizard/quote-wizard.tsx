// docs/product/routes.md §2; docs/product/wizard.md §4 quote wizard: one react-hook-form instance holds every answer across the steps (nothing typed
// is lost going back, on a failed send, or — through the sessionStorage draft — on a reload).
import {
  anyPasswordFilled,
  finalButtonLabel,
  isInternationalMove,
  isStorageMove,
  LEAD_MESSAGES as M,
  LEAD_TOASTS,
  type MoveType,
  parseStorageCode,
  type StepSchema,
  startStepIndex,
  stepOfField,
  stepSchemaFor,
  toggleMoveType,
  type WizardStep,
  type WizardValues,
  wizardDefaults,
  wizardSteps,
} from "@rm/domain";
import { coverageProblem } from "@rm/domain/postcode-service";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { useToast } from "../../components/toasts.tsx";
import { clearDraft, newSubmissionKey, originOf, readDraft, writeDraft } from "./draft.ts";
import type { AddressOwners } from "./address-picker.tsx";
import { checkEntry } from "./postcode-api.ts";
import { WizardProgress } from "./progress.tsx";
import { CompanyName, StepDetails, StepFrom, StepServices, StepTo, StepType } from "./steps.tsx";
import { DateQuestions } from "./dates.tsx";
import { sendLead, sendMovingBook, stepResolver } from "./submit-lead.ts";

export interface QuoteWizardProps {
  /** the signed-in client's id (5/3 steps, 'Send Lead'); null for visitors and docs/product/decisions.md D8 guests */
  accountId: string | null;
  typeOfMove: string | null;
  place: string | null;
  step: string | null;
}

const schemas = new Map<string, StepSchema>();
function schemaOf(step: WizardStep): StepSchema {
  const id = `${step.key}:${step.askCompanyName}`;
  const known = schemas.get(id);
  if (known) return known;
  const made = stepSchemaFor(step);
  schemas.set(id, made);
  return made;
}

/** ?step= (default 1), but never past a step whose answers are missing. */
function firstStep(values: WizardValues, step: string | null, loggedIn: boolean): number {
  const steps = wizardSteps(values.typeOfMove, loggedIn);
  const wanted = startStepIndex(step, steps.length);
  for (let i = 0; i < wanted; i++) if (!schemaOf(steps[i]!).safeParse(values).success) return i;
  return wanted;
}

const TOP = "top-right" as const; // docs/product/wizard.md §8: wizard toasts top-right

export function QuoteWizard(props: QuoteWizardProps) {
  const loggedIn = props.accountId !== null;
  const navigate = useNavigate();
  const { show } = useToast();
  const defaults = useMemo(
    () => wizardDefaults({ typeOfMove: props.typeOfMove, place: props.place }),
    [props.typeOfMove, props.place],
  );
  const stepRef = useRef<WizardStep | null>(null);
  const form = useForm<WizardValues>({
    defaultValues: defaults,
    resolver: stepResolver(() => schemaOf(stepRef.current!)),
  });
  const typeOfMove = form.watch("typeOfMove");
  const storage = isStorageMove(typeOfMove);
  const steps = useMemo(() => wizardSteps(typeOfMove, loggedIn), [typeOfMove, loggedIn]);
  const [index, setIndex] = useState(() => firstStep(defaults, props.step, loggedIn));
  const at = Math.min(index, steps.length - 1);
  const step = steps[at]!;
  stepRef.current = step;
  const last = at === steps.length - 1;

  // postcodes the lookup has confirmed (they unlock the address lists)
  const [fromPostcode, setFromPostcode] = useState<string | null>(null);
  const [toPostcode, setToPostcode] = useState<string | null>(null);
  const onFrom = useCallback((pc: string | null) => setFromPostcode(pc), []);
  const onTo = useCallback((pc: string | null) => setToPostcode(pc), []);
  // the postcode each address was chosen for (an address for another postcode is cleared)
  const addressOwners = useRef<AddressOwners>({});

  // the draft: restored once on the client, then saved on every change
  const origin = originOf(props.typeOfMove, props.place);
  const keyRef = useRef<string | null>(null);
  const sent = useRef(false);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const draft = readDraft(origin);
    if (draft) {
      form.reset({ ...defaults, ...draft.values }, { keepDefaultValues: true });
      setIndex(draft.step);
      keyRef.current = draft.key;
      Object.assign(addressOwners.current, draft.addressOwners);
    }
    setRestored(true);
  }, [origin, defaults, form]);
  useEffect(() => {
    if (!restored) return;
    const save = () => {
      if (sent.current) return;
      keyRef.current ??= newSubmissionKey();
      writeDraft({
        origin,
        values: form.getValues(),
        step: at,
        key: keyRef.current,
        addressOwners: addressOwners.current,
      });
    };
    save();
    const sub = form.watch(save);
    return () => sub.unsubscribe();
  }, [restored, at, origin, form]);

  // keyboard and screen-reader users land on the new step's heading
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [at]);

  const go = (i: number) => {
    moved.current = true;
    form.clearErrors();
    setIndex(i);
  };

  // after a failed Continue, a field's message updates as it is corrected
  useEffect(() => {
    const sub = form.watch((_, { name }) => {
      if (name && form.formState.errors[name as keyof WizardValues]) void form.trigger(name);
    });
    return () => sub.unsubscribe();
  }, [form]);

  const choose = (type: MoveType) => {
    const next = toggleMoveType(form.getValues("typeOfMove"), type);
    form.setValue("typeOfMove", next.typeOfMove, { shouldDirty: true });
    form.clearErrors("typeOfMove");
    if (next.advance) go(1);
  };

  /**
   * docs/product/wizard.md §4: a postcode counts when the lookup's first postcode equals it; else the postcode check decides
   * (a UK postcode outside London may end a move, not start one).
   */
  const lookupProblem = async (v: WizardValues): Promise<[keyof WizardValues, string] | "offline" | null> => {
    const check = async (field: "fromCity" | "toCity", incorrect: string) => {
      if (form.getFieldState(field).error) return null; // its own message already shows
      const entry = await checkEntry(v[field]);
      if (entry.kind === "offline") return "offline";
      const message =
        entry.kind === "unknown"
          ? incorrect
          : coverageProblem(field === "fromCity" ? "from" : "to", entry.coverage, incorrect);
      return message ? ([field, message] as [keyof WizardValues, string]) : null;
    };
    if (step.id === "from") {
      if (!storage) return check("fromCity", M.postcodeIncorrect);
      // docs/product/decisions.md D13: an area code is enough; a postcode must be a real one
      return parseStorageCode(v.fromCity)?.kind === "postcode"
        ? check("fromCity", M.storageCodeIncorrect)
        : null;
    }
    if (step.id === "to" && !isInternationalMove(v.typeOfMove) && v.toCity.trim()) {
      return check("toCity", M.postcodeIncorrect);
    }
    return null;
  };

  const onValid = async (values: WizardValues) => {
    if (!last) return go(at + 1);
    keyRef.current ??= newSubmissionKey();
    const answer = await sendLead(values, props.accountId, keyRef.current);
    if (!answer.status) {
      // docs/product/wizard.md §8: the server's message; every answer stays in the form
      show("error", answer.message, TOP);
      const errors = Object.entries(answer.errors ?? {});
      const where = errors.map(([f]) => stepOfField(f, steps)).filter((i) => i >= 0);
      if (where.length) {
        const target = Math.min(...where);
        if (target !== at) go(target);
        for (const [field, message] of errors) form.setError(field as keyof WizardValues, { message });
      }
      return;
    }
    sent.current = true;
    clearDraft();
    show("success", answer.message, TOP);
    sendMovingBook(answer.user);
    const lead = answer.leadId ? `&lead=${encodeURIComponent(answer.leadId)}` : "";
    navigate(`/client/removal-requests?showModal=true${lead}`);
  };

  const [sending, setSending] = useState(false);
  const busy = useRef(false); // a double click sends once (the Idempotency-Key guards the server too)
  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await submitStep();
    } finally {
      busy.current = false;
    }
  };
  const submitStep = async () => {
    if (last && step.id === "details") {
      // docs/product/wizard.md §5: with a password, an email and a password are required (toasts)
      const v = form.getValues();
      if (anyPasswordFilled(v)) {
        if (!v.email.trim()) show("error", LEAD_TOASTS.emailRequired, TOP);
        if (!v.password) show("error", LEAD_TOASTS.passwordRequired, TOP);
      }
    }
    // docs/product/wizard.md §4: Continue only when the step's schema passes and its postcode is one the lookup knows
    const valid = await form.trigger();
    const problem = await lookupProblem(form.getValues());
    if (problem === "offline") return show("error", LEAD_TOASTS.connectionError, TOP);
    if (problem) form.setError(problem[0], { message: problem[1] });
    if (!valid || problem) {
      const first = Object.keys(form.formState.errors)[0];
      if (first) form.setFocus(first as keyof WizardValues);
      return;
    }
    setSending(true);
    try {
      await onValid(form.getValues());
    } finally {
      setSending(false);
    }
  };

  const password = form.watch("password");
  const confirmPassword = form.watch("confirmPassword");
  const label = finalButtonLabel({
    loggedIn,
    passwordFilled: anyPasswordFilled({ password, confirmPassword }),
  });

  return (
    <FormProvider {...form}>
      <form className="wizard card" onSubmit={onSubmit} noValidate data-ready={restored ? "true" : undefined}>
        <div className="wizard-top">
          {at > 0 ? (
            <button type="button" className="wizard-back" onClick={() => go(at - 1)} aria-label="Back">
              <span aria-hidden="true">←</span>
            </button>
          ) : null}
          <WizardProgress step={at + 1} total={steps.length} title={step.title} />
        </div>
        <h2 ref={headingRef} tabIndex={-1} className="wizard-step-title">
          {step.title}
        </h2>
        <div className="stack">
          {step.id === "type" ? <StepType onChoose={choose} /> : null}
          {step.id === "from" ? (
            <StepFrom
              storage={storage}
              postcode={fromPostcode}
              onPostcode={onFrom}
              owners={addressOwners.current}
            />
          ) : null}
          {step.id === "to" ? (
            <StepTo postcode={toPostcode} onPostcode={onTo} owners={addressOwners.current} />
          ) : null}
          {step.id === "services" ? <StepServices storage={storage} /> : null}
          {step.id === "date" ? <DateQuestions storage={false} /> : null}
          {step.id === "details" ? <StepDetails askCompanyName={step.askCompanyName} /> : null}
          {step.askCompanyName && step.id !== "details" ? <CompanyName /> : null}
        </div>
        <div className="wizard-actions">
          {sending && last ? (
            <div className="wizard-sending" role="status">
              <span className="spinner" aria-hidden="true" />
              Sending your request…
            </div>
          ) : (
            <button type="submit" className="button" disabled={sending}>
              {last ? label : "Continue"}
            </button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
