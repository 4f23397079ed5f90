// Issue #33: a phone number is verified once with a one-time code before any text goes to it (docs/product/texts.md).
// A code is 6 random digits, stored only as a keyed hash, good for TEXT_LIMITS.codeMinutes and one right answer;
// TEXT_LIMITS.maxTries wrong answers end it (a new code is needed). Codes are rate limited per account and per
// number, and no answer says whether another account uses the number. Any signed-in caller may verify (a D8
// guest at the end of the wizard too: movers then see "Phone verified" on the lead).
import { randomInt } from "node:crypto";
import type { SessionUser } from "@rm/domain";
import { isUuid } from "@rm/domain/ids";
import { phoneLabel, TEXT_LIMITS, TEXT_MESSAGES as M, textWords, ukMobileE164 } from "@rm/domain/texts";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { leadMatches, leads, phoneCodes, phones } from "../../db/schema.ts";
import { badRequest, HttpError } from "../../lib/http.ts";
import { counterName } from "../../lib/secret-box.ts";
import { companyOf } from "../scopes/index.ts";
import { queueCodeText } from "./outbox.ts";

export interface PhoneState {
  phone: string | null;
  verified: boolean;
  pending: string | null;
}

const hashOf = (userId: string, e164: string, code: string) =>
  counterName(`phone-code:${userId}:${e164}:${code}`);

function numberOf(raw: unknown): string {
  const e164 = typeof raw === "string" ? ukMobileE164(raw) : null;
  if (!e164) throw badRequest(M.badPhone, { phone: M.badPhone });
  return e164;
}

/** The caller's verified phone, and the number a live code waits for. */
export async function phoneState(db: DbOrTx, user: SessionUser, now = new Date()): Promise<PhoneState> {
  const [phone] = await db.select().from(phones).where(eq(phones.userId, user._id)).limit(1);
  const [code] = await db
    .select({ e164: phoneCodes.e164 })
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.userId, user._id),
        isNull(phoneCodes.usedAt),
        gt(phoneCodes.expiresAt, now),
        sql`${phoneCodes.tries} < ${TEXT_LIMITS.maxTries}`,
      ),
    )
    .orderBy(desc(phoneCodes.id))
    .limit(1);
  return {
    phone: phone ? phoneLabel(phone.e164) : null,
    verified: Boolean(phone),
    pending: code ? phoneLabel(code.e164) : null,
  };
}

/** How many codes were asked for since `since`, by this account and for this number. */
async function codesSince(tx: DbOrTx, userId: string, e164: string, since: Date) {
  const [row] = (
    (await tx.execute(sql`
      select count(*) filter (where user_id = ${userId}::uuid)::int as mine,
        count(*) filter (where e164 = ${e164})::int as number
      from phone_codes where created_at > ${since.toISOString()}::timestamptz
        and (user_id = ${userId}::uuid or e164 = ${e164})`)) as unknown as {
      rows: { mine: number; number: number }[];
    }
  ).rows;
  return row ?? { mine: 0, number: 0 };
}

/**
 * Sends a new code to `raw` (the caller's earlier codes stop working). 400 for a number that is not a UK mobile,
 * 429 past the hourly or daily limits — the same answer whoever else asked for that number.
 */
export async function requestCode(db: Db, user: SessionUser, raw: unknown, now = new Date()) {
  const e164 = numberOf(raw);
  await db.transaction(async (tx) => {
    // one account's requests one at a time (the counts below cannot be raced past)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`phone-code:${user._id}`}, 0))`);
    const hour = await codesSince(tx, user._id, e164, new Date(now.getTime() - 3600_000));
    const day = await codesSince(tx, user._id, e164, new Date(now.getTime() - 86_400_000));
    if (
      hour.mine >= TEXT_LIMITS.codesPerUserHour ||
      day.mine >= TEXT_LIMITS.codesPerUserDay ||
      hour.number >= TEXT_LIMITS.codesPerNumberHour ||
      day.number >= TEXT_LIMITS.codesPerNumberDay
    )
      throw new HttpError(429, M.tooManyCodes);
    await tx
      .update(phoneCodes)
      .set({ usedAt: now })
      .where(and(eq(phoneCodes.userId, user._id), isNull(phoneCodes.usedAt)));
    const code = String(randomInt(0, 10 ** TEXT_LIMITS.codeDigits)).padStart(TEXT_LIMITS.codeDigits, "0");
    const [row] = await tx
      .insert(phoneCodes)
      .values({
        userId: user._id,
        e164,
        codeHash: hashOf(user._id, e164, code),
        expiresAt: new Date(now.getTime() + TEXT_LIMITS.codeMinutes * 60_000),
        createdAt: now,
      })
      .returning({ id: phoneCodes.id });
    await queueCodeText(tx, {
      key: `code:${row!.id}`,
      userId: user._id,
      to: e164,
      body: textWords.code(code),
      code,
    });
  });
  return phoneState(db, user, now);
}

type Outcome = "verified" | "wrong" | "spent" | "expired" | "none";

/**
 * Checks `code` against the caller's live code for `raw`. Right: the number is the caller's verified phone (opted
 * in) and the code is spent. Wrong, spent, expired or none: 400 with the reason, nothing verified; a wrong answer
 * counts (committed before the refusal), and the last allowed one ends the code.
 */
export async function verifyCode(db: Db, user: SessionUser, raw: unknown, code: unknown, now = new Date()) {
  const e164 = numberOf(raw);
  if (typeof code !== "string" || !/^\d{6}$/.test(code.trim()))
    throw badRequest(M.badCode, { code: M.badCode });
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [live] = await tx
      .select()
      .from(phoneCodes)
      .where(and(eq(phoneCodes.userId, user._id), eq(phoneCodes.e164, e164), isNull(phoneCodes.usedAt)))
      .orderBy(desc(phoneCodes.id))
      .limit(1)
      .for("update");
    if (!live) return "none";
    if (live.tries >= TEXT_LIMITS.maxTries) return "spent";
    if (live.expiresAt <= now) return "expired";
    if (live.codeHash !== hashOf(user._id, e164, code.trim())) {
      await tx
        .update(phoneCodes)
        .set({ tries: sql`${phoneCodes.tries} + 1` })
        .where(eq(phoneCodes.id, live.id));
      return live.tries + 1 >= TEXT_LIMITS.maxTries ? "spent" : "wrong";
    }
    await tx.update(phoneCodes).set({ usedAt: now }).where(eq(phoneCodes.id, live.id));
    await tx
      .insert(phones)
      .values({ userId: user._id, e164, verifiedAt: now })
      .onConflictDoUpdate({ target: phones.userId, set: { e164, verifiedAt: now } });
    return "verified";
  });
  const refusal = { wrong: M.wrongCode, spent: M.tooManyTries, expired: M.expired, none: M.noCode } as const;
  if (outcome !== "verified") throw badRequest(refusal[outcome], { code: refusal[outcome] });
  return phoneState(db, user, now);
}

/** Forgets the caller's phone; texts queued for it are skipped when their turn comes. */
export async function removePhone(db: Db, user: SessionUser) {
  await db.delete(phones).where(eq(phones.userId, user._id));
}

/**
 * Whether the customer of `leadId` verified a phone — what a mover matched to the lead sees ("Phone verified");
 * false for a company the lead was not sent to.
 */
export async function leadPhoneVerified(db: DbOrTx, user: SessionUser, leadId: string): Promise<boolean> {
  const company = await companyOf(db, user);
  if (!company || !isUuid(leadId)) return false;
  const [row] = await db
    .select({ u: phones.userId })
    .from(leadMatches)
    .innerJoin(leads, eq(leads.id, leadMatches.leadId))
    .innerJoin(phones, eq(phones.userId, leads.clientUserId))
    .where(and(eq(leadMatches.leadId, leadId), eq(leadMatches.companyId, company.id)))
    .limit(1);
  return Boolean(row);
}
