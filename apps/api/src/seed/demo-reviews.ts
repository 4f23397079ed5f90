// Issue #16: demo reviews that follow the rules. The reviews demo.ts writes (one per line of DEMO_COMPANIES'
// ratings) become real ones: each gets a customer of its own and a booked move in the past with that company
// (lead booked, quote accepted), the move's areas and month, a title, sub-ratings and, for some, the
// company's reply. And the demo client gets one completed move, booked with Thames-side Removals and done
// yesterday, waiting for a review (the job runner emails the link). Idempotent: only reviews without a
// booking are converted, and the demo client's move is made once (its idempotency key).
import { todayInLondon } from "@rm/domain";
import { addDaysIso } from "@rm/domain/lead/dates";
import { reviewArea, verifiedMoveLabel } from "@rm/domain/reviews";
import { and, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../app-context.ts";
import type { Tx } from "../db/client.ts";
import { companies, leadMatches, leads, quotes, reviews, users } from "../db/schema.ts";
import { DEMO_CLIENT, DEMO_COMPANIES } from "./demo-accounts.ts";

interface Story {
  /** the name in DEMO_COMPANIES' ratings; `as` when that is not a first name and initial */
  author: string;
  as?: { firstName: string; lastName: string };
  from: string;
  /** a London postcode, or a city abroad */
  to: string | { abroad: string; country: string };
  daysAgo: number;
  type: string;
  title: string;
  sub: [punctuality: number, care: number, value: number, communication: number];
  reply?: string;
}

const STORIES: Story[] = [
  {
    author: "Hannah R.",
    from: "SE16 2XU",
    to: "CR0 2RH",
    daysAgo: 41,
    type: "House/Flat Removals",
    title: "Not a scratch on the piano",
    sub: [5, 5, 4, 5],
    reply: "Thank you, Hannah. The piano was a pleasure to move; enjoy the new house in Croydon.",
  },
  {
    author: "Daniel K.",
    from: "SE1 7PB",
    to: "SE22 8HT",
    daysAgo: 76,
    type: "House/Flat Removals",
    title: "Good value, and they rang ahead",
    sub: [3, 5, 5, 5],
    reply:
      "Thanks, Daniel. Sorry about the traffic on Jamaica Road that morning, and thank you for your patience.",
  },
  {
    author: "Sophie L.",
    from: "N22 6BH",
    to: "EN1 3PL",
    daysAgo: 118,
    type: "Man and Van",
    title: "A one-bed moved in under three hours",
    sub: [5, 5, 5, 4],
  },
  {
    author: "Ravi P.",
    from: "W3 7JP",
    to: "W5 2NB",
    daysAgo: 23,
    type: "Man and Van",
    title: "Booked on Thursday, moved on Saturday",
    sub: [5, 4, 5, 5],
  },
  {
    author: "Emma T.",
    from: "W12 8QT",
    to: "NW10 4LX",
    daysAgo: 157,
    type: "House/Flat Removals",
    title: "Friendly, quick, and the old sofa went too",
    sub: [5, 5, 4, 5],
    reply: "Thank you, Emma. Glad the tip run helped.",
  },
  {
    author: "Fintech office manager",
    as: { firstName: "Marcus", lastName: "Bell" },
    from: "E1 6AN",
    to: "EC2A 4NE",
    daysAgo: 196,
    type: "Business Removals",
    title: "Forty desks over one weekend",
    sub: [4, 4, 4, 5],
  },
  {
    author: "Grace O.",
    from: "CR0 1NX",
    to: "BR1 3PH",
    daysAgo: 62,
    type: "House/Flat Removals",
    title: "Packed one day, moved the next",
    sub: [5, 5, 4, 5],
  },
  {
    author: "Luca M.",
    from: "SE10 8EW",
    to: { abroad: "Milan", country: "Italy" },
    daysAgo: 134,
    type: "International Removals",
    title: "A flat shipped to Milan, nothing missing",
    sub: [4, 5, 4, 5],
    reply: "Grazie, Luca. Good luck in Milan.",
  },
  {
    author: "Jonah F.",
    from: "NW1 7JR",
    to: "N7 8QT",
    daysAgo: 47,
    type: "House/Flat Removals",
    title: "Fourth floor, no lift, still smiling",
    sub: [4, 4, 4, 4],
  },
  {
    author: "Claire D.",
    from: "TW9 2ND",
    to: "TW10 6UX",
    daysAgo: 88,
    type: "House/Flat Removals",
    title: "Every picture frame wrapped",
    sub: [5, 5, 4, 5],
  },
];

/** "Hannah R." -> Hannah, R (the demo customer's names; only the initial is ever shown) */
const namesOf = (s: Story) => {
  if (s.as) return s.as;
  const [firstName, initial] = s.author.split(" ");
  return { firstName: firstName!, lastName: (initial ?? "").replace(".", "") };
};

const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);

async function bookedMove(
  tx: Tx,
  o: {
    clientUserId: string;
    companyId: string;
    from: string;
    to: Story["to"];
    moveDate: string;
    type: string;
    key: string;
  },
  person: { firstName: string; lastName: string; email: string },
) {
  const createdAt = at(addDaysIso(o.moveDate, -30), 10);
  const [lead] = await tx
    .insert(leads)
    .values({
      clientUserId: o.clientUserId,
      typeOfMove: o.type,
      fromPostcode: o.from,
      toPostcode: typeof o.to === "string" ? o.to : null,
      moveDate: o.moveDate,
      idempotencyKey: o.key,
      status: "booked",
      createdAt,
      details: {
        typeOfMove: o.type,
        fromPostcode: o.from,
        ...(typeof o.to === "string"
          ? { toPostcode: o.to }
          : { toCountry: o.to.country, toCity: o.to.abroad }),
        fromPropertyType: "Apartment",
        fromBedrooms: "2",
        dateType: "specific",
        startDate: o.moveDate,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
      },
    })
    .returning();
  const [quote] = await tx
    .insert(quotes)
    .values({
      leadId: lead!.id,
      companyId: o.companyId,
      pricePence: 64_000,
      priceKind: "fixed",
      crewSize: 2,
      vehicle: "Luton van",
      estimatedHours: 5,
      includes: ["packing", "dismantling"],
      insuranceCoverPence: 5_000_000,
      availableDates: [o.moveDate],
      cancellationTerms: "Free cancellation up to 48 hours before the move.",
      validUntil: addDaysIso(o.moveDate, -7),
      status: "accepted",
      createdAt: at(addDaysIso(o.moveDate, -29), 9),
      updatedAt: at(addDaysIso(o.moveDate, -25), 18),
    })
    .returning();
  await tx.update(leads).set({ bookedQuoteId: quote!.id }).where(eq(leads.id, lead!.id));
  await tx
    .insert(leadMatches)
    .values({ leadId: lead!.id, companyId: o.companyId, score: 1, reasons: {}, status: "won", createdAt });
  return lead!;
}

export async function seedDemoReviews(ctx: AppContext, log: (m: string) => void) {
  if (!ctx.config.SEED_DEMO || !ctx.config.SEED_DEMO_REVIEWS) return;
  const { db } = ctx;
  const today = todayInLondon();
  let converted = 0;
  let waiting = 0;
  await db.transaction(async (tx) => {
    for (const [i, c] of DEMO_COMPANIES.entries()) {
      const [company] = await tx.select().from(companies).where(eq(companies.email, c.email)).limit(1);
      if (!company) continue;
      const early = await tx
        .select()
        .from(reviews)
        .where(and(eq(reviews.companyId, company.id), isNull(reviews.leadId)));
      for (const r of early) {
        const story = STORIES.find((s) => s.author === r.authorName);
        if (!story) continue;
        const names = namesOf(story);
        const slug = `${names.firstName}.${names.lastName}`.toLowerCase().replace(/[^a-z.]/g, "");
        const email = `${slug}.${i}@customers.example.com`;
        const [customer] = await tx
          .insert(users)
          .values({ email, role: "client", ...names })
          .onConflictDoNothing()
          .returning();
        if (!customer) continue;
        const moveDate = addDaysIso(today, -story.daysAgo);
        const lead = await bookedMove(
          tx,
          {
            clientUserId: customer.id,
            companyId: company.id,
            from: story.from,
            to: story.to,
            moveDate,
            type: story.type,
            key: `demo-review-${r.id}`,
          },
          { ...names, email },
        );
        const written = at(addDaysIso(moveDate, 2), 19);
        await tx
          .update(reviews)
          .set({
            leadId: lead.id,
            clientUserId: customer.id,
            authorName: `${names.firstName} ${names.lastName.charAt(0)}.`,
            title: story.title,
            punctuality: story.sub[0],
            care: story.sub[1],
            value: story.sub[2],
            communication: story.sub[3],
            wouldRecommend: r.rating >= 4,
            verifiedLabel: verifiedMoveLabel(
              reviewArea(story.from),
              typeof story.to === "string" ? reviewArea(story.to) : story.to.abroad,
              moveDate,
            ),
            createdAt: written,
            updatedAt: written,
            ...(story.reply ? { replyBody: story.reply, repliedAt: at(addDaysIso(moveDate, 3), 9) } : {}),
          })
          .where(eq(reviews.id, r.id));
        converted++;
      }
    }

    // the demo client's move, done yesterday with Thames-side Removals, waiting for a review
    const [client] = await tx.select().from(users).where(eq(users.email, DEMO_CLIENT.email)).limit(1);
    const [thames] = await tx
      .select()
      .from(companies)
      .where(eq(companies.email, DEMO_COMPANIES[0]!.email))
      .limit(1);
    const key = "demo-client-move-to-review";
    const [made] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.idempotencyKey, key))
      .limit(1);
    if (client && thames && !made) {
      await bookedMove(
        tx,
        {
          clientUserId: client.id,
          companyId: thames.id,
          from: "SE16 2XU",
          to: "SE10 9LS",
          moveDate: addDaysIso(today, -1),
          type: "House/Flat Removals",
          key,
        },
        { firstName: client.firstName, lastName: client.lastName, email: client.email },
      );
      waiting++;
    }
  });
  if (converted || waiting)
    log(
      `seed: ${converted} demo reviews attached to past bookings${waiting ? ", and the demo client's move waiting for a review" : ""}`,
    );
}
