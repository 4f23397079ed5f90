// Issue #17 "Changing their mind": the customer edits or cancels an open request. Scoped with ownLeads (another
// customer's request, or one that does not exist: 404); only an open request (booked, closed, cancelled or
// held: 409). Everything — the change, the quotes marked as based on the earlier details, the movers' emails —
// is written in one transaction, or nothing is.
import { fieldErrors, type Lead, makeLeadSchemas, todayInLondon } from "@rm/domain";
import {
  type CancelRequestInput,
  cancelRequestSchema,
  changeLines,
  freesCaps,
  LIFECYCLE_MESSAGES as M,
  leadChanges,
  type RequestEdit,
} from "@rm/domain/request-lifecycle";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { companies, leadMatches, leads, quotes } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/http.ts";
import { aboutLead, enqueueMail } from "../mail/index.ts";
import { type ClientCaller, companyIsActive, ownLeads } from "../scopes/index.ts";
import { requestCancelledNotice, requestChangedNotice } from "./lifecycle-mails.ts";
import { details } from "./move-summary.ts";

export interface LifecycleDeps {
  db: Db;
  appUrl: string;
}

/** matches whose mover is still working the lead */
const LIVE_MATCH = ["new", "viewed", "quoted"] as const;

/** The caller's own open request, locked; 404 when it is not theirs, 409 when it is not open. */
async function lockOwnOpenLead(tx: Tx, caller: ClientCaller, leadId: string) {
  const [lead] = await tx
    .select()
    .from(leads)
    .where(and(eq(leads.id, leadId), ownLeads(caller)))
    .for("update")
    .limit(1);
  if (!lead) throw notFound(M.requestNotFound);
  if (lead.status !== "open") throw conflict(M.notOpen);
  return lead;
}

/** The movers still working a lead (active companies only: a suspended one hears nothing more). */
async function liveMovers(tx: Tx, leadId: string) {
  return tx
    .select({
      name: companies.name,
      email: companies.email,
      userId: companies.userId,
      status: leadMatches.status,
    })
    .from(leadMatches)
    .innerJoin(companies, eq(companies.id, leadMatches.companyId))
    .where(
      and(eq(leadMatches.leadId, leadId), inArray(leadMatches.status, [...LIVE_MATCH]), companyIsActive()),
    );
}

export interface EditResult {
  changed: boolean;
  /** the changes in the customer's words */
  changes: string[];
  /** how many movers were told */
  moversTold: number;
}

/**
 * Applies the customer's changes: the merged move is checked with the wizard's own rules (a date before today,
 * an end date before the start: 400 with the wizard's messages); an edit that changes nothing writes nothing.
 */
export async function editRequest(
  deps: LifecycleDeps,
  caller: ClientCaller,
  leadId: string,
  edit: RequestEdit,
  now = new Date(),
): Promise<EditResult> {
  const { leadSchema } = makeLeadSchemas({ today: () => todayInLondon(now) });
  return deps.db.transaction(async (tx) => {
    const lead = await lockOwnOpenLead(tx, caller, leadId);
    const before = details(lead);
    const given = Object.fromEntries(Object.entries(edit).filter(([, v]) => v !== undefined));
    const parsed = leadSchema.safeParse({ ...before, ...given });
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      throw badRequest(Object.values(errors)[0] ?? M.changesMissing, errors);
    }
    // what the wizard's rules keep, plus what the intake added (the spec's `type`)
    const after: Lead = { ...parsed.data, type: parsed.data.type ?? (before.type as string | undefined) };
    const changes = leadChanges(before, after);
    if (changes.length === 0) return { changed: false, changes: [], moversTold: 0 };

    await tx
      .update(leads)
      .set({
        details: after,
        moveDate: after.startDate ?? null,
        endDate: after.endDate ?? null,
        detailsChangedAt: now,
        lastChanges: changeLines(changes, "mover"),
      })
      .where(eq(leads.id, lead.id));
    // a quote sent before the change no longer answers the move as it is: the customer is told so until the
    // mover confirms or revises it
    await tx
      .update(quotes)
      .set({ earlierDetails: true })
      .where(and(eq(quotes.leadId, lead.id), eq(quotes.status, "sent")));
    const movers = await liveMovers(tx, lead.id);
    const lines = changeLines(changes, "mover");
    await enqueueMail(
      tx,
      aboutLead(
        lead.id,
        movers.map((m) =>
          requestChangedNotice({
            lead: after,
            to: m.email,
            companyName: m.name,
            lines,
            quoted: m.status === "quoted",
            link: `${deps.appUrl}/account/dashboard/leads/${lead.id}`,
            unsubscribe: { userId: m.userId, appUrl: deps.appUrl },
          }),
        ),
      ),
    );
    return { changed: true, changes: changeLines(changes, "customer"), moversTold: movers.length };
  });
}

export interface CancelResult {
  moversTold: number;
  /** the movers' daily and weekly counts were given back (no mover had opened or quoted it) */
  capsFreed: boolean;
}

/**
 * Cancels an open request with a reason (and the note "Other" needs: cancelRequestSchema, checked again here for
 * callers that bypass the route's schema): the movers still working it are told, its leads are closed, and —
 * only while every match is still unopened (freesCaps) — the matches are removed so that they no longer count
 * against the movers' daily and weekly caps.
 */
export async function cancelRequest(
  deps: LifecycleDeps,
  caller: ClientCaller,
  leadId: string,
  input: CancelRequestInput,
  now = new Date(),
): Promise<CancelResult> {
  const parsed = cancelRequestSchema.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw badRequest(Object.values(errors)[0] ?? M.reasonRequired, errors);
  }
  const { reason } = parsed.data;
  const note = parsed.data.note || null;
  return deps.db.transaction(async (tx) => {
    const lead = await lockOwnOpenLead(tx, caller, leadId);
    const { movers, capsFreed } = await markCancelled(tx, lead, reason, now, note);
    const move = details(lead) as Lead;
    await enqueueMail(
      tx,
      aboutLead(
        lead.id,
        movers.map((m) =>
          requestCancelledNotice({
            lead: move,
            to: m.email,
            companyName: m.name,
            reason,
            note,
            unsubscribe: { userId: m.userId, appUrl: deps.appUrl },
          }),
        ),
      ),
    );
    return { moversTold: movers.length, capsFreed };
  });
}

/**
 * Marks a request the caller has locked cancelled, keeping it and its history (the customer's cancellation
 * above, and "Not you? Cancel this request" of a request sent to movers: held-leads.ts): its leads are closed,
 * their matches removed while none was opened (freesCaps). Returns the movers still working it (to be told,
 * each in the words of the way it was cancelled).
 */
export async function markCancelled(
  tx: Tx,
  lead: { id: string },
  reason: string,
  now: Date,
  note: string | null = null,
): Promise<{
  movers: { name: string; email: string; userId: string; status: string }[];
  capsFreed: boolean;
}> {
  const movers = await liveMovers(tx, lead.id);
  const statuses = (
    await tx.select({ status: leadMatches.status }).from(leadMatches).where(eq(leadMatches.leadId, lead.id))
  ).map((r) => r.status);
  const capsFreed = statuses.length > 0 && freesCaps(statuses);
  if (capsFreed) {
    await tx.delete(leadMatches).where(eq(leadMatches.leadId, lead.id));
  } else {
    await tx
      .update(leadMatches)
      .set({ status: "expired" })
      .where(and(eq(leadMatches.leadId, lead.id), inArray(leadMatches.status, [...LIVE_MATCH])));
  }
  await tx
    .update(leads)
    .set({ status: "cancelled", cancelledAt: now, cancelReason: reason, cancelNote: note })
    .where(eq(leads.id, lead.id));
  return { movers, capsFreed };
}
