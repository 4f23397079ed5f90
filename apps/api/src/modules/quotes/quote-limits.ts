// Issue #29 item 15: QUOTE_CHANGE_LIMITS's changes of one company's quote for one request a day, checked in the service
// that sends, edits and withdraws a quote (company-quote.ts) before anything is read or stored; counted with
// the other processes in Redis when there is one (abuse's Velocity: this process's own counts when Redis fails).
import { QUOTE_CHANGE_MESSAGES, QUOTE_CHANGE_LIMITS } from "@rm/domain/quote-changes";
import type { AppContext } from "../../app-context.ts";
import { type SharedRedis, sharedRedisOf } from "../../lib/bus.ts";
import { HttpError } from "../../lib/http.ts";
import { Velocity } from "../abuse/index.ts";

export class QuoteLimits {
  private readonly day = new Velocity(86_400_000);

  constructor(
    private readonly perDay: number,
    private readonly shared: SharedRedis | null,
  ) {}

  /** Counts one change of `userId`'s company's quote for `leadId`; past the day's limit: 429, nothing changed. */
  async count(userId: string, leadId: string): Promise<void> {
    const [today] = await this.day.hitAll([`quote-changes:${userId}:${leadId}`], this.shared);
    if (today! > this.perDay) throw new HttpError(429, QUOTE_CHANGE_MESSAGES.changesPerDay);
  }
}

const limits = new WeakMap<AppContext, QuoteLimits>();

/** The one set of counters of an app (QUOTE_CHANGE_LIMITS times RATE_LIMIT_FACTOR): its routes and its seed count together. */
export function quoteLimitsOf(ctx: AppContext): QuoteLimits {
  const found =
    limits.get(ctx) ??
    new QuoteLimits(
      Math.ceil(QUOTE_CHANGE_LIMITS.changesPerRequestPerDay * ctx.config.RATE_LIMIT_FACTOR),
      sharedRedisOf(ctx),
    );
  limits.set(ctx, found);
  return found;
}
