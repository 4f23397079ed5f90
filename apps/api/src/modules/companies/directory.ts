// docs/product/routes.md §2 `/companies` (client-protected): approved companies, searchable by name, borough and service.
import { BOROUGHS, boroughBySlug } from "@rm/domain/areas/boroughs";
import { averageRating } from "@rm/domain/quote";
import { singleLine } from "@rm/domain/safe-text";
import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { companies } from "../../db/schema.ts";
import { companyIsActive } from "../scopes/index.ts";

export const directoryQuerySchema = z.object({
  search: singleLine(z.string().trim().max(100, "Please search with 100 characters or fewer")).optional(),
  borough: singleLine(z.string().trim().max(60)).optional(),
  service: singleLine(z.string().trim().max(60)).optional(),
});
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

const BOROUGH_NAMES = new Map(BOROUGHS.map((b) => [b.gssCode, b.name]));
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface DirectoryCompany {
  id: string;
  name: string;
  profilePath: string;
  borough: string | null;
  services: string[];
  rating: number | null;
  reviewCount: number;
  yearsTrading: number;
  description: string;
}

export async function listCompanies(db: DbOrTx, q: DirectoryQuery) {
  const where: SQL[] = [companyIsActive()];
  if (q.search) where.push(ilike(companies.name, `%${likeEscape(q.search)}%`));
  const borough = q.borough ? boroughBySlug(q.borough) : undefined;
  if (borough) {
    where.push(
      or(
        eq(companies.boroughCode, borough.gssCode),
        sql`${borough.gssCode} = any(${companies.coverageBoroughs})`,
      )!,
    );
  }
  if (q.service) where.push(sql`${q.service} = any(${companies.services})`);
  const rows = await db
    .select()
    .from(companies)
    .where(and(...where))
    .orderBy(asc(companies.name))
    .limit(200);
  const services = await db
    .selectDistinct({ s: sql<string>`unnest(${companies.services})` })
    .from(companies)
    .where(companyIsActive());
  return {
    query: { search: q.search ?? "", borough: borough?.slug ?? "", service: q.service ?? "" },
    companies: rows.map(
      (c): DirectoryCompany => ({
        id: c.id,
        name: c.name,
        profilePath: `/companies/${c.id}`,
        borough: c.boroughCode ? (BOROUGH_NAMES.get(c.boroughCode) ?? null) : null,
        services: c.services,
        rating: averageRating(c.ratingSum, c.ratingCount),
        reviewCount: c.ratingCount,
        yearsTrading: c.yearsTrading,
        description: c.description,
      }),
    ),
    options: {
      boroughs: [...BOROUGHS]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((b) => ({ slug: b.slug, name: b.name })),
      services: services.map((s) => s.s).sort(),
    },
  };
}
