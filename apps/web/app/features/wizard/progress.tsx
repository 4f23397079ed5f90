// docs/product/routes.md §2: a progress bar shows the step ("Step 2 of 6"), readable by screen readers.
export function WizardProgress({ step, total, title }: { step: number; total: number; title: string }) {
  const text = `Step ${step} of ${total}`;
  return (
    <div className="wizard-progress">
      <p className="wizard-progress-text" id="wizard-progress-label">
        {text}
        <span className="muted"> · {title}</span>
      </p>
      <div
        className="wizard-progress-bar"
        role="progressbar"
        aria-labelledby="wizard-progress-label"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={`${text}: ${title}`}
      >
        <svg viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <rect width={(step / total) * 100} height="1" />
        </svg>
      </div>
    </div>
  );
}
