// Issue #28: the audit log says who and what by name — the actor's name and email, the company's name, the
// request's move and customer, the customer's name — not raw ids (the id stays with each row for its link).
// One query per kind of record on a page of the log, whatever the page holds.
import { ADMIN_LIST_TITLES, type AdminList } from "@rm/domain/admin";
import { DOCUMENT_KIND_LABELS, type DocumentKind } from "@rm/domain/company";
import { contactSubjectLabel } from "@rm/domain/contact";
import { isUuid } from "@rm/domain/ids";
import { eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  adminInvites,
  blogPosts,
  companies,
  companyDocuments,
  contactMessages,
  conversations,
  leads,
  outbox,
  partnerOffers,
  reviews,
  users,
} from "../../db/schema.ts";

interface Subject {
  subjectType: string;
  subjectId: string;
}

const personName = (first: string, last: string, email: string) => {
  const name = `${first} ${last}`.trim();
  return name ? `${name} (${email})` : email;
};

/** the ids of one type on the page; only those that can be ids of that table (a uuid, a number) */
const idsOf = (rows: Subject[], type: string, valid: (id: string) => boolean) => [
  ...new Set(rows.filter((r) => r.subjectType === type && valid(r.subjectId)).map((r) => r.subjectId)),
];
const isSerial = (id: string) => /^\d{1,15}$/.test(id);

/** each kind of record: how to read the names of the ids of that kind on one page */
const NAMERS: Record<
  string,
  { valid: (id: string) => boolean; names: (db: DbOrTx, ids: string[]) => Promise<[string, string][]> }
> = {
  company: {
    valid: isUuid,
    names: async (db, ids) =>
      (
        await db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, ids))
      ).map((r) => [r.id, r.name]),
  },
  company_document: {
    valid: isUuid,
    names: async (db, ids) =>
      (
        await db
          .select({ id: companyDocuments.id, kind: companyDocuments.kind, company: companies.name })
          .from(companyDocuments)
          .innerJoin(companies, eq(companies.id, companyDocuments.companyId))
          .where(inArray(companyDocuments.id, ids))
      ).map((r) => [r.id, `${DOCUMENT_KIND_LABELS[r.kind as DocumentKind] ?? r.kind} of ${r.company}`]),
  },
  user: {
    valid: isUuid,
    names: async (db, ids) =>
      (
        await db
          .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email })
          .from(users)
          .where(inArray(users.id, ids))
      ).map((r) => [r.id, personName(r.first, r.last, r.email)]),
  },
  lead: {
    valid: isUuid,
    names: async (db, ids) =>
      (
        await db
          .select({
            id: leads.id,
            move: leads.typeOfMove,
            from: leads.fromPostcode,
            customer: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
          })
          .from(leads)
          .innerJoin(users, eq(users.id, leads.clientUserId))
          .where(inArray(leads.id, ids))
      ).map((r) => [r.id, `${r.move} from ${r.from}${r.customer ? ` (${r.customer})` : ""}`]),
  },
  admin_invite: {
    valid: (id) => /^[0-9a-f]{64}$/.test(id),
    names: async (db, ids) =>
      (
        await db
          .select({
            id: adminInvites.id,
            first: adminInvites.firstName,
            last: adminInvites.lastName,
            email: adminInvites.email,
          })
          .from(adminInvites)
          .where(inArray(adminInvites.id, ids))
      ).map((r) => [r.id, `Invitation of ${personName(r.first, r.last, r.email)}`]),
  },
  contact_message: {
    valid: isUuid,
    names: async (db, ids) =>
      (
        await db
          .select({ id: contactMessages.id, name: contactMessages.name, subject: contactMessages.subject })
          .from(contactMessages)
          .where(inArray(contactMessages.id, ids))
      ).map((r) => [r.id, `${contactSubjectLabel(r.subject)}, from ${r.name}`]),
  },
  conversation: {
    valid: isUuid,
    names: async (db, ids) =>
      (
        await db
          .select({ id: conversations.id, company: companies.name, customer: users.firstName })
          .from(conversations)
          .innerJoin(companies, eq(companies.id, conversations.companyId))
          .innerJoin(leads, eq(leads.id, conversations.leadId))
          .innerJoin(users, eq(users.id, leads.clientUserId))
          .where(inArray(conversations.id, ids))
      ).map((r) => [r.id, `Messages between ${r.company} and ${r.customer || "the customer"}`]),
  },
  review: {
    valid: isUuid,
    names: async (db, ids) =>
      (
        await db
          .select({ id: reviews.id, title: reviews.title, company: companies.name })
          .from(reviews)
          .innerJoin(companies, eq(companies.id, reviews.companyId))
          .where(inArray(reviews.id, ids))
      ).map((r) => [r.id, `Review "${r.title}" of ${r.company}`]),
  },
  blog_post: {
    valid: isSerial,
    names: async (db, ids) =>
      (
        await db
          .select({ id: blogPosts.id, title: blogPosts.title })
          .from(blogPosts)
          .where(inArray(blogPosts.id, ids.map(Number)))
      ).map((r) => [String(r.id), `Article "${r.title}"`]),
  },
  partner_offer: {
    valid: isSerial,
    names: async (db, ids) =>
      (
        await db
          .select({ id: partnerOffers.id, title: partnerOffers.title })
          .from(partnerOffers)
          .where(inArray(partnerOffers.id, ids.map(Number)))
      ).map((r) => [String(r.id), `Partner offer "${r.title}"`]),
  },
  email: {
    valid: isSerial,
    names: async (db, ids) =>
      (
        await db
          .select({ id: outbox.id, to: outbox.to, subject: outbox.subject })
          .from(outbox)
          .where(inArray(outbox.id, ids.map(Number)))
      ).map((r) => [String(r.id), `Email "${r.subject}" to ${r.to}`]),
  },
};

/**
 * The name of each row's record ("Thames-side Removals", "House/Flat Removals from SE1 9SG (Nadia Hussain)"),
 * keyed `type:id`; a record that no longer exists (or an id of no table) has no name.
 */
export async function subjectNames(db: DbOrTx, rows: Subject[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const r of rows)
    if (r.subjectType === "list" && r.subjectId in ADMIN_LIST_TITLES)
      names.set(`list:${r.subjectId}`, `${ADMIN_LIST_TITLES[r.subjectId as AdminList]} list`);
  await Promise.all(
    Object.entries(NAMERS).map(async ([type, namer]) => {
      const ids = idsOf(rows, type, namer.valid);
      if (ids.length === 0) return;
      for (const [id, name] of await namer.names(db, ids)) names.set(`${type}:${id}`, name);
    }),
  );
  return names;
}
