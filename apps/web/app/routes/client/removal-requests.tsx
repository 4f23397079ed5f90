// docs/product/routes.md §2 client/removal-requests (client guard): the customer's requests, newest first, and — after a
// lead is sent (?showModal=true&lead=…) — the matched companies in a modal (docs/product/decisions.md D21).
import { formatMoveDate, HELD_MESSAGES } from "@rm/domain/lead-intake";
import { LEAD_STATUS_LABELS } from "@rm/domain/quote";
import { Link, useNavigate } from "react-router";
import { CHAT_WORDS } from "@rm/domain/conversation-words";
import { UnreadBadge } from "../../components/unread-badge.tsx";
import { type ModalResult, ResultsModal } from "../../features/requests/results-modal.tsx";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/wizard.css";
import type { Route } from "./+types/removal-requests";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Your removal requests",
    description: "Your removal requests and quotes.",
    path: "/client/removal-requests",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = guard("client", context.user, url);
  const caller = { user, sessionId: context.sessionId };
  const leads = context.services.leads;
  const requests = await leads.myRequests(caller);
  const q = url.searchParams;
  const modal = q.get("showModal") === "true" ? await resultOf(context, caller, requests, q) : null;
  // issue #15: unread messages per request
  const unread = (await context.services.conversations.unread(caller)).byRequest;
  return { firstName: user.firstName, isGuest: user.isGuest, requests, modal, unread };
}

type Context = Route.LoaderArgs["context"];
type Caller = { user: NonNullable<Context["user"]>; sessionId: Context["sessionId"] };

/**
 * What the results modal says (issue 28: one story): the customer's own booking or open request for the same
 * move (issue #17), a request held for its email's confirmation — also when this browser cannot list it (a
 * full session never lists a held request) — or the movers it went to (none: kept).
 */
async function resultOf(
  context: Context,
  caller: Caller,
  requests: Awaited<ReturnType<Context["services"]["leads"]["myRequests"]>>,
  q: URLSearchParams,
): Promise<ModalResult | null> {
  const leadId = q.get("lead") ?? requests[0]?.id;
  const mine = requests.find((r) => r.id === leadId);
  if (q.get("duplicate") === "true" && mine?.status === "booked") return { kind: "booked", leadId: mine.id };
  if (q.get("duplicate") === "true" && mine?.status === "open") return { kind: "duplicate", leadId: mine.id };
  if (mine?.status === "held" || (q.get("held") === "true" && !mine)) return { kind: "held" };
  const companies = leadId ? await context.services.leads.matchedCompanies(caller, leadId) : null;
  // issue #32: the guide again, beside the movers the request went to
  const guide = companies && leadId ? await context.services.leads.priceGuide(caller, leadId) : null;
  return companies ? { kind: "sent", companies, guide } : null;
}

// one list of labels (domain), including issue #13 (docs/README.md#issues)'s "held" (waits for the emailed confirmation)
const STATUS_LABEL = LEAD_STATUS_LABELS;

export default function RemovalRequests({ loaderData: d }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <section className="container requests-page">
      <h1>Your removal requests</h1>
      {d.isGuest ? (
        <p className="notice">
          You are seeing the requests sent from this browser. To see them anywhere, use the link in your email
          (if you chose a password, the link also makes it work) or{" "}
          <Link to="/forgot-password">set a password</Link>.
        </p>
      ) : null}
      {d.requests.length === 0 ? (
        <p>{d.firstName ? `Hello ${d.firstName}. ` : ""}You have no removal requests yet.</p>
      ) : (
        <div className="requests">
          {d.requests.map((r) => (
            <article key={r.id} className="card request" aria-labelledby={`request-${r.id}`}>
              <h2 id={`request-${r.id}`}>
                {r.typeOfMove} <UnreadBadge count={d.unread[r.id]} />
              </h2>
              <p className="request-route">
                {r.from}
                {r.to ? (
                  <>
                    {" "}
                    <span aria-hidden="true">→</span>
                    <span className="visually-hidden"> to </span> {r.to}
                  </>
                ) : null}
              </p>
              <dl className="request-facts">
                <div>
                  <dt>Date</dt>
                  <dd>{formatMoveDate(r.moveDate, r.endDate)}</dd>
                </div>
                <div>
                  <dt>Status</dt>
                  <dd>
                    <span className="badge">{STATUS_LABEL[r.status]}</span>
                  </dd>
                </div>
                <div>
                  <dt>Movers matched</dt>
                  <dd>{r.matchedCount}</dd>
                </div>
                <div>
                  <dt>Quotes</dt>
                  <dd>{r.quoteCount}</dd>
                </div>
              </dl>
              {r.status === "held" ? <p className="muted request-note">{HELD_MESSAGES.card}</p> : null}
              <Link className="button button-secondary button-small" to={`/client/removal-requests/${r.id}`}>
                Compare quotes<span className="visually-hidden"> for this {r.typeOfMove} request</span>
              </Link>
              {d.unread[r.id] ? (
                <Link className="button button-small" to={`/client/removal-requests/${r.id}#message-movers`}>
                  {CHAT_WORDS.readMessages}
                  <span className="visually-hidden"> about this {r.typeOfMove} request</span>
                </Link>
              ) : null}
            </article>
          ))}
        </div>
      )}
      <p>
        <Link className="button" to="/free-quotes/wizard">
          Get free quotes
        </Link>
      </p>
      {d.modal ? (
        <ResultsModal
          result={d.modal}
          onClose={() => navigate("/client/removal-requests", { replace: true, preventScrollReset: true })}
        />
      ) : null}
    </section>
  );
}
