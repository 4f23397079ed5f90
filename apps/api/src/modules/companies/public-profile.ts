// The public face of an approved company (/companies/{companyId}); pending, rejected and suspended
// companies do not exist publicly.
import { todayInLondon } from "@rm/domain";
import { boroughName, insuranceVerifiedUntil } from "@rm/domain/company";
import { isUuid } from "@rm/domain/ids";
import { averageRating } from "@rm/domain/quote";
import { responseTimeLabel } from "@rm/domain/quote-pricing";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { companies, companyDocuments, quotes } from "../../db/schema.ts";
import { companyIsActive } from "../scopes/index.ts";
import { logoUrl } from "./profile-service.ts";

export async function publicProfile(db: DbOrTx, companyId: string) {
  if (!isUuid(companyId)) return null;
  const [c] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), companyIsActive()))
    .limit(1);
  if (!c) return null;
  const docs = await db
    .select({
      kind: companyDocuments.kind,
      status: companyDocuments.status,
      expiresOn: companyDocuments.expiresOn,
    })
    .from(companyDocuments)
    .where(eq(companyDocuments.companyId, c.id));
  const until = insuranceVerifiedUntil(docs);
  // issue #18: "usually quotes within N hours" once it has sent enough quotes
  const [sent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quotes)
    .where(eq(quotes.companyId, c.id));
  const boroughCodes = [...new Set([...(c.boroughCode ? [c.boroughCode] : []), ...c.coverageBoroughs])];
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    logoUrl: logoUrl(c),
    website: c.website,
    services: c.services,
    baseArea: c.postcode.split(" ")[0] ?? c.postcode,
    coverageRadiusMiles: c.coverageRadiusMiles,
    areas: boroughCodes
      .map(boroughName)
      .filter((n): n is string => n !== null)
      .sort(),
    insuranceVerifiedUntil: until,
    insuranceCurrent: until !== null && until >= todayInLondon(),
    yearsTrading: c.yearsTrading,
    fleetSize: c.fleetSize,
    rating: averageRating(c.ratingSum, c.ratingCount),
    ratingCount: c.ratingCount,
    responseTimeLabel: responseTimeLabel(c.responseMinutes, Number(sent?.n ?? 0)),
    memberSince: c.createdAt.toISOString(),
  };
}
export type PublicProfile = NonNullable<Awaited<ReturnType<typeof publicProfile>>>;

/** every company with a public profile (the sitemap lists them) */
export async function publicIds(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(companyIsActive())
    .orderBy(asc(companies.name));
  return rows.map((r) => r.id);
}
