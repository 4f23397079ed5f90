// The demo client's removal requests and a few quotes on them, so a newcomer sees the comparison page and a
// company inbox at once (SEED_DEMO_LEADS, on with SEED_DEMO). Made through the real code paths: the lead
// intake's storeLead (locating, matching, mails) and the quote API's sendQuote. Idempotent: the leads'
// idempotency keys mark what was already made.
import { accountLeadSubmissionSchema } from "@rm/domain";
import { wizardDefaults, type WizardValues } from "@rm/domain/lead/defaults";
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";
import { toSubmissionBody } from "@rm/domain/lead/wizard-submission";
import { type QuoteInput, quoteSchema } from "@rm/domain/quote";
import { eq, inArray } from "drizzle-orm";
import type { AppContext } from "../app-context.ts";
import { companies, leads, users } from "../db/schema.ts";
import { toSessionUser } from "../modules/accounts/index.ts";
import { quoteLimitsOf, sendQuote } from "../modules/quotes/index.ts";
import { locateLeadStart, storeLead, withAccountDetails } from "../modules/requests/index.ts";
import { DEMO_CLIENT, DEMO_COMPANIES } from "./demo-accounts.ts";

export const DEMO_LEAD_KEYS = ["demo-lead-1", "demo-lead-2", "demo-lead-3"] as const;

const THAMES_SIDE = DEMO_COMPANIES[0]!.email;

interface DemoLead {
  key: (typeof DEMO_LEAD_KEYS)[number];
  /** the wizard's values, bar the defaults */
  values: (today: string) => Partial<WizardValues>;
  /** how many of the matched companies quote (Thames-side first on the first lead, never on the second) */
  quotes: number;
}

const DEMO_LEADS: DemoLead[] = [
  {
    key: "demo-lead-1",
    quotes: 3,
    values: (today) => ({
      typeOfMove: "House/Flat Removals",
      fromCity: "SE16 7PB",
      fromAddress: "Flat 12, Canada Wharf, 255 Rotherhithe Street, London",
      fromPropertyType: "Apartment",
      fromBedrooms: "2",
      fromFloor: "4",
      fromLift: "yes",
      // issue #32: the access answers, as this customer would give them (not the wizard's starting ones)
      fromLiftFits: "yes",
      fromParking: "paid",
      fromCarry: "10-25m",
      toCity: "E14 9SH",
      toAddress: "Flat 31, Charrington Tower, 11 Biscayne Avenue, London",
      toPropertyType: "Apartment",
      toBedrooms: "2",
      toFloor: "9",
      toLift: "yes",
      toLiftFits: "yes",
      toParking: "driveway",
      toCarry: "up-to-10m",
      additionalServices: ["Disassembling/Reassembling"],
      startDate: addDaysIso(today, 21),
      preferredTime: "morning",
      description:
        "Two-bedroom flat: a king-size bed and a wardrobe to take apart, a three-seater sofa, about 30 boxes. Both buildings have a lift. At Canada Wharf the van parks in the residents' bays across the courtyard; the new building's loading bay is booked with the concierge.",
    }),
  },
  {
    key: "demo-lead-2",
    quotes: 1,
    values: (today) => ({
      typeOfMove: "Man and Van",
      fromCity: "N1 2XH",
      fromAddress: "Flat B, 48 Englefield Road, London",
      fromPropertyType: "Apartment",
      fromBedrooms: "1",
      fromFloor: "2",
      fromLift: "no",
      // residents' bays only on Englefield Road: the customer applies to Islington for a suspension
      fromParking: "suspension",
      fromCarry: "door",
      toCity: "N16 8JH",
      toAddress: "Flat 3, 71 Albion Road, London",
      toPropertyType: "Apartment",
      toBedrooms: "1",
      toFloor: "1",
      toLift: "no",
      toParking: "paid",
      toCarry: "door",
      startDate: addDaysIso(today, 12),
      preferredTime: "afternoon",
      description:
        "A double bed, a desk, a washing machine and around 15 boxes. Second floor with no lift, so the stairs are narrow.",
    }),
  },
  {
    key: "demo-lead-3",
    quotes: 0,
    values: (today) => ({
      typeOfMove: "House/Flat Removals",
      fromCity: "W3 6NB",
      fromAddress: "27 Avenue Road, Acton, London",
      fromPropertyType: "House",
      fromBedrooms: "3",
      fromParking: "driveway",
      fromCarry: "door",
      toCity: "TW9 2NQ",
      toAddress: "14 Marksbury Avenue, Richmond",
      toPropertyType: "House",
      toBedrooms: "3",
      toParking: "street",
      toCarry: "up-to-10m",
      additionalServices: ["Packing services", "Packing materials"],
      startDate: addDaysIso(today, 35),
      preferredTime: "flexible",
      description:
        "Three-bedroom Victorian terrace with a garden shed. We'd like full packing the day before, and there's an upright piano in the front room.",
    }),
  },
];

/** What each quoting company sends, in pounds as the quote form sends it (the schema turns it into pence). */
function quoteFor(leadIndex: number, quoteIndex: number, moveDate: string, today: string): QuoteInput {
  const validUntil = addDaysIso(today, 14);
  const terms = "Free cancellation up to 48 hours before the move. After that, 50% of the price is payable.";
  if (leadIndex === 1) {
    return {
      priceKind: "hourly",
      hourlyRate: "70",
      extraMoverRate: "25",
      crewSize: 2,
      vehicle: "Transit van",
      estimatedHours: 3,
      includes: [],
      availableDates: [moveDate, addDaysIso(moveDate, 1)],
      cancellationTerms: terms,
      message:
        "Two of us with a long-wheel-base Transit; £95 an hour, three hours should see it done. We're used to narrow Victorian stairs and we'll bring straps for the washing machine.",
      validUntil,
    };
  }
  const offers: QuoteInput[] = [
    {
      price: "795",
      priceKind: "fixed",
      crewSize: 3,
      vehicle: "Luton van",
      estimatedHours: 6,
      includes: ["dismantling", "materials"],
      availableDates: [moveDate, addDaysIso(moveDate, 2)],
      cancellationTerms: terms,
      message:
        "We're just round the corner in Bermondsey and know Canada Wharf well. Three movers and a Luton; we'll take the bed and wardrobe apart and put them back together, and bring wardrobe boxes on the day.",
      validUntil,
    },
    {
      price: "720",
      priceKind: "estimate",
      crewSize: 2,
      vehicle: "Luton van",
      estimatedHours: 7,
      includes: ["dismantling"],
      availableDates: [addDaysIso(moveDate, 1), addDaysIso(moveDate, 3)],
      cancellationTerms: "Free cancellation up to 72 hours before the move.",
      message:
        "Two experienced movers and a Luton van. We're not free on your date, but could do the day after at the same price.",
      validUntil,
    },
    {
      price: "890",
      priceKind: "fixed",
      crewSize: 3,
      vehicle: "Luton van",
      estimatedHours: 5,
      includes: ["dismantling", "materials", "packing"],
      availableDates: [moveDate],
      cancellationTerms: terms,
      message:
        "Fixed price including packing of fragile items, furniture blankets and a floor protector for the new flat. We'll liaise with both concierges about the lifts.",
      validUntil,
    },
  ];
  return offers[quoteIndex % offers.length]!;
}

export async function seedDemoLeads(ctx: AppContext, log: (m: string) => void) {
  if (!ctx.config.SEED_DEMO || !ctx.config.SEED_DEMO_LEADS) return;
  const { db } = ctx;
  const done = await db
    .select({ key: leads.idempotencyKey })
    .from(leads)
    .where(inArray(leads.idempotencyKey, [...DEMO_LEAD_KEYS]));
  const made = new Set(done.map((r) => r.key));
  if (DEMO_LEAD_KEYS.every((k) => made.has(k))) return;
  const [client] = await db.select().from(users).where(eq(users.email, DEMO_CLIENT.email)).limit(1);
  if (!client) return;

  const today = todayInLondon();
  const deps = { db, appUrl: ctx.config.appUrl, limits: quoteLimitsOf(ctx) };
  let leadCount = 0;
  let quoteCount = 0;
  for (const [i, demo] of DEMO_LEADS.entries()) {
    if (made.has(demo.key)) continue;
    // validated as the account lead route does (POST /client/{id}/leads): the details come from the account
    const body = toSubmissionBody({ ...wizardDefaults(), ...demo.values(today) });
    const sub = accountLeadSubmissionSchema.parse({ client: body.client, website: "" });
    const lead = withAccountDetails(sub.client, client);
    const location = await locateLeadStart(db, lead);
    const stored = await db.transaction((tx) =>
      storeLead(tx, {
        owner: { id: client.id },
        guestSessionId: null,
        lead,
        location,
        idempotencyKey: demo.key,
        contact: { email: client.email, firstName: client.firstName },
        withSigninLink: false,
        appUrl: ctx.config.appUrl,
      }),
    );
    leadCount++;
    if (demo.quotes === 0) continue;
    // the matched companies' logins, best match first
    const ids = stored.companies.map((c) => c._id);
    const rows = await db
      .select({ companyId: companies.id, user: users })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(inArray(companies.id, ids));
    // Thames-side quotes the first lead and leaves the others new, so its inbox shows both
    const order = ids
      .map((id) => rows.find((r) => r.companyId === id)?.user)
      .filter((u) => u !== undefined)
      .filter((u) => i === 0 || u.email !== THAMES_SIDE)
      .sort((a, b) => Number(b.email === THAMES_SIDE) - Number(a.email === THAMES_SIDE));
    for (const [q, companyUser] of order.slice(0, demo.quotes).entries()) {
      const fields = quoteSchema.parse(quoteFor(i, q, lead.startDate, today));
      await sendQuote(deps, toSessionUser(companyUser), stored.leadId, fields);
      quoteCount++;
    }
  }
  if (leadCount) log(`seed: ${leadCount} demo removal requests and ${quoteCount} quotes created`);
}
