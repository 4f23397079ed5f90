// The quote loop's steps through the API (docs/product/routes.md §7 lead intake, issue #6 (docs/README.md#issues) quotes and booking), for tests that
// start further along than the first step: each test makes its own customer, lead, quotes and booking, so
// any one of them runs alone and in any order (e2e/tests/quote-loop.test.ts goes through the pages once).
import assert from "node:assert/strict";
import { QUOTE_DEFAULTS } from "@rm/domain/quote";
import { BASE, sessionCookie } from "./browser.ts";
import { inDays } from "./dates.ts";
import { finishRegistering } from "./open-account.ts";
import { proofHeader } from "./proof.ts";

export interface Customer {
  email: string;
  password: string;
}

/** Where the quote-loop customer moves from: the address the wizard's address list gives for SE1 9SG. */
export const SHARD_ADDRESS = "Apartment 5301, The Shard, 32 London Bridge Street, London, SE1 9SG";

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${BASE}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  assert.ok(res.status < 300, `POST ${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * What the wizard sends for Nadia Hussain's house move (a 2-bedroom flat on the 3rd floor of the Shard to
 * E1 6AN, packing, a piano) with a password ("Sign Up and keep your results"): the customer's account, the
 * lead and its matches. Returns the lead's id and the names of the movers it was sent to.
 */
export async function sendHouseMove(customer: Customer, moveDate: string) {
  const answer = await post(
    "/client/register",
    {
      client: {
        typeOfMove: "House/Flat Removals",
        fromCity: "SE1 9SG",
        fromAddress: SHARD_ADDRESS,
        fromPropertyType: "Apartment",
        fromBedrooms: "2",
        fromFloor: "3",
        fromLift: "yes",
        toCity: "E1 6AN",
        toAddress: "Flat 1, Spital House, 14 Middlesex Street, London, E1 6AN",
        additionalServices: ["Packing services"],
        dateType: "specific",
        startDate: moveDate,
        endDate: "",
        description: "A piano on the ground floor.",
        payingForMove: "Self paid",
      },
      user: {
        title: "Ms",
        firstName: "Nadia",
        lastName: "Hussain",
        email: customer.email,
        phoneNumber: "07700 900456",
        password: customer.password,
        confirmPassword: customer.password,
      },
      website: "",
    },
    await proofHeader(),
  );
  const leadId = answer.leadId as string;
  assert.ok(leadId, `no lead: ${JSON.stringify(answer)}`);
  // decision 101: the password works once the confirmation's link proves the address, as its owner would do
  if (customer.password && !answer.held) await finishRegistering(customer.email);
  return { leadId, matched: (answer.companies as { name: string }[]).map((c) => c.name) };
}

/** A mover's quote as the dashboard form sends it (3 movers, a Luton van, 6.5 hours, packing, £50,000 cover). */
export async function postQuote(
  companyEmail: string,
  leadId: string,
  quote: {
    price: string;
    priceKind: "fixed" | "estimate";
    availableDates: string[];
    /** packing unless given */
    includes?: ("packing" | "materials" | "dismantling")[];
    /** priced optional extras (none unless given) */
    extras?: { kind: "packing" | "materials" | "dismantling" | "storage" | "cleaning"; price: string }[];
    /** none unless given */
    message?: string;
  },
): Promise<string> {
  const answer = await post(
    `/company/leads/${leadId}/quote`,
    {
      includes: ["packing"],
      message: "",
      ...quote,
      crewSize: "3",
      vehicle: "Luton van",
      estimatedHours: "6.5",
      insuranceCover: "50000",
      cancellationTerms: QUOTE_DEFAULTS.cancellationTerms,
      validUntil: inDays(QUOTE_DEFAULTS.validDays),
    },
    { cookie: await sessionCookie(companyEmail) },
  );
  return (answer.data as { id: string }).id;
}

/** The customer books a quote ("Book with this mover", then "Confirm booking"). */
export async function postBooking(customer: Customer, quoteId: string) {
  await post(
    `/client/quotes/${quoteId}/book`,
    {},
    { cookie: await sessionCookie(customer.email, customer.password) },
  );
}
