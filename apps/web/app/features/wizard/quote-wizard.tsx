// docs/product/routes.md §2; docs/product/wizard.md §4 quote wizard: one form state holds every answer across the steps
// (nothing typed is lost going back, on a failed send, or — through the sessionStorage draft — on a reload). Each
// step is checked by the domain's plain step check; the page loads neither zod nor a form library
// (docs/decisions/054-wizard-without-zod.md), and nothing that only later steps need (issue #34): their code
// comes on the first touch of the form, before Continue needs it.
import { type WizardValues, wizardDefaults } from "@rm/domain/lead/defaults";
import { LEAD_TOASTS } from "@rm/domain/lead/messages";
import { isStorageMove, type MoveType } from "@rm/domain/lead/options";
import { openingStepIndex, stepProblems } from "@rm/domain/lead/step-check";
import {
  anyPasswordFilled,
  finalButtonLabel,
  toggleMoveType,
  type WizardStep,
  wizardSteps,
  wizardTitle,
} from "@rm/domain/lead/steps";
import { lazy, Suspense, startTransition, useCallback, useMemo, useRef, useState } from "react";
import { useToast } from "../../components/toasts.tsx";
import { afterNextPaint } from "../../lib/after-paint.ts";
import type { AddressOwners } from "./address-picker.tsx";
import { originOf } from "./draft.ts";
import { useWizardFormState, WizardFormProvider } from "./form.tsx";
import { WizardProgress } from "./progress.tsx";
import { StepType } from "./step-type.tsx";
import { type AccountDetails, prepareLeadProof } from "./submit-lead.ts";
import {
  lookupProblem,
  TOP,
  useDocumentTitle,
  useLeadSender,
  useWizardDraft,
  useWizardFocus,
} from "./wizard-flow.ts";

export interface QuoteWizardProps {
  /** the signed-in client's id (5/3 steps, 'Send Lead'); null for visitors and docs/product/decisions.md D8 guests */
  accountId: string | null;
  typeOfMove: string | null;
  place: string | null;
  step: string | null;
  /** the words under the page's heading (the heading itself follows the chosen type) */
  intro?: React.ReactNode;
  /** the signed-in client's details, sent as the spec's `user` object (docs/product/decisions.md D7: the API takes the account's) */
  account?: AccountDetails | null;
  /** issue 28: signed in or a D8 guest — their own requests are checked for this move before the last step */
  knownCustomer?: boolean;
}

// Moving From / Moving To and what they use (postcode lookup, address list), and what the other later steps
// show (later-steps.tsx): fetched on the first touch of the form, or when such a step shows
const loadLocationSteps = () => import("./location-steps.tsx");
const LocationStep = lazy(loadLocationSteps);
const loadLaterSteps = () => import("./later-steps.tsx");
const LaterStep = lazy(loadLaterSteps);
function loadStepCode() {
  void loadLocationSteps();
  void loadLaterSteps();
}
// issue #32: the price guide, from the step that asks the property on (not on the first step's critical path)
const WizardGuide = lazy(() => import("./wizard-guide.tsx"));

/** ?step= (default 1), but never past a step the query's answers leave open (the rule: openingStepIndex). */
function firstStep(values: WizardValues, step: string | null, loggedIn: boolean): number {
  return openingStepIndex(wizardSteps(values.typeOfMove, loggedIn), values, step);
}

interface StepFieldsProps {
  step: WizardStep;
  storage: boolean;
  last: boolean;
  onChoose: (type: MoveType) => void;
  owners: AddressOwners;
  knownCustomer?: boolean;
}

/** The questions of the step showing, and the notices that go with them. */
function StepFields({ step, storage, last, onChoose, owners, knownCustomer }: StepFieldsProps) {
  // postcodes the lookup has confirmed (they unlock the address lists)
  const [fromPostcode, setFromPostcode] = useState<string | null>(null);
  const [toPostcode, setToPostcode] = useState<string | null>(null);
  const onFrom = useCallback((pc: string | null) => setFromPostcode(pc), []);
  const onTo = useCallback((pc: string | null) => setToPostcode(pc), []);
  return (
    <div className="stack">
      {step.id === "type" ? <StepType onChoose={onChoose} /> : null}
      {/* always there, so that a step whose code is loading keeps the one before on screen (see go()) */}
      <Suspense fallback={null}>
        {step.id === "from" ? (
          <LocationStep
            side="from"
            storage={storage}
            postcode={fromPostcode}
            onPostcode={onFrom}
            owners={owners}
          />
        ) : null}
        {step.id === "to" ? (
          <LocationStep side="to" postcode={toPostcode} onPostcode={onTo} owners={owners} />
        ) : null}
        {step.id !== "type" ? (
          <LaterStep
            part="fields"
            step={step}
            storage={storage}
            last={last}
            fromPostcode={fromPostcode}
            knownCustomer={knownCustomer}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

/** Continue, the final send button, or "Sending your request…" while it goes. */
function WizardActions({ last, sending, label }: { last: boolean; sending: boolean; label: string }) {
  return (
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
  );
}

/** The wizard's form state and where it stands: the steps for the type chosen and the step showing. */
function useWizardSteps(props: QuoteWizardProps) {
  const loggedIn = props.accountId !== null;
  const defaults = useMemo(
    () => wizardDefaults({ typeOfMove: props.typeOfMove, place: props.place }),
    [props.typeOfMove, props.place],
  );
  const stepRef = useRef<WizardStep | null>(null);
  const form = useWizardFormState(defaults, (v) => stepProblems(stepRef.current!, v));
  const typeOfMove = form.values.typeOfMove;
  const steps = useMemo(() => wizardSteps(typeOfMove, loggedIn), [typeOfMove, loggedIn]);
  const [index, setIndex] = useState(() => firstStep(defaults, props.step, loggedIn));
  const at = Math.min(index, steps.length - 1);
  const step = steps[at]!;
  stepRef.current = step;
  return { loggedIn, defaults, form, steps, setIndex, at, step, last: at === steps.length - 1 };
}

/** Submitting a step: its checks (and the postcode lookup's), then the next step or the send. */
function useStepSubmit(
  w: ReturnType<typeof useWizardSteps>,
  showProblems: (errors: Record<string, string | undefined>) => void,
  onValid: (values: WizardValues) => Promise<void>,
) {
  const { show } = useToast();
  const [sending, setSending] = useState(false);
  const busy = useRef(false); // a double click sends once (the Idempotency-Key guards the server too)
  const submitStep = async () => {
    const { form, step, last } = w;
    const v = form.get();
    if (last && step.id === "details" && anyPasswordFilled(v)) {
      // docs/product/wizard.md §5: with a password, an email and a password are required (toasts)
      if (!v.email.trim()) show("error", LEAD_TOASTS.emailRequired, TOP);
      if (!v.password) show("error", LEAD_TOASTS.passwordRequired, TOP);
    }
    // docs/product/wizard.md §4: Continue only when the step's check passes and its postcode is one the lookup knows
    const problems = stepProblems(step, v);
    showProblems(problems);
    const problem = await lookupProblem(step.id, isStorageMove(v.typeOfMove), v, problems);
    if (problem === "offline") return show("error", LEAD_TOASTS.connectionError, TOP);
    if (problem) showProblems({ ...problems, [problem[0]]: problem[1] });
    if (Object.keys(problems).length || problem) return;
    setSending(true);
    try {
      await onValid(form.get());
    } finally {
      setSending(false);
    }
  };
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
  return { sending, onSubmit };
}

export function QuoteWizard(props: QuoteWizardProps) {
  const w = useWizardSteps(props);
  const { form, steps, at, step, last, setIndex } = w;
  const typeOfMove = form.values.typeOfMove;
  const storage = isStorageMove(typeOfMove);

  const title = wizardTitle(typeOfMove);
  useDocumentTitle(title);
  // a draft restored to a later step needs that step's code: fetched at once, and (a transition) the step
  // shows with its heading and fields together once it is in
  const restoreTo = useCallback(
    (i: number) => {
      if (i > 0) loadStepCode();
      startTransition(() => setIndex(i));
    },
    [setIndex],
  );
  const draft = useWizardDraft(originOf(props.typeOfMove, props.place), w.defaults, form, at, restoreTo);
  const { headingRef, moved, formRef, showProblems } = useWizardFocus(at, form);

  // a transition: a step whose code is still loading (the location steps) shows once it is in, with its
  // fields, so that focus and the keyboard land on it; until then the current step stays
  const go = (i: number) => {
    moved.current = true;
    form.clearErrors();
    startTransition(() => setIndex(i));
  };
  const choose = (type: MoveType) => {
    const next = toggleMoveType(form.get().typeOfMove, type);
    form.set("typeOfMove", next.typeOfMove);
    form.clearErrors();
    if (next.advance) go(1);
  };
  const send = useLeadSender({
    accountId: props.accountId,
    account: props.account,
    steps,
    at,
    go,
    form,
    draft,
  });
  const onValid = async (values: WizardValues) => (last ? send(values) : go(at + 1));
  const { sending, onSubmit } = useStepSubmit(w, showProblems, onValid);
  // the first touch of the form (a press, a focus): the later steps' code, and a visitor's proof of work,
  // solved while the form is filled (a signed-in client sends none) — each started after the press's own
  // paint, in a task of its own (issue #34: their preload links held the press's paint back on a phone)
  const firstTouch = () =>
    afterNextPaint(
      () => void loadLocationSteps(),
      () => void loadLaterSteps(),
      () => prepareLeadProof(props.accountId),
    );
  const label = finalButtonLabel({ loggedIn: w.loggedIn, passwordFilled: anyPasswordFilled(form.values) });

  return (
    <WizardFormProvider value={form}>
      <h1>{title}</h1>
      {props.intro}
      <form
        ref={formRef}
        className="wizard card"
        onSubmit={onSubmit}
        noValidate
        data-ready={draft.restored ? "true" : undefined}
        onPointerDown={firstTouch}
        onFocus={firstTouch}
      >
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
        <StepFields
          step={step}
          storage={storage}
          last={last}
          onChoose={choose}
          owners={draft.addressOwners.current}
          knownCustomer={props.knownCustomer}
        />
        <Suspense fallback={null}>
          {last ? <LaterStep part="summary" steps={steps} at={at} onEdit={go} /> : null}
        </Suspense>
        {step.id !== "type" && typeOfMove ? (
          <Suspense fallback={null}>
            <WizardGuide compact={!last} />
          </Suspense>
        ) : null}
        <WizardActions last={last} sending={sending} label={label} />
      </form>
    </WizardFormProvider>
  );
}
