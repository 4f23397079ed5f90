// Single-use emailed tokens (password reset, docs/product/decisions.md D8 sign-in link, emailed log-in link) and the short-lived step
// between a password and its code: only the SHA-256 of a token is stored, and using one is a single UPDATE, so
// two clicks at once can never both succeed.
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { authTokens, users } from "../../db/schema.ts";
import { newToken, sha256 } from "../../lib/crypto.ts";

export type TokenPurpose = (typeof authTokens.$inferSelect)["purpose"];

const live = (token: string, purpose: TokenPurpose) =>
  and(
    eq(authTokens.id, sha256(token)),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, new Date()),
  );

/** Stores a new token's hash and returns the token (it goes in an email or an answer, never stored). */
export async function issueToken(db: DbOrTx, userId: string, purpose: TokenPurpose, minutes: number) {
  const token = newToken();
  await db.insert(authTokens).values({
    id: sha256(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + minutes * 60_000),
  });
  return token;
}

/** the purposes whose token only an email brought: using one proves the address (issue #29 item 6) */
const EMAILED: TokenPurpose[] = ["reset", "signin", "login-link", "confirm-lead", "cancel-lead"];

/**
 * Marks the token used and returns its row, or undefined when it is unknown, used, expired or for another
 * purpose. An emailed token used proves its account's email (users.email_verified_at).
 */
export async function consumeToken(db: DbOrTx, token: string, purpose: TokenPurpose) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(live(token, purpose))
    .returning();
  if (row && EMAILED.includes(purpose)) {
    await db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(users.id, row.userId), isNull(users.emailVerifiedAt)));
  }
  return row;
}

/** The token's row while it can still be used, without using it. */
export async function peekToken(db: DbOrTx, token: string, purpose: TokenPurpose) {
  const [row] = await db.select().from(authTokens).where(live(token, purpose)).limit(1);
  return row;
}

/** the purposes that open the account (a reset or change ends them all) */
const ACCOUNT_KEYS: TokenPurpose[] = ["reset", "signin", "login-link", "mfa"];

/**
 * After a password reset or change: every key to the account still outstanding stops working (older reset
 * links, docs/product/decisions.md D8 and emailed sign-in links, a half-finished two-step sign-in).
 */
export async function endOutstandingTokens(db: DbOrTx, userId: string) {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.usedAt),
        inArray(authTokens.purpose, ACCOUNT_KEYS),
      ),
    );
}
