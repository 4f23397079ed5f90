// Issue #17 "Sending": on the last step, before the final button, the move in a few lines (@rm/domain/lead/summary),
// an Edit link per part that jumps to the step asking it, and who sees the phone number and when. Issue #32: the
// access answers (floor, lift, parking, the walk to the door) are rows too, with the parking suspension's line.
import type { WizardStep } from "@rm/domain/lead/steps";
import { moveSummary, SUMMARY_WORDS, summaryNotes } from "@rm/domain/lead/summary";
import { useWizardForm } from "./form.tsx";

export function MoveSummary(props: {
  steps: readonly WizardStep[];
  at: number;
  onEdit: (step: number) => void;
}) {
  const values = useWizardForm().values;
  const rows = moveSummary(values, props.steps, props.at);
  // issue #32: the parking suspension to apply for, and a word to check the answers the wizard started from
  const notes = summaryNotes(values);
  return (
    <section className="wizard-summary" aria-labelledby="wizard-summary-title">
      <h3 id="wizard-summary-title">{SUMMARY_WORDS.heading}</h3>
      {rows.length ? (
        <dl>
          {rows.map((r) => (
            <div key={r.part} className="wizard-summary-row">
              <dt>{r.label}</dt>
              <dd>{r.value}</dd>
              <dd className="wizard-summary-edit">
                <button
                  type="button"
                  className="link-button"
                  aria-label={`${SUMMARY_WORDS.edit} ${r.label.toLowerCase()}`}
                  onClick={() => props.onEdit(r.step)}
                >
                  {SUMMARY_WORDS.edit}
                </button>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {notes.map((note) => (
        <p key={note} className="wizard-summary-note">
          {note}
        </p>
      ))}
      <p className="wizard-summary-phone">{SUMMARY_WORDS.phoneLine}</p>
    </section>
  );
}
