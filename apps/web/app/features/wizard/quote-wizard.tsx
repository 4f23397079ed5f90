// docs/product/routes.md §2; docs/product/wizard.md §4 quote wizard: one form state holds every answer across the steps
// (nothing typed is lost going back, on a failed send, or — through the sessionStorage draft — on a reload). Each
// step is checked by the domain's plain step check; the page loads neither zod nor a form library, and the
// postcode and address code only when a step needs it (docs/decisions/054-wizard-without-zod.md).
import { DUPLICATE_MESSAGES } from "@rm/domain/duplicate-request";
import { LEAD_MESSAGES as M, LEAD_TOASTS } from "@rm/domain/lead/messages";
import { type WizardValues, wizardDefaults } from "@rm/domain/lead/defaults";
import { isInternationalMove, isStorageMove, type MoveType } from "@rm/domain/lead/options";
import { openingStepIndex, stepOfField, stepProblems } from "@rm/domain/lead/step-check";
import {
  anyPasswordFilled,
  finalButtonLabel,
  toggleMoveType,
  type WizardStep,
  wizardSteps,
  wizardTitle,
} from "@rm/domain/lead/steps";
import { parseStorageCode } from "@rm/domain/postcode";
import { coverageProblem } from "@rm/domain/postcode-service";
import { lazy, Suspense, startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useToast } from "../../components/toasts.tsx";
import type { AddressOwners } from "./address-picker.tsx";
import { DateQuestions } from "./dates.tsx";
import { clearDraft, newSubmissionKey, originOf, readDraft, writeDraft } from "./draft.ts";
import { type Errors, useWizardFormState, WizardFormProvider } from "./form.tsx";
import { WizardProgress } from "./progress.tsx";
import { CompanyName, StepDetails, StepServices, StepType } from "./steps.tsx";
import { MoveSummary } from "./summary.tsx";
import { CoverageNotice, coverageFrom, moveQuestion, SameMoveNotice } from "./early-checks.tsx";
import { type AccountDetails, prepareLeadProof, sendLead, sendMovingBook } from "./submit-lead.ts";

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

// Moving From / Moving To and what they use (postcode lookup, address list): fetched on the first touch of
// the form, or when such a step shows
const loadLocationSteps = () => import("./location-steps.tsx");
const LocationStep = lazy(loadLocationSteps);
// issue #32: the price guide, from the step that asks the property on (not on the first step's critical path)
const WizardGuide = lazy(() => import("./wizard-guide.tsx"));

/** ?step= (default 1), but never past a step the query's answers leave open (the rule: openingStepIndex). */
function firstStep(values: WizardValues, step: string | null, loggedIn: boolean): number {
  return openingStepIndex(wizardSteps(values.typeOfMove, loggedIn), values, step);
}

/** the controls of the fields showing a message, in page order (a group's first choice) */
const WITH_MESSAGE = ".has-error input, .has-error select, .has-error textarea, .has-error button";

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
  const form = useWizardFormState(defaults, (v) => stepProblems(stepRef.current!, v));
  const typeOfMove = form.values.typeOfMove;
  const storage = isStorageMove(typeOfMove);
  const steps = useMemo(() => wizardSteps(typeOfMove, loggedIn), [typeOfMove, loggedIn]);
  const [index, setIndex] = useState(() => firstStep(defaults, props.step, loggedIn));
  const at = Math.min(index, steps.length - 1);
  const step = steps[at]!;
  stepRef.current = step;
  const last = at === steps.length - 1;

  // a visitor's proof of work is solved while the form is filled; a signed-in client sends none
  useEffect(() => prepareLeadProof(props.accountId), [props.accountId]);

  // issue #17: the page's heading (and the tab's title) follow the type chosen on step 1, and its clearing
  const title = wizardTitle(typeOfMove);
  useEffect(() => {
    const cut = document.title.indexOf(" | ");
    document.title = cut < 0 ? title : `${title}${document.title.slice(cut)}`;
  }, [title]);

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
  const { reset } = form;
  useEffect(() => {
    const draft = readDraft(origin);
    if (draft) {
      reset({ ...defaults, ...draft.values });
      setIndex(draft.step);
      keyRef.current = draft.key;
      Object.assign(addressOwners.current, draft.addressOwners);
    }
    setRestored(true);
  }, [origin, defaults, reset]);
  useEffect(() => {
    if (!restored || sent.current) return;
    keyRef.current ??= newSubmissionKey();
    writeDraft({
      origin,
      values: form.values,
      step: at,
      key: keyRef.current,
      addressOwners: addressOwners.current,
    });
  }, [restored, at, origin, form.values]);

  // keyboard and screen-reader users land on the new step's heading
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [at]);

  // after a refused Continue, focus goes to the first field with a message (once it shows)
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = useRef(false);
  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    formRef.current?.querySelector<HTMLElement>(WITH_MESSAGE)?.focus();
  }, [form.errors]);
  const showProblems = (errors: Errors) => {
    focusError.current = Object.keys(errors).length > 0;
    form.showErrors(errors);
  };

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

  /**
   * docs/product/wizard.md §4: a postcode counts when the lookup's first postcode equals it; else the postcode check decides
   * (a UK postcode outside London may end a move, not start one).
   */
  const lookupProblem = async (
    v: WizardValues,
    shown: Errors,
  ): Promise<[string, string] | "offline" | null> => {
    const check = async (field: "fromCity" | "toCity", incorrect: string) => {
      if (shown[field]) return null; // its own message already shows
      const { checkEntry } = await import("./postcode-api.ts");
      const entry = await checkEntry(v[field]);
      if (entry.kind === "offline") return "offline";
      const message =
        entry.kind === "unknown"
          ? incorrect
          : coverageProblem(field === "fromCity" ? "from" : "to", entry.coverage, incorrect);
      return message ? ([field, message] as [string, string]) : null;
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
    const answer = await sendLead(values, props.accountId, keyRef.current, props.account);
    if (!answer.status) {
      // docs/product/wizard.md §8: the server's message; every answer stays in the form
      show("error", answer.message, TOP);
      const errors = Object.entries(answer.errors ?? {});
      const where = errors.map(([f]) => stepOfField(f, steps)).filter((i) => i >= 0);
      if (where.length) {
        const target = Math.min(...where);
        if (target !== at) go(target);
        form.showErrors(Object.fromEntries(errors));
      }
      return;
    }
    sent.current = true;
    clearDraft();
    const lead = answer.leadId ? `&lead=${encodeURIComponent(answer.leadId)}` : "";
    if (answer.duplicate && answer.leadId) {
      // issue #17: the same move as an open request — offered to update that one (nothing was sent again);
      // issue 28: or as one already booked — sent to the booking
      show("info", answer.booked ? DUPLICATE_MESSAGES.booked.title : DUPLICATE_MESSAGES.title, TOP);
      navigate(`/client/removal-requests?showModal=true&duplicate=true${lead}`);
      return;
    }
    if (answer.held) {
      // issue 28: held for its email's confirmation — said so (the modal says why and what next); nothing
      // was sent, so no moving book either
      show("info", answer.message, TOP);
      navigate(`/client/removal-requests?showModal=true&held=true${lead}`);
      return;
    }
    show("success", answer.message, TOP);
    sendMovingBook(answer.user);
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
    const v = form.get();
    if (last && step.id === "details" && anyPasswordFilled(v)) {
      // docs/product/wizard.md §5: with a password, an email and a password are required (toasts)
      if (!v.email.trim()) show("error", LEAD_TOASTS.emailRequired, TOP);
      if (!v.password) show("error", LEAD_TOASTS.passwordRequired, TOP);
    }
    // docs/product/wizard.md §4: Continue only when the step's check passes and its postcode is one the lookup knows
    const problems = stepProblems(step, v);
    showProblems(problems);
    const problem = await lookupProblem(v, problems);
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

  const label = finalButtonLabel({ loggedIn, passwordFilled: anyPasswordFilled(form.values) });

  return (
    <WizardFormProvider value={form}>
      <h1>{title}</h1>
      {props.intro}
      <form
        ref={formRef}
        className="wizard card"
        onSubmit={onSubmit}
        noValidate
        data-ready={restored ? "true" : undefined}
        onPointerDown={loadLocationSteps}
        onFocus={loadLocationSteps}
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
        <div className="stack">
          {step.id === "type" ? <StepType onChoose={choose} /> : null}
          <Suspense fallback={null}>
            {step.id === "from" ? (
              <LocationStep
                side="from"
                storage={storage}
                postcode={fromPostcode}
                onPostcode={onFrom}
                owners={addressOwners.current}
              />
            ) : null}
            {step.id === "to" ? (
              <LocationStep
                side="to"
                postcode={toPostcode}
                onPostcode={onTo}
                owners={addressOwners.current}
              />
            ) : null}
          </Suspense>
          {step.id === "services" ? <StepServices storage={storage} /> : null}
          {step.id === "date" ? <DateQuestions storage={false} /> : null}
          {step.id === "details" ? <StepDetails askCompanyName={step.askCompanyName} /> : null}
          {step.askCompanyName && step.id !== "details" ? <CompanyName /> : null}
          {step.id === "from" ? (
            <CoverageNotice typeOfMove={typeOfMove} from={coverageFrom(form.values, storage, fromPostcode)} />
          ) : null}
          {props.knownCustomer && (step.id === "date" || (storage && step.id === "services") || last) ? (
            <SameMoveNotice move={moveQuestion(form.values)} />
          ) : null}
        </div>
        {last ? <MoveSummary steps={steps} at={at} onEdit={go} /> : null}
        {step.id !== "type" && typeOfMove ? (
          <Suspense fallback={null}>
            <WizardGuide compact={!last} />
          </Suspense>
        ) : null}
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
    </WizardFormProvider>
  );
}
