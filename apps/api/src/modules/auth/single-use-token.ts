// Single-use emailed tokens (password reset, D8 sign-in link): only the SHA-256 of a token is stored, and
// using one is a single UPDATE, so two clicks at once can never both succeed.
import { and, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { authTokens } from "../../db/schema.ts";
import { sha256 } from "../../lib/crypto.ts";

export type TokenPurpose = (typeof authTokens.$inferSelect)["purpose"];

/** Marks the token used and returns its row, or undefined when it is unknown, used, expired or for another purpose. */
export async function consumeToken(db: DbOrTx, token: string, purpose: TokenPurpose) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.id, sha256(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}
