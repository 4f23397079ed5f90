// Issue #18: a company's insurance cover, read from its verified, unexpired certificates — never typed per
// quote. For each kind (Goods in Transit, Public Liability) the certificate that runs the longest counts: its
// amount (set by the company on upload, checked by the admin who verifies it) and its expiry date.
import { formatLongDate, todayInLondon } from "@rm/domain/lead/dates";
import { formatPounds } from "@rm/domain/money";
import type { CertificateCover } from "@rm/domain/quote-pricing";
import { and, eq, gte, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { companyDocuments } from "../../db/schema.ts";

const NONE: CertificateCover = { goodsInTransitPence: null, publicLiabilityPence: null, verifiedUntil: null };

/** Each company's cover (companies without a verified certificate get nulls). */
export async function certificateCovers(
  db: DbOrTx,
  companyIds: readonly string[],
): Promise<Map<string, CertificateCover>> {
  const out = new Map<string, CertificateCover>(companyIds.map((id) => [id, { ...NONE }]));
  if (companyIds.length === 0) return out;
  const rows = await db
    .select({
      companyId: companyDocuments.companyId,
      kind: companyDocuments.kind,
      coverPence: companyDocuments.coverPence,
      expiresOn: companyDocuments.expiresOn,
    })
    .from(companyDocuments)
    .where(
      and(
        inArray(companyDocuments.companyId, [...companyIds]),
        eq(companyDocuments.status, "verified"),
        inArray(companyDocuments.kind, ["git", "pl"]),
        gte(companyDocuments.expiresOn, todayInLondon()),
      ),
    );
  const best = new Map<string, (typeof rows)[number]>();
  for (const r of rows) {
    const key = `${r.companyId}:${r.kind}`;
    const seen = best.get(key);
    if (!seen || r.expiresOn > seen.expiresOn) best.set(key, r);
  }
  for (const id of companyIds) {
    const git = best.get(`${id}:git`);
    const pl = best.get(`${id}:pl`);
    out.set(id, {
      goodsInTransitPence: git?.coverPence ?? null,
      publicLiabilityPence: pl?.coverPence ?? null,
      verifiedUntil: git && pl ? [git.expiresOn, pl.expiresOn].sort()[0]! : null,
    });
  }
  return out;
}

export async function certificateCover(db: DbOrTx, companyId: string): Promise<CertificateCover> {
  return (await certificateCovers(db, [companyId])).get(companyId) ?? { ...NONE };
}

export interface CoverView extends CertificateCover {
  goodsInTransitLabel: string | null;
  publicLiabilityLabel: string | null;
  verifiedUntilLabel: string | null;
}

/** The cover with the words the pages show. */
export function coverView(c: CertificateCover): CoverView {
  const money = (p: number | null) => (p === null ? null : formatPounds(p));
  return {
    ...c,
    goodsInTransitLabel: money(c.goodsInTransitPence),
    publicLiabilityLabel: money(c.publicLiabilityPence),
    verifiedUntilLabel: c.verifiedUntil ? formatLongDate(c.verifiedUntil) : null,
  };
}
