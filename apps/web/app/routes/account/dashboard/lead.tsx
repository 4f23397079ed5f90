// One lead: everything the customer told us, their contact details only once they book this company
// (docs/product/rules.md principle 1), and this company's quote — send, edit or withdraw it until the customer books.
import type { QuoteFields } from "@rm/domain/quote";
import { quoteValues } from "@rm/domain/quote-input";
import { routeText } from "@rm/domain/text";
import { useState } from "react";
import { data, Link, redirect, useRevalidator } from "react-router";
import { useToast } from "../../../components/toasts.tsx";
import { api } from "../../../lib/api.ts";
import { guard } from "../../../lib/guards.ts";
import { pageMeta } from "../../../lib/seo.ts";
import type { Route } from "./+types/lead";
import { Facts } from "../../../components/facts.tsx";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { loadQuoteForm, QuoteFormPart } from "../../../features/dashboard/quote-form-part.tsx";
import { PriceGuideBox } from "../../../components/price-guide.tsx";
import { PRICE_GUIDE_WORDS } from "@rm/domain/price-guide-words";
import { DeclaredValueNotice } from "../../../features/dashboard/declared-value.tsx";
import { LeadChanges } from "../../../features/dashboard/lead-changes.tsx";
import {
  EarlierDetailsPart,
  leadBookingParts,
  MoverBookingPart,
} from "../../../features/requests/booking-panels-lazy.ts";
import { ChatPanel } from "../../../features/conversations/chat-panel.tsx";
import { useChatState } from "../../../features/conversations/chat-state.ts";
import { LeadGlance, LeadNotes, StickyQuoteButton } from "../../../features/dashboard/lead-glance.tsx";
import { OnOurWay } from "../../../features/dashboard/on-our-way.tsx";
import { TEXT_MESSAGES } from "@rm/domain/texts";
import { INVENTORY_WORDS } from "@rm/domain/inventory-words";
import { LeadInventory } from "../../../features/dashboard/lead-inventory.tsx";
import "../../../styles/movers-day.css";

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({
    title: "Lead",
    description: "A removal lead matched to your company.",
    path: `/account/dashboard/leads/${params.leadId}`,
    noindex: true,
  });

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const user = guard("company", context.user, url);
  const lead = await context.services.quotes.companyLead(user, params.leadId);
  if (!lead) throw data({ message: "Lead not found" }, { status: 404 });
  // issue #15: the conversation with the customer, beside the move's summary
  const caller = { user, sessionId: context.sessionId };
  const [chat, rooms, onWay, phoneVerified] = await Promise.all([
    context.services.conversations.view(caller, params.leadId),
    context.services.conversations.rooms(caller, params.leadId),
    // issue #33: "On our way" for a confirmed booking of theirs, and whether the customer verified a phone
    context.services.texts.onWayForCompany(user, params.leadId),
    context.services.texts.customerPhoneVerified(user, params.leadId),
  ]);
  // issue #34: the booking's code loads on its own (lib/lazy-part.tsx), when the page shows it
  await Promise.all(leadBookingParts(lead).map((part) => part.load()));
  return { ...lead, chat, rooms, onWay, phoneVerified };
}

/** After a change (a booking arriving, a quote sent again), the parts' code loads beside the data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  // a failed download is tried again as the part renders
  await Promise.all(leadBookingParts(data).map((part) => part.load().catch(() => undefined)));
  return data;
}

/** The conversation's plain form, without JavaScript (with it, the panel sends through the API). */
export async function action({ context, request, params, url }: Route.ActionArgs) {
  const user = guard("company", context.user, url);
  // read in memory: a body past the plain form's limit is refused (413)
  const read = await context.services.conversations.readForm(request);
  if (!read.ok) return data({ chatError: read.message }, { status: read.status });
  const form = read.form;
  const sent = await context.services.conversations.send(
    { user, sessionId: context.sessionId },
    // issue #29: the same limits as the API, the client address among them
    { leadId: params.leadId, text: form.get("text"), ip: context.requestIp },
  );
  if (!sent.ok) return data({ chatError: sent.message }, { status: sent.status });
  return redirect(`${url.pathname}#conversation`);
}

type Detail = Route.ComponentProps["loaderData"];

function CustomerPanel({ customer, status }: { customer: Detail["customer"]; status: string }) {
  if (!customer) {
    return (
      <p className="notice">
        {status === "lost" || status === "expired"
          ? "The customer booked another mover or the lead has closed, so their details stay private."
          : "The customer's name, phone and email appear here once they book you. Until then, your quote does the talking."}
      </p>
    );
  }
  return (
    <div className="card contact-card">
      <h2>The customer booked you</h2>
      <Facts
        items={[
          { label: "Name", value: customer.name },
          ...(customer.companyName ? [{ label: "Company", value: customer.companyName }] : []),
          {
            label: "Phone",
            value: customer.phone ? <a href={`tel:${customer.phone}`}>{customer.phone}</a> : "Not given",
          },
          { label: "Email", value: <a href={`mailto:${customer.email}`}>{customer.email}</a> },
          { label: "Moving from", value: customer.fromAddress ?? "—" },
          { label: "Moving to", value: customer.toAddress ?? "—" },
        ]}
      />
    </div>
  );
}

function QuoteSummary({ quote }: { quote: NonNullable<Detail["quote"]> }) {
  return (
    <Facts
      items={[
        { label: "Price", value: `${quote.priceLabel} (${quote.priceKindLabel.toLowerCase()})` },
        { label: "Crew", value: `${quote.crewSize} mover${quote.crewSize === 1 ? "" : "s"}` },
        { label: "Vehicle", value: quote.vehicle },
        {
          label: "Estimated time",
          value: `${quote.estimatedHours} hour${quote.estimatedHours === 1 ? "" : "s"}`,
        },
        { label: "Included", value: quote.includesLabels.join(", ") || "Nothing extra" },
        // issue #18: the hourly breakdown, the priced extras and what the customer asked for but is left out
        ...(quote.breakdown.length ? [{ label: "Hourly rate", value: quote.breakdown.join("; ") }] : []),
        ...(quote.extrasLabels.length
          ? [
              {
                label: "Optional extras",
                value: quote.extrasLabels.map((e) => `${e.label} ${e.priceLabel}`).join("; "),
              },
            ]
          : []),
        ...(quote.notIncludedLabels.length
          ? [{ label: "Not included", value: quote.notIncludedLabels.join(", ") }]
          : []),
        { label: "Insurance cover", value: quote.insuranceCoverLabel },
        { label: "Available", value: quote.availableDatesLabels.join("; ") },
        { label: "Valid until", value: quote.validUntilLabel },
        { label: "Cancellation terms", value: quote.cancellationTerms },
        ...(quote.message ? [{ label: "Message", value: quote.message }] : []),
        ...(quote.basedOnList
          ? [{ label: INVENTORY_WORDS.listRow, value: INVENTORY_WORDS.basedOnListLabel }]
          : []),
      ]}
    />
  );
}

/** Edit, or withdraw after a confirmation, an open quote. */
function QuoteActions({ leadId, onEdit, onDone }: { leadId: string; onEdit: () => void; onDone: Done }) {
  const { show } = useToast();
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const [busy, setBusy] = useState(false);
  const withdraw = async () => {
    setBusy(true);
    const res = await api("DELETE", `/company/leads/${leadId}/quote`);
    setBusy(false);
    setConfirmWithdraw(false);
    if (!res.status) return show("error", res.message);
    onDone(res.message);
  };
  return (
    <div className="button-row">
      <button type="button" className="button" onClick={onEdit} onPointerDown={loadQuoteForm}>
        Edit quote
      </button>
      {confirmWithdraw ? (
        <>
          <button type="button" className="button button-danger" disabled={busy} onClick={withdraw}>
            Yes, withdraw it
          </button>
          <button type="button" className="button button-secondary" onClick={() => setConfirmWithdraw(false)}>
            Keep it
          </button>
        </>
      ) : (
        <button type="button" className="button button-secondary" onClick={() => setConfirmWithdraw(true)}>
          Withdraw quote
        </button>
      )}
    </div>
  );
}

type Done = (message: string) => void;

/** "Your quote": the company's quote as sent, or the form to send or edit it, until the customer books. */
function QuotePanel({
  detail,
  editing,
  setEditing,
  onDone,
}: {
  detail: Detail;
  editing: boolean;
  setEditing: (editing: boolean) => void;
  onDone: Done;
}) {
  const { lead, quote, canQuote, declaredValue } = detail;
  const { show } = useToast();
  const canSend = canQuote && (!quote || quote.status === "withdrawn");
  const formProps = {
    leadId: lead.id,
    moveDate: lead.moveDate,
    requested: lead.extras,
    moveType: lead.typeOfMove,
    guide: detail.priceGuide,
    hasList: detail.glance.inventory !== null,
    onDone,
  };
  return (
    <div className="card stack" id="quote">
      <h2>Your quote</h2>
      {/* issue #18: the customer's declared value against the company's cover, before quoting */}
      {canQuote ? <DeclaredValueNotice declaredValue={declaredValue} /> : null}
      {quote && quote.status !== "withdrawn" && !editing ? (
        <>
          <p>
            <StatusBadge status={quote.status} label={quote.statusLabel} />
          </p>
          {quote.earlierDetails && canQuote ? (
            <EarlierDetailsPart.Part
              leadId={lead.id}
              quote={quote as QuoteFields}
              onDone={onDone}
              onError={(m) => show("error", m)}
            />
          ) : null}
          <QuoteSummary quote={quote} />
          {quote.status === "sent" && canQuote ? (
            <QuoteActions leadId={lead.id} onEdit={() => setEditing(true)} onDone={onDone} />
          ) : null}
        </>
      ) : null}
      {editing && quote ? (
        <QuoteFormPart
          {...formProps}
          mode="edit"
          initial={quoteValues(quote as QuoteFields)}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      {canSend && !editing ? (
        <>
          {quote?.status === "withdrawn" ? <p className="muted">You withdrew your quote.</p> : null}
          <QuoteFormPart
            {...formProps}
            mode="send"
            initial={quote ? quoteValues(quote as QuoteFields) : null}
          />
        </>
      ) : null}
      {!quote && !canQuote ? (
        <p className="notice">This lead is closed: it can no longer be quoted.</p>
      ) : null}
    </div>
  );
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, facts, customer, quote, canQuote, booking, chat, rooms, glance, changed } = loaderData;
  // issue #15: the spec's chat state, which the conversation panel reads
  const chatState = useChatState({ rooms, roomId: chat?.roomId ?? null });
  const revalidator = useRevalidator();
  const { show } = useToast();
  const [editing, setEditing] = useState(false);
  const done = (message: string) => {
    show("success", message);
    setEditing(false);
    revalidator.revalidate();
  };
  const canSend = canQuote && (!quote || quote.status === "withdrawn");

  return (
    <>
      <p>
        <Link to="/account/dashboard">← All leads</Link>
      </p>
      <div className="dash-head">
        <h1>
          {lead.typeOfMove}: {routeText(lead.from, lead.to)}
        </h1>
        <StatusBadge status={lead.status} label={lead.statusLabel} />
        {loaderData.phoneVerified ? <StatusBadge status="accepted" label={TEXT_MESSAGES.verified} /> : null}
      </div>
      {booking ? (
        <MoverBookingPart.Part
          leadId={lead.id}
          booking={booking}
          onDone={done}
          onError={(m) => show("error", m)}
        />
      ) : null}
      {loaderData.onWay ? <OnOurWay leadId={lead.id} state={loaderData.onWay} /> : null}
      {/* issue #18: on a phone, the move at a glance first, then the customer's words, then the conversation */}
      <LeadChanges changed={changed} />
      <LeadGlance glance={glance} arrived={lead.arrived} />
      {/* issue #32: the guide the customer sees, worked out from the same answers */}
      <PriceGuideBox
        guide={loaderData.priceGuide}
        similar={loaderData.similarQuotes}
        won={loaderData.typicalWinningPrice}
        heading="h2"
        note={PRICE_GUIDE_WORDS.moverNote}
      />
      {glance.notes ? <LeadNotes notes={glance.notes} /> : null}
      {/* issue #32: the customer's list of what is moving and their photos, which the quote may be based on */}
      <LeadInventory inventory={glance.inventory} photos={loaderData.photos} />
      <div className="lead-layout">
        <div className="stack">
          {chat ? (
            <ChatPanel
              view={chat}
              chat={chatState}
              formError={actionData && "chatError" in actionData ? actionData.chatError : null}
            />
          ) : null}
          <CustomerPanel customer={customer} status={lead.status} />
          <details className="card">
            <summary>Everything the customer told us</summary>
            <Facts items={facts.filter((f) => f.value !== glance.notes)} />
          </details>
        </div>
        <div className="stack">
          <QuotePanel detail={loaderData} editing={editing} setEditing={setEditing} onDone={done} />
        </div>
      </div>
      {canSend && !editing ? <StickyQuoteButton /> : null}
    </>
  );
}
