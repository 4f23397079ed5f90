// docs/product/decisions.md D8: the confirmation email's single-use link signs its owner in (a full session: the email proves it).
import { INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { badRequest } from "../../lib/http.ts";
import { consumeToken, createSession, toSessionUser } from "../accounts/index.ts";

export async function useSigninLink(deps: { db: Db; sessionDays: number }, token: string) {
  return deps.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, "signin");
    const [user] = row ? await tx.select().from(users).where(eq(users.id, row.userId)).limit(1) : [];
    if (user?.role !== "client") {
      throw badRequest(INTAKE_MESSAGES.signinInvalid, { token: INTAKE_MESSAGES.signinInvalid });
    }
    const session = await createSession(tx, user.id, deps.sessionDays);
    return { user: toSessionUser(user), session };
  });
}
