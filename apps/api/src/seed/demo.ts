// Demo data worthy of a demo. Idempotent: every insert skips rows that already exist.
import { eq } from "drizzle-orm";
import type { AppContext } from "../app-context.ts";
import { companies, companyDocuments, reviews, users } from "../db/schema.ts";
import { hashPassword } from "../lib/passwords.ts";
import { seal, useEncryptionKey } from "../lib/secret-box.ts";
import { extraSeeds } from "./extra-seeds.ts";
import { placeholderKey, SEED_DOCUMENT_NAMES } from "./demo-documents.ts";
import {
  DEMO_ADMIN,
  DEMO_ADMIN_TOTP_SECRET,
  DEMO_CLIENT,
  DEMO_COMPANIES,
  DEMO_PASSWORD,
} from "./demo-accounts.ts";

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export async function seedDemo(ctx: AppContext, log: (m: string) => void) {
  const { db } = ctx;
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ADMIN.email))
    .limit(1);
  if (existing.length === 0) {
    useEncryptionKey(ctx.config);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.transaction(async (tx) => {
      await tx
        .insert(users)
        .values([
          {
            ...DEMO_ADMIN,
            role: "admin",
            passwordHash,
            totpSecret: seal(DEMO_ADMIN_TOTP_SECRET),
            totpEnabledAt: new Date(),
            emailVerifiedAt: new Date(),
          },
          {
            ...DEMO_CLIENT,
            phoneNumber: DEMO_CLIENT.phone,
            role: "client",
            passwordHash,
            title: "Mr",
            // the demo customer has used an emailed link before (issue #29 item 6: his requests go straight out)
            emailVerifiedAt: new Date(),
          },
        ])
        .onConflictDoNothing();
      const nextYear = new Date();
      nextYear.setFullYear(nextYear.getFullYear() + 1);
      const expiresOn = nextYear.toISOString().slice(0, 10);
      for (const c of DEMO_COMPANIES) {
        const [u] = await tx
          .insert(users)
          .values({
            email: c.email,
            role: "company",
            passwordHash,
            firstName: c.contactName.split(" ")[0]!,
            lastName: c.contactName.split(" ").slice(1).join(" "),
            phoneNumber: c.phone,
            emailVerifiedAt: new Date(),
          })
          .onConflictDoNothing()
          .returning();
        if (!u) continue;
        const ratingSum = c.ratings.reduce((s, r) => s + r[0], 0);
        const [company] = await tx
          .insert(companies)
          .values({
            userId: u.id,
            name: c.name,
            slug: slugify(c.name),
            contactName: c.contactName,
            email: c.email,
            phone: c.phone,
            address: c.address,
            postcode: c.postcode,
            lat: c.lat,
            lon: c.lon,
            boroughCode: c.boroughCode,
            yearsTrading: c.yearsTrading,
            fleetSize: c.fleetSize,
            description: c.description,
            services: c.services,
            coverageRadiusMiles: c.radiusMiles,
            coverageBoroughs: c.boroughs,
            status: "approved",
            ratingSum,
            ratingCount: c.ratings.length,
          })
          .returning();
        for (const kind of ["git", "pl"] as const) {
          await tx.insert(companyDocuments).values({
            companyId: company!.id,
            kind,
            coverPence: kind === "git" ? 5_000_000 : 500_000_000,
            expiresOn,
            // the specimen PDF itself is stored by seedDemoDocumentFiles (extra-seeds.ts)
            fileKey: placeholderKey(company!.id, kind),
            originalName: SEED_DOCUMENT_NAMES[kind],
            mime: "application/pdf",
            size: 0,
            status: "verified",
            reviewedAt: new Date(),
          });
        }
        await tx.insert(reviews).values(
          c.ratings.map(([rating, authorName, body]) => ({
            companyId: company!.id,
            rating,
            authorName,
            body,
          })),
        );
      }
    });
    log(`seed: demo accounts and ${DEMO_COMPANIES.length} companies created (password "${DEMO_PASSWORD}")`);
  }
  for (const s of extraSeeds) await s(ctx, log);
}
