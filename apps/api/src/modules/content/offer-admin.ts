// The partners' offers admins keep (issue #19): add, edit, end; every write audited (admin-change.ts).
import type { SessionUser } from "@rm/domain";
import type { AdminPartnerOffer } from "@rm/domain/api";
import { OFFER_ADMIN_MESSAGES as O, type PartnerOfferFields } from "@rm/domain/content-admin";
import { todayInLondon } from "@rm/domain/lead/dates";
import { formatLongDate } from "@rm/domain/quote";
import { asc, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { partnerOffers } from "../../db/schema.ts";
import { badRequest, HttpError, notFound } from "../../lib/http.ts";
import { writeAudit } from "../audit/index.ts";
import { auditedChange, iso, requireAdmin } from "./admin-change.ts";

type OfferRow = typeof partnerOffers.$inferSelect;

const isLive = (o: OfferRow, today: string) => !o.expiredAt && (!o.expiresOn || o.expiresOn >= today);

const offerView = (o: OfferRow, today: string): AdminPartnerOffer => ({
  id: o.id,
  title: o.title,
  partner: o.partner,
  description: o.description,
  code: o.code,
  expiresOn: o.expiresOn,
  expiresLabel: o.expiresOn ? formatLongDate(o.expiresOn) : null,
  expiredAt: iso(o.expiredAt),
  live: isLive(o, today),
  createdAt: o.createdAt.toISOString(),
});

async function loadOffer(db: DbOrTx, id: number) {
  const [o] = await db.select().from(partnerOffers).where(eq(partnerOffers.id, id)).limit(1);
  if (!o) throw notFound(O.notFound);
  return o;
}

const assertNotPast = (expiresOn: string | null, today: string) => {
  if (expiresOn && expiresOn < today) throw badRequest(O.expiresPast, { expiresOn: O.expiresPast });
};

export function offerAdmin(db: Db) {
  const change = auditedChange(db, { type: "partner_offer", notFound: O.notFound, load: loadOffer });
  return {
    /** every offer: running ones first, then the ended ones; oldest first within each */
    async list(caller: SessionUser | null): Promise<AdminPartnerOffer[]> {
      requireAdmin(caller);
      const today = todayInLondon();
      const rows = await db.select().from(partnerOffers).orderBy(asc(partnerOffers.id));
      const all = rows.map((o) => offerView(o, today));
      return [...all.filter((o) => o.live), ...all.filter((o) => !o.live)];
    },

    async create(caller: SessionUser | null, f: PartnerOfferFields): Promise<AdminPartnerOffer> {
      const admin = requireAdmin(caller);
      const today = todayInLondon();
      assertNotPast(f.expiresOn, today);
      return db.transaction(async (tx) => {
        const [o] = await tx.insert(partnerOffers).values(f).returning();
        await writeAudit(tx, {
          actorUserId: admin._id,
          action: "offer.create",
          subjectType: "partner_offer",
          subjectId: String(o!.id),
          data: { title: f.title, partner: f.partner },
        });
        return offerView(o!, today);
      });
    },

    /** an ended offer can be corrected but stays ended */
    update(caller: SessionUser | null, rawId: string, f: PartnerOfferFields): Promise<AdminPartnerOffer> {
      const today = todayInLondon();
      return change(caller, rawId, "offer.edit", async (tx, before, id) => {
        if (f.expiresOn !== before.expiresOn) assertNotPast(f.expiresOn, today);
        const [o] = await tx.update(partnerOffers).set(f).where(eq(partnerOffers.id, id)).returning();
        const changed = Object.entries(f)
          .filter(([k, v]) => before[k as keyof OfferRow] !== v)
          .map(([k]) => k);
        return { audit: { title: f.title, changed }, result: offerView(o!, today) };
      });
    },

    /** ends the offer now: it leaves /partners at once */
    expire(caller: SessionUser | null, rawId: string) {
      return change(caller, rawId, "offer.expire", async (tx, o, id) => {
        if (!isLive(o, todayInLondon())) throw new HttpError(409, O.alreadyExpired);
        await tx.update(partnerOffers).set({ expiredAt: new Date() }).where(eq(partnerOffers.id, id));
        return { audit: { title: o.title }, result: { message: O.expired } };
      });
    },
  };
}
