// Issue #31: what has done its work is deleted — ended sessions, spent links and invites, sent mail past the
// admin's mail log, held requests nobody confirmed (the periods: @rm/domain/retention), and a wizard
// look-alike's copy once its guest session ended (issue #29 item 8). One job in the runner.
import type { AppContext } from "../app-context.ts";
import { purgeSpentAccess } from "../modules/accounts/index.ts";
import { purgeSentMail } from "../modules/mail/index.ts";
import { purgeLookAlikeCopies, purgeUnconfirmedHeld } from "../modules/requests/index.ts";

export async function purgeDone(ctx: AppContext, now: Date) {
  const access = await purgeSpentAccess(ctx.db, now, ctx.config.SESSION_IDLE_DAYS);
  return {
    ...access,
    "sent mails": await purgeSentMail(ctx.db, now),
    "look-alike copies": await purgeLookAlikeCopies(ctx.db),
    "held requests": await purgeUnconfirmedHeld(ctx.db, now),
  };
}
