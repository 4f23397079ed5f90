// Issue #17: on the mover's lead page, what the customer changed after the lead reached them — the same lines the
// movers' email listed, so the page and the email agree.
import { formatLondonMoment } from "@rm/domain/lead/dates";
import { LIFECYCLE_MESSAGES } from "@rm/domain/request-lifecycle-words";

export function LeadChanges({ changed }: { changed: { at: string; lines: string[] } | null }) {
  if (!changed) return null;
  return (
    <section className="card stack lead-changes" aria-labelledby="lead-changes">
      <h2 id="lead-changes">{LIFECYCLE_MESSAGES.changedHeading(formatLondonMoment(new Date(changed.at)))}</h2>
      <ul>
        {changed.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
