// Velocity limits (issue #13 (docs/README.md#issues): floods): counters over a fixed window per key, in memory. They are per
// process and start again at a restart — a flood has to be fast to matter, and a restart is rare. With
// REDIS_URL the counters are in Redis, so several processes count together (issue #20); when Redis fails, the
// process's own counters answer.
import { CappedMap } from "altcha-lib";
import type { SharedRedis } from "../../lib/bus.ts";
import { counterName } from "../../lib/secret-box.ts";

/** INCRBY each key by ARGV[2]; the first of a window sets its expiry. Returns the counts. */
const HITS = `local out = {}
for i, key in ipairs(KEYS) do
  local n = redis.call('INCRBY', key, ARGV[2])
  if n == tonumber(ARGV[2]) then redis.call('PEXPIRE', key, ARGV[1]) end
  out[i] = n
end
return out`;

export class Velocity {
  private readonly counts: CappedMap<string, { start: number; n: number }>;

  constructor(
    private readonly windowMs: number,
    maxKeys = 100_000,
  ) {
    this.counts = new CappedMap({ maxSize: maxKeys });
  }

  /**
   * Counts `by` more (one by default) for `key`; returns how many there were in the current window, these
   * included.
   */
  hit(key: string, now = Date.now(), by = 1): number {
    const c = this.counts.get(key);
    if (!c || now - c.start >= this.windowMs) {
      this.counts.delete(key);
      this.counts.set(key, { start: now, n: by });
      return by;
    }
    c.n += by;
    return c.n;
  }

  /** Counts `by` more (a whole number, one by default) for each key, in Redis when `shared` (else, or when it fails, here). */
  async hitAll(keys: string[], shared: SharedRedis | null, by = 1): Promise<number[]> {
    if (shared) {
      try {
        const names = keys.map((k) => `${shared.prefix}velocity:${k}`);
        return (await shared.redis.eval(HITS, names.length, ...names, this.windowMs, by)) as number[];
      } catch {
        // Redis unreachable: this process's own counts
      }
    }
    return keys.map((k) => this.hit(k, Date.now(), by));
  }
}

/**
 * Anonymous leads per 24 hours (before RATE_LIMIT_FACTOR) per client address, email and phone that go
 * straight to movers; later ones wait for the link emailed to the address. Past `mailsPerAddress`
 * attempts with one email, nothing more is stored or emailed for it (no mail-bombing through the form).
 */
export const LEAD_VELOCITY = {
  perClient: 3,
  perEmail: 3,
  perPhone: 3,
  mailsPerAddress: 10,
  windowHours: 24,
} as const;

export interface LeadVelocityVerdict {
  /** over any limit: the lead waits for the emailed link instead of going to movers */
  hold: boolean;
  /** over the address's mail limit: nothing more is stored or emailed for it */
  quiet: boolean;
}

/** digits only, +44 / 0044 as a leading 0, so "07700 900456" and "+44 7700 900456" count together */
function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  if (!digits) return null;
  return digits.replace(/^(00)?44/, "0");
}

/** `shared`: count in Redis with the other processes (sharedRedisOf(ctx)); null: in this process */
export function leadVelocity(factor: number, shared: SharedRedis | null = null) {
  const counter = new Velocity(LEAD_VELOCITY.windowHours * 3600_000);
  const max = (n: number) => Math.ceil(n * factor);
  return {
    /** counts this attempt against the client address, the email and the phone */
    async check(who: {
      ip: string | undefined;
      email: string;
      phone?: string | null;
    }): Promise<LeadVelocityVerdict> {
      const phone = phoneKey(who.phone);
      // issue #29 item 18: the email and the phone as keyed hashes, never in clear in Redis
      const keys = [`email:${counterName(who.email.toLowerCase())}`];
      if (who.ip) keys.push(`ip:${who.ip}`);
      if (phone) keys.push(`phone:${counterName(phone)}`);
      const counts = await counter.hitAll(keys, shared);
      const byEmail = counts[0]!;
      const byClient = who.ip ? counts[1]! : 0;
      const byPhone = phone ? counts[who.ip ? 2 : 1]! : 0;
      const quiet = byEmail > max(LEAD_VELOCITY.mailsPerAddress);
      const hold =
        byEmail > max(LEAD_VELOCITY.perEmail) ||
        byClient > max(LEAD_VELOCITY.perClient) ||
        byPhone > max(LEAD_VELOCITY.perPhone);
      return { hold, quiet };
    },
  };
}
export type LeadVelocity = ReturnType<typeof leadVelocity>;
