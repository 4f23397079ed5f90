// "Ask a mover a question" on the customer's request page (issue #15): every mover matched to the request,
// quoted or not, with its unread messages (from the page's chat state `rooms`, chat-state.ts) and a Message
// button that opens the conversation beside the quotes (a plain link: it works without JavaScript).
import { CHAT_WORDS as W, type ChatState, unreadLabel } from "@rm/domain/conversation-rules";
import { Link } from "react-router";
import { unreadWith } from "./chat-state.ts";

export interface Mover {
  companyId: string;
  name: string;
}

/** The request page without an open conversation. */
export const withoutChat = (leadId: string) => `/client/removal-requests/${leadId}`;

export function MessageMovers({
  leadId,
  movers,
  state,
  open,
}: {
  leadId: string;
  movers: Mover[];
  state: ChatState;
  open: string | null;
}) {
  if (movers.length === 0) return null;
  return (
    <section className="stack" aria-labelledby="message-movers">
      <h2 id="message-movers">{W.moversHeading}</h2>
      <p className="muted">{W.moversIntro}</p>
      <ul className="message-movers">
        {movers.map((m) => {
          const unread = unreadWith(state, leadId, m.companyId);
          return (
            <li key={m.companyId}>
              <span>
                {m.name}{" "}
                {unread > 0 ? (
                  <span className="unread-badge">
                    <span aria-hidden="true">{unread}</span>
                    <span className="visually-hidden">{unreadLabel(unread)}</span>
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
          );
        })}
      </ul>
    </section>
  );
}
