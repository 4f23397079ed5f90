// Issue #18: a company's saved quote templates, one per kind of job ("Studio flat, man and van"). Only an
// active company keeps and reads them; another company's template is a 404, as a missing one is. The list
// comes with the company's certificate cover, which the quote form shows (cover is never typed per quote).
import type { SessionUser } from "@rm/domain";
import { TEMPLATE_LIMITS, TEMPLATE_MESSAGES as T, type TemplateFields } from "@rm/domain/quote";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { quoteTemplates } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/http.ts";
import { companyOf, refuseInactiveCompany } from "../scopes/index.ts";
import { certificateCover, coverView } from "./cover.ts";

export interface TemplateView extends TemplateFields {
  id: string;
  updatedAt: string;
}

type Row = typeof quoteTemplates.$inferSelect;

const toView = (r: Row): TemplateView => ({
  ...(r.terms as Omit<TemplateFields, "name" | "moveType">),
  name: r.name,
  moveType: r.moveType as TemplateFields["moveType"],
  id: r.id,
  updatedAt: r.updatedAt.toISOString(),
});

/** The caller's active company, or 403 (not approved, suspended) / 404 (no company). */
async function activeCompany(db: DbOrTx, user: SessionUser, lock = false) {
  const company = await companyOf(db, user, { lock });
  if (company) return company;
  await refuseInactiveCompany(db, user);
  throw notFound(T.notFound);
}

const split = ({ name, moveType, ...terms }: TemplateFields) => ({ name, moveType, terms });

export async function listTemplates(db: DbOrTx, user: SessionUser) {
  const company = await activeCompany(db, user);
  const rows = await db
    .select()
    .from(quoteTemplates)
    .where(eq(quoteTemplates.companyId, company.id))
    .orderBy(asc(quoteTemplates.moveType), asc(quoteTemplates.name));
  return { templates: rows.map(toView), cover: coverView(await certificateCover(db, company.id)) };
}

async function refuseTakenName(tx: Tx, companyId: string, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: quoteTemplates.id })
    .from(quoteTemplates)
    .where(
      and(
        eq(quoteTemplates.companyId, companyId),
        sql`lower(${quoteTemplates.name}) = lower(${name})`,
        exceptId ? ne(quoteTemplates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(T.nameTaken);
}

export async function createTemplate(db: Db, user: SessionUser, fields: TemplateFields) {
  return db.transaction(async (tx) => {
    // the company's row held: two saves at once cannot both pass the count or the name check
    const company = await activeCompany(tx, user, true);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(quoteTemplates)
      .where(eq(quoteTemplates.companyId, company.id));
    if (Number(count?.n ?? 0) >= TEMPLATE_LIMITS.perCompany) throw conflict(T.tooMany);
    await refuseTakenName(tx, company.id, fields.name);
    const [row] = await tx
      .insert(quoteTemplates)
      .values({ companyId: company.id, ...split(fields) })
      .returning();
    return toView(row!);
  });
}

export async function updateTemplate(db: Db, user: SessionUser, id: string, fields: TemplateFields) {
  return db.transaction(async (tx) => {
    const company = await activeCompany(tx, user, true);
    await refuseTakenName(tx, company.id, fields.name, id);
    const [row] = await tx
      .update(quoteTemplates)
      .set({ ...split(fields), updatedAt: new Date() })
      .where(and(eq(quoteTemplates.id, id), eq(quoteTemplates.companyId, company.id)))
      .returning();
    if (!row) throw notFound(T.notFound);
    return toView(row);
  });
}

export async function deleteTemplate(db: Db, user: SessionUser, id: string) {
  const company = await activeCompany(db, user);
  const [row] = await db
    .delete(quoteTemplates)
    .where(and(eq(quoteTemplates.id, id), eq(quoteTemplates.companyId, company.id)))
    .returning({ id: quoteTemplates.id });
  if (!row) throw notFound(T.notFound);
  return { id: row.id };
}
