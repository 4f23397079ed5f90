// Issue #5 (docs/README.md#issues): reminders go out 30 and 7 days before a verified Goods in Transit or Public Liability
// certificate expires. Each reminder is claimed with an UPDATE … RETURNING, so it is sent once even with
// several processes; a certificate already followed by a newer (pending or verified) one is not reminded.
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";
import { and, eq, inArray, isNull, lte, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, companyDocuments } from "../../db/schema.ts";
import { enqueueMail } from "../mail/index.ts";
import { documentMails } from "./document-mails.ts";

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export async function sendExpiryReminders(db: Db, appUrl: string, now = new Date()): Promise<number> {
  const today = todayInLondon(now);
  let sent = 0;
  // the 7-day reminder first: a certificate verified late gets only the nearer one
  for (const window of [7, 30] as const) {
    const column = window === 7 ? companyDocuments.reminded7At : companyDocuments.reminded30At;
    sent += await db.transaction(async (tx) => {
      const due = tx
        .select({ id: companyDocuments.id })
        .from(companyDocuments)
        .where(
          and(
            eq(companyDocuments.status, "verified"),
            inArray(companyDocuments.kind, ["git", "pl"]),
            gte(companyDocuments.expiresOn, today),
            lte(companyDocuments.expiresOn, addDaysIso(today, window)),
            isNull(column),
            sql`not exists (select 1 from company_documents newer where newer.company_id = ${companyDocuments.companyId}
              and newer.kind = ${companyDocuments.kind} and newer.status in ('pending', 'verified')
              and newer.expires_on > ${companyDocuments.expiresOn})`,
          ),
        );
      const claimed = await tx
        .update(companyDocuments)
        .set(window === 7 ? { reminded7At: now, reminded30At: now } : { reminded30At: now })
        .where(and(inArray(companyDocuments.id, due), isNull(column)))
        .returning();
      for (const doc of claimed) {
        const [company] = await tx.select().from(companies).where(eq(companies.id, doc.companyId));
        if (!company || company.status === "rejected") continue;
        const days = daysBetween(today, doc.expiresOn);
        await enqueueMail(tx, documentMails.expiryReminder(company, doc.kind, doc.expiresOn, days, appUrl));
      }
      return claimed.length;
    });
  }
  return sent;
}
