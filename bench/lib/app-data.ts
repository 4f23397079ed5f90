// Demo data like real use, for the app pages' bench (issue #34), in the bench's own database: the demo client's
// request with 6 quotes (three hourly, every one with extras), a conversation of 30 messages with photos on it,
// a mover with 200 leads, and a month of activity for the admin's dashboard. Quotes, messages and photos go
// through the running app's API (as the movers and the customer send them); the leads, their matches and the
// month's history are written straight to the tables, the way lead intake and matching leave them.
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "../../apps/api/src/db/client.ts";
import { currentCode } from "../../apps/api/src/modules/accounts/index.ts";
import {
  DEMO_ADMIN,
  DEMO_ADMIN_TOTP_SECRET,
  DEMO_CLIENT,
  DEMO_COMPANIES,
  DEMO_PASSWORD,
} from "../../apps/api/src/seed/demo-accounts.ts";
import { addPastLeads } from "./db-access.ts";

export interface AppData {
  /** session cookies ("rm_session=…") */
  cookies: { client: string; mover: string; admin: string };
  leadId: string;
  /** the mover the conversation is with (DEMO_COMPANIES[0]) */
  chatCompanyId: string;
  /** the conversation's id */
  roomId: string;
  clientId: string;
  /** the six demo movers matched to the request */
  companyIds: string[];
  /** one of the mover's 200 leads, not yet quoted */
  moverLeadId: string;
  /** the mover's other unquoted leads (the interactions bench quotes one each time) */
  moverLeadIds: string[];
  note: string;
}

type Json = { status?: boolean; message?: string; data?: Record<string, unknown>; challenge?: string };

async function call(base: string, method: string, path: string, cookie: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as Json;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return { res, json };
}

const sessionOf = (res: Response) => {
  const c = res.headers.getSetCookie().find((h) => h.startsWith("rm_session="));
  if (!c) throw new Error("no session cookie");
  return c.split(";")[0]!;
};

/** Signs in with the demo password; the demo admin's second step with the app's current code. */
export async function signIn(base: string, email: string): Promise<string> {
  const { res, json } = await call(base, "POST", "/api/auth/login", "", { email, password: DEMO_PASSWORD });
  if (!json.challenge) return sessionOf(res);
  if (email !== DEMO_ADMIN.email) throw new Error(`${email}: a second step the bench cannot answer`);
  const code = await call(base, "POST", "/api/auth/login/code", "", {
    challenge: json.challenge,
    code: currentCode(DEMO_ADMIN_TOTP_SECRET),
  });
  return sessionOf(code.res);
}

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** A request as the wizard leaves it: the demo client's, matched to `companyIds`. */
export async function insertLead(db: Db, clientId: string, companyIds: string[], daysAgo: number, i: number) {
  const moveDate = addDaysIso(todayInLondon(), 14 + (i % 40));
  const details = {
    typeOfMove: i % 3 ? "House/Flat Removals" : "Man and Van",
    fromPostcode: "SE16 3LL",
    fromAddress: `Flat ${1 + (i % 40)}, 14 Rotherhithe New Road`,
    fromPropertyType: "Apartment",
    fromBedrooms: String(1 + (i % 4)),
    fromFloor: String(i % 5),
    fromLift: i % 2 ? "yes" : "no",
    toPostcode: "N17 9LR",
    toAddress: `${9 + (i % 30)} Tottenham Green`,
    toPropertyType: "House",
    additionalServices: ["Packing services", "Disassembling/Reassembling"],
    dateType: "specific",
    startDate: moveDate,
    description:
      "A two-bedroom flat on the third floor, no lift: a double bed and a wardrobe to take apart, a sofa, a washing machine and about 35 boxes.",
    firstName: DEMO_CLIENT.firstName,
    lastName: "Bench",
    email: DEMO_CLIENT.email,
    phoneNumber: "07700900456",
  };
  const [lead] = rows<{ id: string }>(
    await db.execute(sql`
      insert into leads (client_user_id, type_of_move, from_postcode, from_borough_code, to_postcode, move_date,
        details, created_at)
      values (${clientId}, ${details.typeOfMove}, 'SE16 3LL', 'E09000028', 'N17 9LR', ${moveDate},
        ${JSON.stringify(details)}::jsonb, now() - make_interval(hours => ${daysAgo * 24 + (i % 24)}))
      returning id`),
  );
  for (const companyId of companyIds)
    await db.execute(sql`insert into lead_matches (lead_id, company_id, score, reasons, created_at)
      values (${lead!.id}, ${companyId}, 1, '{}'::jsonb, now() - make_interval(hours => ${daysAgo * 24}))`);
  return { id: lead!.id, moveDate };
}

/** Six quotes, three of them hourly, every one with extras the customer may tick. */
export function quoteBodies(moveDate: string) {
  const validUntil = addDaysIso(todayInLondon(), 10);
  const terms = "Free cancellation up to 48 hours before the move. After that, 50% of the price is payable.";
  const common = { availableDates: [moveDate], cancellationTerms: terms, validUntil };
  const hourly = (rate: string, crew: number, hours: number) => ({
    ...common,
    priceKind: "hourly",
    hourlyRate: rate,
    extraMoverRate: "25",
    crewSize: crew,
    vehicle: "Luton van",
    estimatedHours: hours,
    includes: ["materials"],
    extras: [
      { kind: "packing", price: "120" },
      { kind: "dismantling", price: "60" },
      { kind: "cleaning", price: "95" },
    ],
    message: `${crew} movers and a Luton van; we expect about ${hours} hours for a flat this size.`,
  });
  const fixed = (price: string, kind: "fixed" | "estimate") => ({
    ...common,
    priceKind: kind,
    price,
    crewSize: 3,
    vehicle: "Luton van",
    estimatedHours: 6,
    includes: ["dismantling"],
    extras: [
      { kind: "packing", price: "150" },
      { kind: "storage", price: "45" },
    ],
    message: "Three movers, blankets and straps for the washing machine; we can take the wardrobe apart.",
  });
  return [
    hourly("70", 2, 5),
    fixed("795", "fixed"),
    hourly("85", 3, 4),
    fixed("880", "estimate"),
    hourly("65", 2, 6),
    fixed("920", "fixed"),
  ];
}

/** A phone-sized photo (1600 × 1200 JPEG) with a little texture, so that it is not a trivial image. */
async function samplePhoto(seed: number): Promise<Buffer> {
  const w = 400;
  const h = 300;
  const raw = Buffer.alloc(w * h * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 31 + seed * 97 + ((i / 1200) | 0) * 7) & 0xff;
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .resize(1600, 1200)
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function sendPhotoMessage(base: string, cookie: string, roomId: string, text: string, seed: number) {
  const form = new FormData();
  form.set("text", text);
  form.append(
    "photo",
    new Blob([new Uint8Array(await samplePhoto(seed))], { type: "image/jpeg" }),
    `room-${seed}.jpg`,
  );
  const res = await fetch(`${base}/api/conversations/${roomId}/photos`, {
    method: "POST",
    headers: { cookie },
    body: form,
  });
  if (!res.ok) throw new Error(`photo message: ${res.status} ${(await res.text()).slice(0, 300)}`);
}

/** 30 messages, the customer and the mover in turn; every other one of the customer's with a photo (only customers send photos). */
async function conversation(base: string, client: string, mover: string, leadId: string, companyId: string) {
  const room = await call(base, "POST", "/api/conversations", client, { leadId, companyId });
  const roomId = String(room.json.data?.id);
  for (let i = 0; i < 30; i++) {
    const cookie = i % 2 ? mover : client;
    const text =
      i % 2
        ? `Thanks — noted. We'll bring extra blankets for that (${i + 1}).`
        : `Here is the hallway and the stairs, so you can see how tight the turn is (${i + 1}).`;
    if (i % 4 === 0) await sendPhotoMessage(base, cookie, roomId, text, i);
    else await call(base, "POST", `/api/conversations/${roomId}/messages`, cookie, { text });
  }
  return roomId;
}

const idsOf = async (db: Db, emails: string[]) => {
  const found = rows<{ id: string; email: string }>(
    await db.execute(sql`select id, email from companies where email in ${emails}`),
  );
  return emails.map((e) => found.find((r) => r.email === e)!.id);
};

/** Seeds everything above; returns the signed-in sessions and the addresses' ids. */
export async function seedAppData(base: string, db: Db): Promise<AppData> {
  const t0 = performance.now();
  const [client] = rows<{ id: string }>(
    await db.execute(sql`select id from users where email = ${DEMO_CLIENT.email}`),
  );
  const movers = DEMO_COMPANIES.slice(0, 6).map((c) => c.email);
  const companyIds = await idsOf(db, movers);
  const lead = await insertLead(db, client!.id, companyIds, 2, 0);
  const cookies = {
    client: await signIn(base, DEMO_CLIENT.email),
    mover: await signIn(base, movers[0]!),
    admin: await signIn(base, DEMO_ADMIN.email),
  };
  const bodies = quoteBodies(lead.moveDate);
  for (const [i, email] of movers.entries()) {
    const cookie = i === 0 ? cookies.mover : await signIn(base, email);
    await call(base, "POST", `/api/company/leads/${lead.id}/quote`, cookie, bodies[i]);
  }
  const roomId = await conversation(base, cookies.client, cookies.mover, lead.id, companyIds[0]!);
  // the mover's 200 leads over the last fortnight (the first one above is among them)
  const moverLeadIds: string[] = [];
  for (let i = 1; i < 200; i++)
    moverLeadIds.push((await insertLead(db, client!.id, [companyIds[0]!], i % 14, i)).id);
  // a month of activity for the admin's charts: past leads with 6 matches each, 8–35 days old
  const past = await addPastLeads(db, 3000);
  await db.execute(sql`analyze`);
  const s = Math.round((performance.now() - t0) / 100) / 10;
  return {
    cookies,
    leadId: lead.id,
    chatCompanyId: companyIds[0]!,
    roomId,
    clientId: client!.id,
    companyIds,
    moverLeadId: moverLeadIds[0]!,
    moverLeadIds: moverLeadIds.slice(1),
    note: `demo data: a request with 6 quotes (3 hourly, all with extras), a conversation of 30 messages (8 with a photo), a mover with 200 leads, ${past} past leads for the admin's month (seeded in ${s} s)`,
  };
}
