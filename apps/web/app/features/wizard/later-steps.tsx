// What the wizard shows after step 1, apart from the postcode and address code (location-steps.tsx): the
// inventory on Moving From, the services, the date, the personal details, the early checks' notices and the
// summary on the last step. Issue #34: the first step does not load what later steps need; quote-wizard.tsx
// fetches this module on the visitor's first touch of the form (a press, a focus), so that Continue finds it in.
import type { WizardStep } from "@rm/domain/lead/steps";
import { DateQuestions } from "./dates.tsx";
import { CoverageNotice, coverageFrom, moveQuestion, SameMoveNotice } from "./early-checks.tsx";
import { useWizardForm } from "./form.tsx";
import { InventorySection } from "./inventory-section.tsx";
import { CompanyName, StepDetails, StepServices } from "./steps.tsx";
import { MoveSummary } from "./summary.tsx";

export interface LaterStepProps {
  step: WizardStep;
  storage: boolean;
  last: boolean;
  /** the start postcode the lookup has confirmed (the coverage check asks about it) */
  fromPostcode: string | null;
  knownCustomer?: boolean;
}

/** The step's questions after the location step's own, and the notices that go with them. */
function LaterFields({ step, storage, last, fromPostcode, knownCustomer }: LaterStepProps) {
  const { values } = useWizardForm();
  return (
    <>
      {step.id === "from" && !storage ? <InventorySection /> : null}
      {step.id === "services" ? <StepServices storage={storage} /> : null}
      {step.id === "date" ? <DateQuestions storage={false} /> : null}
      {step.id === "details" ? <StepDetails askCompanyName={step.askCompanyName} /> : null}
      {step.askCompanyName && step.id !== "details" ? <CompanyName /> : null}
      {step.id === "from" ? (
        <CoverageNotice typeOfMove={values.typeOfMove} from={coverageFrom(values, storage, fromPostcode)} />
      ) : null}
      {knownCustomer && (step.id === "date" || (storage && step.id === "services") || last) ? (
        <SameMoveNotice move={moveQuestion(values)} />
      ) : null}
    </>
  );
}

/**
 * One component for both places the wizard draws from this module (one React.lazy, so that once it is in,
 * the summary draws at once with the last step's fields): the step's fields, or the summary.
 */
export default function LaterStep(
  props:
    | ({ part: "fields" } & LaterStepProps)
    | { part: "summary"; steps: readonly WizardStep[]; at: number; onEdit: (step: number) => void },
) {
  return props.part === "fields" ? <LaterFields {...props} /> : <MoveSummary {...props} />;
}
