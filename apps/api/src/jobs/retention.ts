// Issue #31: what has done its work is deleted — ended sessions, spent links and invites, sent mail past the
// admin's mail log, held requests nobody confirmed (the periods: @rm/domain/retention). One job in the runner.
import type { AppContext } from "../app-context.ts";
import { purgeSpentAccess } from "../modules/accounts/index.ts";
import { purgeSentMail } from "../modules/mail/index.ts";
import { purgeUnconfirmedHeld } from "../modules/requests/index.ts";

export async function purgeDone(ctx: AppContext, now: Date) {
  const access = await purgeSpentAccess(ctx.db, now, ctx.config.SESSION_IDLE_DAYS);
  return {
    ...access,
    "sent mails": await purgeSentMail(ctx.db, now),
    "held requests": await purgeUnconfirmedHeld(ctx.db, now),
  };
}
