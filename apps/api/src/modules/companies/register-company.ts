// Company sign-up: once the emailed link is used, a user with the company role and a company in status
// "pending" (vetting), signed in.
import { REGISTRATION_MESSAGES } from "@rm/domain/account-security";
import { accountNameOf, type CompanyRegistration } from "@rm/domain/company";
import { like } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { companies, users } from "../../db/schema.ts";
import { badRequest } from "../../lib/http.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { writeAudit } from "../audit/index.ts";
import { createSession, offerAccount, takePendingAccount, toSessionUser } from "../accounts/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { locatePostcode } from "../postcodes/index.ts";
import { companyMails } from "./mails.ts";

export interface RegisterDeps {
  db: Db;
  sessionDays: number;
  appUrl: string;
}

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60) || "company";

/** a slug nobody has yet: "acme-removals", else "acme-removals-2", "-3", ... */
async function freeSlug(db: DbOrTx, name: string) {
  const base = slugify(name);
  const taken = new Set(
    (
      await db
        .select({ slug: companies.slug })
        .from(companies)
        .where(like(companies.slug, `${base}%`))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

/** where the base is: position and borough from the postcode tables (null when unknown) */
export async function locateBase(db: DbOrTx, postcode: string) {
  const loc = await locatePostcode(db, postcode);
  return { lat: loc?.lat ?? null, lon: loc?.lon ?? null, boroughCode: loc?.boroughCode ?? null };
}

/** Postgres unique_violation, possibly wrapped by drizzle */
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: unknown } | null;
  return e?.code === "23505" || (e?.cause !== undefined && isUniqueViolation(e.cause));
};

/** what a company's registration keeps until its link is used: the form without the password */
type PendingCompany = Omit<CompanyRegistration, "password" | "confirmPassword"> & { passwordHash: string };

/**
 * A company signs up: nothing is made yet, for any address (issue #29 item 8, accounts' pending-accounts.ts):
 * a new address is sent the link that opens the company's account, a known one is told someone tried.
 */
export async function registerCompany(deps: RegisterDeps, input: CompanyRegistration) {
  const { password: _p, confirmPassword: _c, ...form } = input;
  const details: PendingCompany = { ...form, passwordHash: await hashPassword(input.password) };
  await offerAccount(deps.db, {
    email: input.email,
    role: "company",
    details: { ...details, firstName: accountNameOf(input.contactName).firstName },
    appUrl: deps.appUrl,
  });
}

/** The emailed link is used: the company's account is made (pending vetting, its email proven), signed in. */
export async function openCompanyAccount(deps: RegisterDeps, token: string) {
  try {
    return await deps.db.transaction(async (tx) => {
      const pending = await takePendingAccount(tx, token, "company");
      const details = pending.details as unknown as PendingCompany;
      return insertCompany(tx, deps, { ...details, email: pending.email });
    });
  } catch (err) {
    // two links of one address used at the same moment: the unique index decides
    if (isUniqueViolation(err)) throw badRequest(REGISTRATION_MESSAGES.alreadyOpen);
    throw err;
  }
}

async function insertCompany(tx: Tx, deps: RegisterDeps, input: PendingCompany) {
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email,
      passwordHash: input.passwordHash,
      role: "company",
      // the emailed link proves the address
      emailVerifiedAt: new Date(),
      ...accountNameOf(input.contactName),
      phoneNumber: input.phone,
    })
    .returning();
  const [company] = await tx
    .insert(companies)
    .values({
      userId: user!.id,
      name: input.companyName,
      slug: await freeSlug(tx, input.companyName),
      contactName: input.contactName,
      email: input.email,
      phone: input.phone,
      address: input.address,
      postcode: input.postcode,
      ...(await locateBase(tx, input.postcode)),
      companiesHouseNumber: input.companiesHouseNumber,
      website: input.website,
      yearsTrading: input.yearsTrading,
      fleetSize: input.fleetSize,
      services: input.services,
      coverageRadiusMiles: input.coverageRadiusMiles,
      coverageBoroughs: input.coverageBoroughs,
      status: "pending",
    })
    .returning();
  await writeAudit(tx, {
    actorUserId: user!.id,
    action: "company.register",
    subjectType: "company",
    subjectId: company!.id,
    data: { companyId: company!.id, name: company!.name },
  });
  await enqueueMail(tx, companyMails.welcome(company!, deps.appUrl));
  const session = await createSession(tx, user!.id, deps.sessionDays);
  return { user: toSessionUser(user!), company: company!, session };
}
