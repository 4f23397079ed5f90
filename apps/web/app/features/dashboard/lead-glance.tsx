// Issue #18 "The lead page on a phone": the move at a glance comes first (where from and to, how far apart,
// property, floors and lift at both ends, services, date and time), then the customer's own words in full, and
// a "Send quote" button that stays at the bottom of the screen until the quote form is reached (then it hides).
import { glanceRoute, glanceRows, type MoveGlance } from "@rm/domain/move-glance";
import type { MoveDistance } from "@rm/domain/movers-day";
import { useEffect, useState } from "react";
import { breakAfterSlashes } from "../../components/facts.tsx";
import { loadQuoteForm } from "./quote-form-part.tsx";

export type Glance = MoveGlance & { distance: MoveDistance | null };

/**
 * The rows are the "New removal lead" email's (@rm/domain/move-glance). Issue #28: at 375 px a long value
 * ("Disassembling/Reassembling") wraps after its slash instead of widening the page.
 */
export function LeadGlance({ glance, arrived }: { glance: Glance; arrived: string }) {
  const rows = [...glanceRows(glance), { label: "Arrived", value: arrived }];
  return (
    <section className="card lead-glance" aria-label="The move at a glance">
      <p className="lead-glance-route">{glanceRoute(glance)}</p>
      {glance.distance ? (
        <p className="lead-glance-distance muted">
          {glance.distance.label.replace(/^./, (c) => c.toUpperCase())}
        </p>
      ) : null}
      <dl>
        {rows.map(({ label, value }) => (
          <div key={label} className="lead-glance-row">
            <dt>{label}</dt>
            <dd>{breakAfterSlashes(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function LeadNotes({ notes }: { notes: string }) {
  return (
    <section className="card" aria-labelledby="lead-notes-heading">
      <h2 id="lead-notes-heading">What the customer says</h2>
      <p className="lead-notes">{notes}</p>
    </section>
  );
}

/**
 * Jumps to the quote form (#quote); shown while a quote can be sent. Issue #17: hidden while the form itself is
 * on screen (it would cover it), kept in its place (visibility only) so that nothing moves.
 */
export function StickyQuoteButton() {
  const [formInView, setFormInView] = useState(false);
  useEffect(() => {
    const form = document.getElementById("quote");
    if (!form || typeof IntersectionObserver === "undefined") return;
    const seen = new IntersectionObserver((entries) => setFormInView(entries.some((e) => e.isIntersecting)));
    seen.observe(form);
    return () => seen.disconnect();
  }, []);
  return (
    <div className={`sticky-quote${formInView ? " is-hidden" : ""}`}>
      {/* the form's code starts loading as the button is pressed or reached (quote-form-part.tsx) */}
      <a className="button" href="#quote" onPointerDown={loadQuoteForm} onFocus={loadQuoteForm}>
        Send quote
      </a>
    </div>
  );
}
