// D8: the confirmation email's single-use link signs its owner in (a full session: the email proves it).
import { INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authTokens, users } from "../../db/schema.ts";
import { sha256 } from "../../lib/crypto.ts";
import { badRequest } from "../../lib/http.ts";
import { createSession, toSessionUser } from "../auth/session-service.ts";

export async function useSigninLink(deps: { db: Db; sessionDays: number }, token: string) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(authTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(authTokens.id, sha256(token)),
          eq(authTokens.purpose, "signin"),
          isNull(authTokens.usedAt),
          gt(authTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    const [user] = row ? await tx.select().from(users).where(eq(users.id, row.userId)).limit(1) : [];
    if (user?.role !== "client") {
      throw badRequest(INTAKE_MESSAGES.signinInvalid, { token: INTAKE_MESSAGES.signinInvalid });
    }
    const session = await createSession(tx, user.id, deps.sessionDays);
    return { user: toSessionUser(user), session };
  });
}
