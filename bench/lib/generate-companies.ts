// For the matching bench (bench/lib/matching.ts): `generateCompanies(db, n, seed)` adds n approved removal companies
// spread over London's 33 boroughs, with verified GIT and PL certificates, so matchLead can be timed at
// 1,000 / 10,000 / 100,000 companies. Same seed → same companies; different seeds → different ones.
import { BOROUGHS } from "@rm/domain/areas/boroughs";
import { MOVE_TYPES } from "@rm/domain/lead/options";
import { distanceMiles } from "@rm/domain/matching";
import { sql } from "drizzle-orm";
import type { Db } from "../../apps/api/src/db/client.ts";
import { companies, companyDocuments, users } from "../../apps/api/src/db/schema.ts";

const BATCH = 1000;
const EXTRAS = ["Packing", "Dismantling and reassembly", "Cleaning", "Storage"];

/** mulberry32: a small seeded generator, so a seed always gives the same companies */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function uuidFrom(rand: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16));
  hex[12] = "4";
  hex[16] = "89ab"[Math.floor(rand() * 4)]!;
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86400_000).toISOString().slice(0, 10);

/** Boroughs whose centre lies within `miles` of the given borough's centre (itself first). */
const NEARBY = new Map(
  BOROUGHS.map((b) => [
    b.gssCode,
    BOROUGHS.filter((o) => distanceMiles(b.centroid, o.centroid) <= 6)
      .sort((x, y) => distanceMiles(b.centroid, x.centroid) - distanceMiles(b.centroid, y.centroid))
      .map((o) => o.gssCode),
  ]),
);

function makeCompany(rand: () => number, seed: number, i: number) {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const borough = pick(BOROUGHS);
  const id = uuidFrom(rand);
  const lat = borough.centroid.lat + (rand() - 0.5) * 0.04;
  const lon = borough.centroid.lon + (rand() - 0.5) * 0.06;
  const services = MOVE_TYPES.filter((t) => rand() < (t === "House/Flat Removals" ? 0.85 : 0.55));
  if (services.length === 0) services.push("Man and Van");
  const nearby = NEARBY.get(borough.gssCode) ?? [borough.gssCode];
  const ratingCount = Math.floor(rand() * 40);
  const email = `bench-${seed}-${i}@bench.example.com`;
  return {
    id,
    email,
    company: {
      id,
      name: `Bench Removals ${seed}-${i}`,
      slug: `bench-removals-${seed}-${i}`,
      contactName: "Bench Contact",
      email,
      phone: "020 7946 0999",
      address: `${i} Bench Street`,
      postcode: borough.districts[0] ? `${borough.districts[0]} 1AA` : "SE1 1AA",
      lat,
      lon,
      boroughCode: borough.gssCode,
      yearsTrading: Math.floor(rand() * 30),
      fleetSize: 1 + Math.floor(rand() * 10),
      services: [...services, ...EXTRAS.filter(() => rand() < 0.4)],
      coverageRadiusMiles: 3 + Math.floor(rand() * 13),
      coverageBoroughs: nearby.slice(0, 1 + Math.floor(rand() * Math.min(4, nearby.length))),
      status: "approved" as const,
      paused: rand() < 0.03,
      maxLeadsPerDay: pick([5, 10, 10, 20]),
      maxLeadsPerWeek: pick([25, 50, 50, 100]),
      ratingSum: Math.round(ratingCount * (3 + rand() * 2)),
      ratingCount,
      responseMinutes: rand() < 0.3 ? null : 10 + Math.floor(rand() * 1430),
    },
    // a few certificates have run out: those companies must never be matched
    expiresOn: rand() < 0.02 ? day(-3) : day(60 + Math.floor(rand() * 340)),
  };
}

/** Adds n approved companies (with users and verified GIT/PL) in batches; returns their ids. */
export async function generateCompanies(db: Db, n: number, seed: number): Promise<string[]> {
  const rand = generator(seed);
  const ids: string[] = [];
  for (let start = 0; start < n; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, n - start) }, (_, k) =>
      makeCompany(rand, seed, start + k),
    );
    await db.transaction(async (tx) => {
      const made = await tx
        .insert(users)
        .values(rows.map((r) => ({ email: r.email, role: "company" as const, firstName: "Bench" })))
        .onConflictDoNothing()
        .returning({ id: users.id, email: users.email });
      const userIds = new Map(made.map((u) => [u.email, u.id]));
      const fresh = rows.filter((r) => userIds.has(r.email));
      if (fresh.length === 0) return;
      await tx.insert(companies).values(fresh.map((r) => ({ ...r.company, userId: userIds.get(r.email)! })));
      await tx.insert(companyDocuments).values(
        fresh.flatMap((r) =>
          (["git", "pl"] as const).map((kind) => ({
            companyId: r.id,
            kind,
            coverPence: kind === "git" ? 5_000_000 : 500_000_000,
            expiresOn: r.expiresOn,
            fileKey: `bench/${r.id}-${kind}.pdf`,
            originalName: `${kind}.pdf`,
            mime: "application/pdf",
            size: 1024,
            status: "verified" as const,
            reviewedAt: new Date(),
          })),
        ),
      );
      ids.push(...fresh.map((r) => r.id));
    });
  }
  await db.execute(sql`analyze companies`);
  await db.execute(sql`analyze company_documents`);
  return ids;
}
