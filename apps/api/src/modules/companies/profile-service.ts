// A company's own profile: read and edit (scoped to the signed-in company user), and its logo.
import type { SessionUser } from "@rm/domain";
import { VETTING_MESSAGES } from "@rm/domain/vetting";
import {
  accountNameOf,
  COMPANY_MESSAGES,
  type CompanyProfile,
  LOGO_MIME_TYPES,
  MAX_LOGO_BYTES,
  insuranceVerifiedUntil,
} from "@rm/domain/company";
import { eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { companies, users } from "../../db/schema.ts";
import { notFound } from "../../lib/http.ts";
import type { FileStorage } from "../../lib/storage.ts";
import { companyOfUser, documentsOfCompany, type Upload, type UploadRules } from "../documents/index.ts";
import { companyIsActive } from "../scopes/index.ts";
import { locateBase } from "./register-company.ts";

export const LOGO_RULES: UploadRules = {
  maxBytes: MAX_LOGO_BYTES,
  allowed: LOGO_MIME_TYPES,
  typeMessage: COMPANY_MESSAGES.logoType,
  tooLargeMessage: COMPANY_MESSAGES.logoTooLarge,
};

type CompanyRow = typeof companies.$inferSelect;

export const logoUrl = (c: Pick<CompanyRow, "id" | "logoKey">) =>
  c.logoKey ? `/api/companies/${c.id}/logo?v=${encodeURIComponent(c.logoKey.slice(-12, -4))}` : null;

/** everything the company's own pages show (never storage keys or the password) */
export function ownView(c: CompanyRow) {
  return {
    id: c.id,
    name: c.name,
    status: c.status,
    statusReason: c.statusReason,
    contactName: c.contactName,
    email: c.email,
    phone: c.phone,
    address: c.address,
    postcode: c.postcode,
    boroughCode: c.boroughCode,
    located: c.lat !== null && c.lon !== null,
    companiesHouseNumber: c.companiesHouseNumber,
    website: c.website,
    yearsTrading: c.yearsTrading,
    fleetSize: c.fleetSize,
    description: c.description,
    logoUrl: logoUrl(c),
    services: c.services,
    coverageRadiusMiles: c.coverageRadiusMiles,
    coverageBoroughs: c.coverageBoroughs,
    paused: c.paused,
    maxLeadsPerDay: c.maxLeadsPerDay,
    maxLeadsPerWeek: c.maxLeadsPerWeek,
    createdAt: c.createdAt.toISOString(),
  };
}

export async function ownCompany(db: DbOrTx, user: SessionUser) {
  if (!user.isCompany) return null;
  const company = await companyOfUser(db, user._id);
  if (!company) return null;
  const documents = await documentsOfCompany(db, company.id);
  return { company: ownView(company), documents, insuranceVerifiedUntil: insuranceVerifiedUntil(documents) };
}

/** The profile's fields and, issue #28, the account's name from its contact name, in one transaction. */
export async function updateOwnProfile(db: Db, user: SessionUser, input: CompanyProfile) {
  const company = await companyOfUser(db, user._id);
  if (!company) throw notFound("No company account found for this login");
  const moved = input.postcode !== company.postcode;
  const located = moved || company.lat === null ? await locateBase(db, input.postcode) : {};
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(companies)
      .set({
        contactName: input.contactName,
        email: input.email,
        phone: input.phone,
        address: input.address,
        postcode: input.postcode,
        ...located,
        website: input.website,
        description: input.description,
        yearsTrading: input.yearsTrading,
        fleetSize: input.fleetSize,
        services: input.services,
        coverageRadiusMiles: input.coverageRadiusMiles,
        coverageBoroughs: input.coverageBoroughs,
        paused: input.paused,
        maxLeadsPerDay: input.maxLeadsPerDay,
        maxLeadsPerWeek: input.maxLeadsPerWeek,
      })
      .where(eq(companies.id, company.id))
      .returning();
    await tx.update(users).set(accountNameOf(input.contactName)).where(eq(users.id, company.userId));
    return saved!;
  });
  return ownView(row);
}

export async function setOwnLogo(db: Db, storage: FileStorage, user: SessionUser, upload: Upload) {
  const company = await companyOfUser(db, user._id);
  if (!company) throw notFound("No company account found for this login");
  const key = await storage.put("logos", upload.ext, upload.data);
  try {
    await db.update(companies).set({ logoKey: key }).where(eq(companies.id, company.id));
  } catch (err) {
    await storage.remove(key);
    throw err;
  }
  if (company.logoKey) await storage.remove(company.logoKey);
  return logoUrl({ id: company.id, logoKey: key });
}

/** A logo is public once the company is approved; before that only the company itself and admins see it. */
export async function openLogo(
  db: DbOrTx,
  storage: FileStorage,
  user: SessionUser | null,
  companyId: string,
) {
  const [row] = await db
    .select({ c: companies, active: sql<boolean>`${companyIsActive()}` })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  const c = row?.c;
  const visible = c && (row.active || user?.isAdmin || (user?.isCompany && c.userId === user._id));
  if (!c?.logoKey || !visible) throw notFound(VETTING_MESSAGES.noSuchLogo);
  const file = await storage.get(c.logoKey);
  if (!file) throw notFound(VETTING_MESSAGES.noSuchLogo);
  return {
    file,
    mime: c.logoKey.endsWith(".png") ? "image/png" : "image/jpeg",
    isPublic: row.active,
  };
}
