// Issue #32: on the customer's request page, where they said the van needs a parking suspension — each end's
// council, the notice it asks for and a link to apply (@rm/domain/lead/councils; the reminder email says the
// same two weeks before the move). Nothing when no end needs one, or once the request is cancelled or closed.
import { type SuspensionLink, SUSPENSION_WORDS } from "@rm/domain/lead/suspension-words";
import { useId } from "react";
import "../../styles/suspension-links.css";

export function SuspensionLinks(props: { links: SuspensionLink[]; status: string }) {
  const id = useId();
  if (props.links.length === 0 || (props.status !== "open" && props.status !== "booked")) return null;
  return (
    <section className="suspension-links" aria-labelledby={id} data-testid="suspension-links">
      <h2 id={id}>{SUSPENSION_WORDS.heading}</h2>
      <p>{SUSPENSION_WORDS.intro}</p>
      <ul>
        {props.links.map((l) => (
          <li key={l.end}>
            {l.line}{" "}
            <a href={l.url} target="_blank" rel="noopener noreferrer external">
              {l.linkText}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
