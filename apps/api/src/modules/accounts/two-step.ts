// Two-step sign-in: a TOTP app (RFC 6238 through otpauth: 6 digits, 30 s, SHA-1 as every app supports) and
// single-use recovery codes. The secret is stored encrypted (lib/secret-box.ts), a recovery code only as a
// SHA-256, and a code's time step is remembered so that no code is ever accepted twice.
import { randomBytes } from "node:crypto";
import { ACCOUNT_MESSAGES, RECOVERY_CODE_COUNT, type TotpEnrolment } from "@rm/domain/account-security";
import { and, count, eq, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { DbOrTx } from "../../db/client.ts";
import { recoveryCodes, users } from "../../db/schema.ts";
import { sha256 } from "../../lib/crypto.ts";
import { badRequest, conflict } from "../../lib/http.ts";
import { open, seal } from "../../lib/secret-box.ts";

const TOTP_ISSUER = "London Removals Compare";
const PERIOD = 30;

type TwoStepUser = Pick<typeof users.$inferSelect, "id" | "email" | "totpSecret" | "totpEnabledAt">;

const totpFor = (base32: string, email: string) =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(base32),
  });

/** The code an app shows now for this secret (the demo script and tests). */
export const currentCode = (base32: string) => totpFor(base32, "x").generate();

/** the time step a 6-digit code belongs to (one step either side allowed for clock drift), or null */
function stepOf(base32: string, code: string): number | null {
  const digits = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(digits)) return null;
  const delta = totpFor(base32, "x").validate({ token: digits, window: 1 });
  return delta === null ? null : Math.floor(Date.now() / 1000 / PERIOD) + delta;
}

/** Records the step as used; false when it (or a later one) was already used: a code works once. */
async function spendStep(db: DbOrTx, userId: string, step: number) {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

// recovery codes: 10 characters of a 31-letter alphabet without look-alikes (about 50 bits), as "abcde-fghij"
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const normalise = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");
const codeId = (userId: string, code: string) => sha256(`${userId}:${normalise(code)}`);

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A fresh set of recovery codes (the old ones stop working); the codes are shown once, never stored. */
export async function replaceRecoveryCodes(db: DbOrTx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((c) => ({ id: codeId(userId, c), userId })));
  return codes;
}

export async function recoveryCodesLeft(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * Which kind of code it was when the code is the app's current code (not used before) or an unused recovery
 * code, which it spends; null when it is neither.
 */
export async function checkSecondFactor(
  db: DbOrTx,
  user: TwoStepUser,
  code: string,
): Promise<"app" | "recovery" | null> {
  if (!user.totpEnabledAt || !user.totpSecret) return null;
  const step = stepOf(open(user.totpSecret), code);
  if (step !== null) return (await spendStep(db, user.id, step)) ? "app" : null;
  if (normalise(code).length !== 10) return null;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.id, codeId(user.id, code)),
        eq(recoveryCodes.userId, user.id),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1 ? "recovery" : null;
}

/** The secret being set up (kept while the set-up is unfinished, so a reload shows the same QR code). */
export async function startEnrolment(db: DbOrTx, user: TwoStepUser): Promise<TotpEnrolment> {
  if (user.totpEnabledAt) throw conflict(ACCOUNT_MESSAGES.twoStepAlreadyOn);
  let secret = user.totpSecret ? open(user.totpSecret) : null;
  if (!secret) {
    secret = new Secret({ size: 20 }).base32;
    await db
      .update(users)
      .set({ totpSecret: seal(secret), totpLastStep: null })
      .where(eq(users.id, user.id));
  }
  const uri = totpFor(secret, user.email).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return { secret, uri, qrSvg };
}

/** The first code confirms the app: two-step sign-in is on, and the recovery codes are returned (once). */
export async function confirmEnrolment(db: DbOrTx, user: TwoStepUser, code: string): Promise<string[]> {
  if (user.totpEnabledAt) throw conflict(ACCOUNT_MESSAGES.twoStepAlreadyOn);
  if (!user.totpSecret) throw badRequest(ACCOUNT_MESSAGES.twoStepNotStarted);
  const step = stepOf(open(user.totpSecret), code);
  if (step === null || !(await spendStep(db, user.id, step))) {
    throw badRequest(ACCOUNT_MESSAGES.codeWrong, { code: ACCOUNT_MESSAGES.codeWrong });
  }
  await db
    .update(users)
    .set({ totpEnabledAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  return replaceRecoveryCodes(db, user.id);
}

export async function disableTwoStep(db: DbOrTx, userId: string) {
  await db
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
