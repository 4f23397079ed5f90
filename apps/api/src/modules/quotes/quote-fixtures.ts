// Test data for the quote loop: a customer, their lead and its matches, written straight to the tables
// (the way lead intake and matching leave them).
import { addDays } from "@rm/domain/quote";
import { todayInLondon } from "@rm/domain/lead/dates";
import { eq, inArray } from "drizzle-orm";
import { companies, leadMatches, leads, users } from "../../db/schema.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { DEMO_COMPANIES, DEMO_PASSWORD } from "../../seed/demo-accounts.ts";
import type { TestApp } from "../../test/helper.ts";

let passwordHash: Promise<string> | undefined;

export async function makeCustomer(t: TestApp, email: string, phone = "07700900456") {
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  const [u] = await t.db
    .insert(users)
    .values({
      email,
      role: "client",
      firstName: "Nadia",
      lastName: "Hussain",
      phoneNumber: phone,
      passwordHash: await passwordHash,
    })
    .returning();
  return u!;
}

export async function companyIds(t: TestApp, indexes: number[]) {
  const emails = indexes.map((i) => DEMO_COMPANIES[i]!.email);
  const rows = await t.db
    .select({ id: companies.id, email: companies.email })
    .from(companies)
    .where(inArray(companies.email, emails));
  return indexes.map((i) => rows.find((r) => r.email === DEMO_COMPANIES[i]!.email)!.id);
}

export async function makeLead(
  t: TestApp,
  opts: { clientUserId: string; companies: number[]; moveDate?: string; guestSessionId?: string },
) {
  const moveDate = opts.moveDate ?? addDays(todayInLondon(), 21);
  const [lead] = await t.db
    .insert(leads)
    .values({
      clientUserId: opts.clientUserId,
      guestSessionId: opts.guestSessionId ?? null,
      typeOfMove: "House/Flat Removals",
      fromPostcode: "SE16 3LL",
      fromBoroughCode: "E09000028",
      toPostcode: "N17 9LR",
      moveDate,
      details: {
        typeOfMove: "House/Flat Removals",
        fromPostcode: "SE16 3LL",
        fromAddress: "Flat 2, 14 Rotherhithe New Road",
        fromPropertyType: "Apartment",
        fromBedrooms: "2",
        fromFloor: "3",
        fromLift: "no",
        toPostcode: "N17 9LR",
        toAddress: "9 Tottenham Green",
        toPropertyType: "House",
        additionalServices: ["Packing services", "Disassembling/Reassembling"],
        dateType: "specific",
        startDate: moveDate,
        description: "A piano on the ground floor.",
        firstName: "Nadia",
        lastName: "Hussain",
        email: "nadia.hussain@example.org",
        phoneNumber: "07700900456",
      },
    })
    .returning();
  const ids = await companyIds(t, opts.companies);
  if (ids.length) {
    await t.db
      .insert(leadMatches)
      .values(ids.map((companyId) => ({ leadId: lead!.id, companyId, score: 1, reasons: {} })));
  }
  return { lead: lead!, companyIds: ids };
}

export const matchesOf = (t: TestApp, leadId: string) =>
  t.db.select().from(leadMatches).where(eq(leadMatches.leadId, leadId));

/** A quote as the form sends it (pounds). */
export function quoteBody(overrides: Record<string, unknown> = {}) {
  const today = todayInLondon();
  return {
    price: "850",
    priceKind: "fixed",
    crewSize: 3,
    vehicle: "Luton van",
    estimatedHours: 6,
    includes: ["packing", "dismantling"],
    insuranceCover: "50000",
    availableDates: [addDays(today, 21)],
    cancellationTerms: "Free cancellation up to 48 hours before the move.",
    message: "We can do this.",
    validUntil: addDays(today, 10),
    ...overrides,
  };
}
