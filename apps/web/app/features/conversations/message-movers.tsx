// "Ask a mover a question" on the customer's request page (issue #15): every mover matched to the request,
// quoted or not, with its unread messages and a Message button that opens the conversation beside the quotes
// (a plain link: it works without JavaScript).
import { CHAT_WORDS as W, unreadLabel } from "@rm/domain/conversation";
import { Link } from "react-router";

export interface Mover {
  companyId: string;
  name: string;
  unread: number;
}

/** The request page without an open conversation. */
export const withoutChat = (leadId: string) => `/client/removal-requests/${leadId}`;

export function MessageMovers({ movers, open }: { movers: Mover[]; open: string | null }) {
  if (movers.length === 0) return null;
  return (
    <section className="stack" aria-labelledby="message-movers">
      <h2 id="message-movers">{W.moversHeading}</h2>
      <p className="muted">{W.moversIntro}</p>
      <ul className="message-movers">
        {movers.map((m) => (
          <li key={m.companyId}>
            <span>
              {m.name}{" "}
              {m.unread > 0 ? (
                <span className="unread-badge">
                  <span aria-hidden="true">{m.unread}</span>
                  <span className="visually-hidden">{unreadLabel(m.unread)}</span>
                </span>
              ) : null}
            </span>
            <Link
              className="button button-small"
              to={`?chat=${m.companyId}#conversation`}
              aria-current={open === m.companyId ? "true" : undefined}
              preventScrollReset
            >
              {W.message}
              <span className="visually-hidden"> {m.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
