// Issue #31: the timed jobs that failed after their retries (review asks, reminders, re-matching, retention…),
// newest first, with the error each threw — on the admin dashboard, so that a silent failure is seen.
import { formatLongDate } from "@rm/domain/company-words";
import { todayInLondon } from "@rm/domain/lead/dates";

export interface FailedJobView {
  id: string;
  job: string;
  failedAt: string;
  tries: number;
  error: string;
}

const LONDON_TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hour: "2-digit",
  minute: "2-digit",
});
/** "3 December 2026, 08:15", both the day and the time London's */
const time = (iso: string) =>
  iso ? `${formatLongDate(todayInLondon(new Date(iso)))}, ${LONDON_TIME.format(new Date(iso))}` : "";

export function FailedJobs({ jobs }: { jobs: FailedJobView[] }) {
  return (
    <section className="stack" aria-labelledby="failed-jobs">
      <h2 id="failed-jobs">Timed jobs that failed</h2>
      {jobs.length === 0 ? (
        <p className="muted">No timed job has failed. Each runs again on its schedule.</p>
      ) : (
        <>
          <p className="muted">
            Each was given up after its retries; its next scheduled run tries again. The error says what went
            wrong.
          </p>
          <ul className="queue-list">
            {jobs.map((j) => (
              <li key={j.id} className="queue-card">
                <div className="page-head">
                  <strong>{j.job.replace(/^./, (c) => c.toUpperCase())}</strong>
                  <span className="muted">
                    {time(j.failedAt)} · {j.tries === 1 ? "1 try" : `${j.tries} tries`}
                  </span>
                </div>
                <p className="flush">{j.error}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
