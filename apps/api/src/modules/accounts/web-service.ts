// What the account-security pages read in-process (context.services.account). Guests and visitors get null:
// the pages send them to log in.
import type { SessionUser } from "@rm/domain";
import { twoStepOffered, twoStepRequired } from "@rm/domain/account-security";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../app-context.ts";
import { users } from "../../db/schema.ts";
import { twoStepAccount } from "./account-security.ts";
import { recoveryCodesLeft, startEnrolment } from "./two-step.ts";

const signedIn = (user: SessionUser | null): user is SessionUser => Boolean(user && !user.isGuest);

export const accountWebService = (ctx: AppContext) => ({
  /** /account/security: has the account a password, and where its two-step sign-in stands */
  security: async (user: SessionUser | null) => {
    if (!signedIn(user)) return null;
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user._id)).limit(1);
    if (!row) return null;
    return {
      hasPassword: Boolean(row.passwordHash),
      twoStep: {
        offered: twoStepOffered(row.role),
        required: twoStepRequired(row.role),
        enabled: Boolean(row.totpEnabledAt),
        recoveryCodesLeft: row.totpEnabledAt ? await recoveryCodesLeft(ctx.db, row.id) : 0,
      },
    };
  },
  /** /account/security/two-step: the secret to scan (the same one until confirmed), or that it is on */
  twoStepSetup: async (user: SessionUser | null) => {
    if (!signedIn(user) || !twoStepOffered(user.role)) return null;
    const row = await twoStepAccount(ctx.db, user._id);
    if (row.totpEnabledAt) return { enabled: true as const };
    return { enabled: false as const, enrolment: await startEnrolment(ctx.db, row) };
  },
});
