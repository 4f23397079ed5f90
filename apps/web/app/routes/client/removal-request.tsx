// /client/removal-requests/:leadId — one request's quotes side by side (docs/product/rules.md §1: compare by price,
// reviews, insurance and availability, then book). Sorting and the date filter are query parameters, so
// they work without JavaScript; booking asks for confirmation first.
import { moveDatePhrase } from "@rm/domain/lead/dates";
import { COMPARE_SORTS, isCompareSort } from "@rm/domain/quote-compare";
import { plural, routeText } from "@rm/domain/text";
import { Suspense, useCallback, useState } from "react";
import { data, Form, Link, redirect, useRevalidator, useSubmit } from "react-router";
import { useToast } from "../../components/toasts.tsx";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/quotes.css";
import { StatusBadge } from "../../components/status-badge.tsx";
import type { Route } from "./+types/removal-request";
import { type Act, CompareCards, CompareTable, type Quote } from "../../features/requests/compare-views.tsx";
import { PriceGuideBox } from "../../components/price-guide.tsx";
import { SuspensionLinks } from "../../features/requests/suspension-links.tsx";
import { CustomerBookingPart } from "../../features/requests/booking-panels-lazy.ts";
import { CustomerPushPart, requestBookingParts } from "../../features/requests/request-parts.ts";
import { ConfirmQuotePart } from "../../features/requests/booking-lazy.ts";
import { usePicks } from "../../features/requests/picks.ts";
import { MessageMovers, withoutChat } from "../../features/conversations/message-movers.tsx";
import { ChatPanelPart } from "../../features/conversations/chat-panel-lazy.ts";
import { CustomerTexts, OnWayNotice } from "../../features/requests/texts-panel.tsx";
import { useChatState } from "../../features/conversations/chat-state.ts";

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({
    title: "Compare your quotes",
    description: "Your removal quotes side by side.",
    path: `/client/removal-requests/${params.leadId}`,
    noindex: true,
  });

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const user = guard("client", context.user, url);
  const sort = url.searchParams.get("sort");
  const comparison = await context.services.quotes.clientRequest(
    { user, sessionId: context.sessionId },
    params.leadId,
    { sort: isCompareSort(sort) ? sort : "price", availableOnly: url.searchParams.get("available") === "1" },
  );
  if (!comparison) throw data({ message: "Request not found" }, { status: 404 });
  // issue #16: whether the booked mover can be reviewed now, or was (null: not booked)
  const review =
    comparison.request.status === "booked"
      ? await context.services.reviews.formForBooking({ user, sessionId: context.sessionId }, params.leadId)
      : null;
  // issue #15: the movers the customer can message, and the conversation ?chat=<companyId> opens
  const caller = { user, sessionId: context.sessionId };
  const chatWith = url.searchParams.get("chat");
  const [movers, rooms, chat] = await Promise.all([
    context.services.conversations.moversFor(caller, params.leadId),
    context.services.conversations.rooms(caller, params.leadId),
    chatWith ? context.services.conversations.view(caller, params.leadId, chatWith) : null,
  ]);
  // issue #33: "On our way" from the booked movers, and the phone for texts
  // and this device's push for "On our way" once booked (the server's key; null for a guest)
  const [onWay, phone, alerts] = await Promise.all([
    context.services.texts.latestOnWay(caller, params.leadId),
    context.services.texts.phone(user),
    comparison.request.status === "booked" ? context.services.alerts.customer(user) : null,
  ]);
  const push = alerts ? { publicKey: alerts.publicKey } : null;
  // issue #34: the conversation panel's and the booking's code load on their own: in before the server renders
  // them (full HTML), and preloaded with the page's script (lib/lazy-part.tsx)
  await Promise.all([chat && ChatPanelPart.load(), ...requestBookingParts(comparison).map((p) => p.load())]);
  return { ...comparison, review, movers, rooms, chat, onWay, phone, push };
}

/** On a navigation that opens a conversation (or after booking), the part's code loads beside the data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  // a failed download is tried again as the part renders, and its failure shown there
  await Promise.all([
    data.chat && ChatPanelPart.load().catch(() => undefined),
    ...requestBookingParts(data).map((p) => p.load().catch(() => undefined)),
  ]);
  return data;
}

/** The conversation's plain form, without JavaScript (with it, the panel sends through the API). */
export async function action({ context, request, params, url }: Route.ActionArgs) {
  const user = guard("client", context.user, url);
  // the plain form's photos are read in memory: a body past a photo and the text is refused (413)
  const read = await context.services.conversations.readForm(request);
  if (!read.ok) return data({ chatError: read.message }, { status: read.status });
  const form = read.form;
  const companyId = String(form.get("companyId") ?? "");
  const sent = await context.services.conversations.send(
    { user, sessionId: context.sessionId },
    {
      leadId: params.leadId,
      companyId,
      text: form.get("text"),
      photos: form.getAll("photo").filter((f): f is File => typeof f !== "string"),
      // issue #29: the same limits as the API, the client address among them
      ip: context.requestIp,
    },
  );
  if (!sent.ok) return data({ chatError: sent.message }, { status: sent.status });
  return redirect(`${url.pathname}?chat=${encodeURIComponent(companyId)}#conversation`);
}

export default function Compare({ loaderData: c, actionData }: Route.ComponentProps) {
  const { request: r } = c;
  const submit = useSubmit();
  const revalidator = useRevalidator();
  const { show } = useToast();
  const [pending, setPending] = useState<{ kind: "book" | "decline"; quote: Quote } | null>(null);
  // stable, so the memoised table and cards keep it across the page's renders
  const act: Act = useCallback((kind, quote) => {
    void ConfirmQuotePart.load().catch(() => undefined); // the Suspense below waits for it (a failure shows there)
    setPending({ kind, quote });
  }, []);
  // issue #28: the extras ticked on each quote, one set for the table, the cards and the booking dialog
  const snapshot = c.booking?.snapshot;
  const picks = usePicks(
    c.quotes,
    snapshot ? { quoteId: snapshot.quote.id, kinds: (snapshot.extras ?? []).map((e) => e.kind) } : null,
  );
  const done = (message: string) => {
    setPending(null);
    show("success", message);
    revalidator.revalidate();
  };
  const booked = c.booked;
  const when = moveDatePhrase(r.moveDate, r.endDate);
  // issue #15: the spec's chat state, which the movers list and the open conversation read
  const chat = useChatState({ rooms: c.rooms, roomId: c.chat?.roomId ?? null });

  return (
    <section className={`container quote-page${c.chat ? " with-chat" : ""}`}>
      <p>
        <Link to="/client/removal-requests">← Your removal requests</Link>
      </p>
      <div className="dash-head">
        <h1>Compare your quotes</h1>
        <StatusBadge
          status={r.status === "booked" ? "won" : r.status === "cancelled" ? "expired" : "new"}
          label={r.statusLabel}
        />
      </div>
      <OnWayNotice onWay={c.onWay} />
      <p className="compare-summary">
        <strong>{r.typeOfMove}</strong>: {routeText(r.from, r.to)} · {r.moveDateLabel} · {r.size}
      </p>
      <PriceGuideBox guide={c.priceGuide} similar={c.similarQuotes} heading="h2" />
      <SuspensionLinks links={c.suspension} status={r.status} />
      {c.review?.review ? (
        <p className="notice">
          {c.review.review.status === "changes_requested" ? (
            <Link to={`/client/removal-requests/${r.id}/review`}>
              Edit your review of {c.review.company.name}
            </Link>
          ) : (
            <>
              You reviewed {c.review.company.name}.{" "}
              <Link to={`/companies/${c.review.company.id}`}>See their reviews</Link>
            </>
          )}
        </p>
      ) : c.review && !c.review.refusal ? (
        <p>
          <Link className="button" to={`/client/removal-requests/${r.id}/review`}>
            Review {c.review.company.name}
          </Link>
        </p>
      ) : null}
      {r.status === "cancelled" ? (
        <p className="notice" role="status">
          You cancelled this request. The movers who received it have been told, and it can no longer be
          booked.
        </p>
      ) : null}
      {c.editable ? (
        <p>
          <Link to={`/client/removal-requests/${r.id}/change`}>Change or cancel this request</Link>
        </p>
      ) : null}
      {c.booking ? (
        <CustomerBookingPart.Part
          leadId={r.id}
          booking={c.booking}
          onDone={done}
          onError={(m) => show("error", m)}
        />
      ) : null}
      {booked?.contact ? (
        <div className="booked-panel" role="status">
          <h2>You booked {booked.company.name}</h2>
          <p>
            They have your phone number and email and will be in touch to confirm. You can reach{" "}
            {booked.contact.name} on <a href={`tel:${booked.contact.phone}`}>{booked.contact.phone}</a> or at{" "}
            <a href={`mailto:${booked.contact.email}`}>{booked.contact.email}</a>.
          </p>
        </div>
      ) : null}
      {r.status === "open" || r.status === "booked" ? (
        <div className="stack">
          <CustomerTexts phone={c.phone} />
          {r.status === "booked" ? <CustomerPushPart.Part push={c.push} /> : null}
        </div>
      ) : null}
      {c.totalQuotes === 0 ? (
        // only an open request is waiting for quotes (a cancelled one says so above, and gets no more)
        r.status === "open" ? (
          <p className="notice">
            No quotes yet. Movers often reply within hours and mostly within 24 hours; we email you as each
            quote arrives.
          </p>
        ) : null
      ) : (
        <>
          <Form method="get" className="compare-controls" onChange={(e) => submit(e.currentTarget)}>
            <div className="field">
              <label htmlFor="sort">Sort by</label>
              <select id="sort" name="sort" defaultValue={c.sort}>
                {COMPARE_SORTS.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </div>
            <label className="choice">
              <input type="checkbox" name="available" value="1" defaultChecked={c.availableOnly} />
              Only movers available on my date
            </label>
            <button type="submit" className="button button-secondary button-small">
              Update
            </button>
          </Form>
          <p className="muted" aria-live="polite">
            {c.availableOnly
              ? `${c.quotes.length} of ${plural(c.totalQuotes, "quote")} ${c.quotes.length === 1 ? "is" : "are"} available on your date.`
              : `${plural(c.totalQuotes, "quote")}, ${COMPARE_SORTS.find((s) => s.value === c.sort)?.label.toLowerCase()}.`}
          </p>
          {c.quotes.length === 0 ? (
            <p className="notice">
              None of your quotes is for your date yet. Untick the box to see them all.
            </p>
          ) : (
            <>
              <CompareTable quotes={c.quotes} when={when} act={act} picks={picks} guide={c.priceGuide} />
              <CompareCards quotes={c.quotes} when={when} act={act} picks={picks} guide={c.priceGuide} />
            </>
          )}
        </>
      )}
      {c.waitingFor.length ? <p className="muted">Still to quote: {c.waitingFor.join(", ")}.</p> : null}
      <MessageMovers leadId={r.id} movers={c.movers} state={chat[0]} open={c.chat?.companyId ?? null} />
      {c.chat ? (
        <ChatPanelPart.Part
          key={c.chat.companyId}
          view={c.chat}
          chat={chat}
          closeHref={withoutChat(r.id)}
          formError={actionData && "chatError" in actionData ? actionData.chatError : null}
        />
      ) : null}
      {pending ? (
        <Suspense fallback={null}>
          <ConfirmQuotePart.Part
            kind={pending.kind}
            quote={pending.quote}
            when={when}
            picks={picks}
            onClose={() => setPending(null)}
            onDone={done}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
