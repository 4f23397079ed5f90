// Issue #18 "Onboarding status": a company waiting for approval sees where each certificate stands, what
// happens next and how long checks take (words and rules: @rm/domain/movers-day).
import { ONBOARDING, type OnboardingStep } from "@rm/domain/onboarding";
import { Link } from "react-router";

export function OnboardingStatus({ steps }: { steps: OnboardingStep[] }) {
  const toDo = steps.some((s) => s.state === "missing" || s.state === "rejected");
  return (
    <section className="card stack onboarding" aria-labelledby="onboarding-heading">
      <h2 id="onboarding-heading">{ONBOARDING.heading}</h2>
      <p>{ONBOARDING.intro}</p>
      <ul className="onboarding-steps">
        {steps.map((s) => (
          <li key={s.kind} className={`onboarding-step onboarding-${s.kind} onboarding-${s.state}`}>
            <span className="onboarding-doc">{s.label}</span>
            <span className="onboarding-state">{s.stateLabel}</span>
            {s.reason ? <span className="onboarding-reason">Reason: {s.reason}</span> : null}
          </li>
        ))}
      </ul>
      <p>{ONBOARDING.next}</p>
      <p className="muted">{ONBOARDING.howLong}</p>
      {toDo ? (
        <p>
          <Link className="button" to="/account/document-upload">
            {ONBOARDING.upload}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
