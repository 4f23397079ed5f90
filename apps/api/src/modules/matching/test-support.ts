// Helpers for the matching tests: companies and leads made to measure, and work that is always rolled back.
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import type { Database, Db, DbOrTx, Tx } from "../../db/client.ts";
import { companies, companyDocuments, leads, users } from "../../db/schema.ts";
import { DEMO_CLIENT } from "../../seed/demo-accounts.ts";
import { type LeadToMatch, matchLead } from "./match.ts";

const ROLLBACK = Symbol("rollback");

/** Runs `fn` in a transaction that is always rolled back, and returns what `fn` returned. */
export async function rolledBack<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  let out: { value: T } | undefined;
  try {
    await db.transaction(async (tx) => {
      out = { value: await fn(tx) };
      throw ROLLBACK;
    });
  } catch (err) {
    if (err !== ROLLBACK) throw err;
  }
  return out!.value;
}

export interface CompanySpec {
  id?: string;
  name?: string;
  lat?: number | null;
  lon?: number | null;
  services?: string[];
  coverageRadiusMiles?: number;
  coverageBoroughs?: string[];
  status?: "pending" | "approved" | "rejected" | "suspended";
  paused?: boolean;
  maxLeadsPerDay?: number;
  maxLeadsPerWeek?: number;
  ratingSum?: number;
  ratingCount?: number;
  responseMinutes?: number | null;
  lastMatchedAt?: Date | null;
  /** defaults to a verified GIT and PL valid for a year */
  documents?: {
    kind: "git" | "pl" | "bar" | "other";
    status: "pending" | "verified" | "rejected";
    expiresOn: string;
  }[];
}

export const inDays = (days: number, from = new Date()) =>
  new Date(from.getTime() + days * 86400_000).toISOString().slice(0, 10);

/** A company (and its user) near Tower Bridge unless told otherwise; returns its id. */
export async function addCompany(db: DbOrTx, spec: CompanySpec = {}): Promise<string> {
  const id = spec.id ?? randomUUID();
  const [user] = await db
    .insert(users)
    .values({ email: `${id}@match-test.example.com`, role: "company", firstName: "Test" })
    .returning({ id: users.id });
  await db.insert(companies).values({
    id,
    userId: user!.id,
    name: spec.name ?? `Test Movers ${id.slice(0, 8)}`,
    slug: `test-${id}`,
    contactName: "Test Person",
    email: `${id}@match-test.example.com`,
    phone: "020 7946 0000",
    address: "1 Test Street",
    postcode: "SE1 2UP",
    lat: spec.lat === undefined ? 51.5055 : spec.lat,
    lon: spec.lon === undefined ? -0.0754 : spec.lon,
    services: spec.services ?? ["House/Flat Removals", "Man and Van"],
    coverageRadiusMiles: spec.coverageRadiusMiles ?? 5,
    coverageBoroughs: spec.coverageBoroughs ?? [],
    status: spec.status ?? "approved",
    paused: spec.paused ?? false,
    maxLeadsPerDay: spec.maxLeadsPerDay ?? 10,
    maxLeadsPerWeek: spec.maxLeadsPerWeek ?? 50,
    ratingSum: spec.ratingSum ?? 0,
    ratingCount: spec.ratingCount ?? 0,
    responseMinutes: spec.responseMinutes ?? null,
    lastMatchedAt: spec.lastMatchedAt ?? null,
  });
  const docs = spec.documents ?? [
    { kind: "git", status: "verified", expiresOn: inDays(365) },
    { kind: "pl", status: "verified", expiresOn: inDays(365) },
  ];
  if (docs.length > 0) {
    await db.insert(companyDocuments).values(
      docs.map((d) => ({
        companyId: id,
        kind: d.kind,
        status: d.status,
        expiresOn: d.expiresOn,
        fileKey: `test/${id}-${d.kind}.pdf`,
        originalName: `${d.kind}.pdf`,
        mime: "application/pdf",
        size: 100,
      })),
    );
  }
  return id;
}

/** A lead row owned by the demo client (lead_matches needs one to point at). */
export async function addLead(db: DbOrTx, lead: Omit<LeadToMatch, "id">): Promise<LeadToMatch> {
  const [client] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CLIENT.email));
  const [row] = await db
    .insert(leads)
    .values({
      clientUserId: client!.id,
      typeOfMove: lead.typeOfMove,
      fromPostcode: "SE1 2UP",
      fromLat: lead.fromLat,
      fromLon: lead.fromLon,
      fromBoroughCode: lead.fromBoroughCode,
      moveDate: lead.moveDate,
      details: {},
    })
    .returning({ id: leads.id });
  return { id: row!.id, ...lead };
}

/**
 * An intake that matches a house move at `spot` and then holds its companies' row locks, uncommitted, until
 * `release()`. Resolve `matched` before starting the intake that should queue behind it.
 */
export function holdingIntake(database: Database, spot: { lat: number; lon: number }) {
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  let matchedNow!: () => void;
  const matched = new Promise<void>((r) => {
    matchedNow = r;
  });
  const lead = { typeOfMove: "House/Flat Removals", moveDate: null, fromBoroughCode: null };
  const picks = database.db.transaction(async (tx) => {
    const chosen = await matchLead(tx, await addLead(tx, { ...lead, fromLat: spot.lat, fromLon: spot.lon }));
    matchedNow();
    await released;
    return chosen;
  });
  return { matched, release, picks };
}

/**
 * How many statements of this database wait for a lock, once one does (PostgreSQL; polls up to 2 s). PGlite
 * runs one statement at a time, so nothing can wait there: it only lets the other intake start, and says 0.
 */
export async function lockWaiters(database: Database): Promise<number> {
  if (database.kind !== "postgres") {
    await sleep(20);
    return 0;
  }
  let waiting = 0;
  for (let i = 0; i < 100 && waiting === 0; i++) {
    await sleep(20);
    const r = (await database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    waiting = Number(r.rows[0]!.n);
  }
  return waiting;
}
