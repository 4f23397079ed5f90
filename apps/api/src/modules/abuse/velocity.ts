// Velocity limits (issue #13 (docs/README.md#issues): floods): counters over a fixed window per key, in memory. They are per
// process and start again at a restart — a flood has to be fast to matter, and a restart is rare.
import { CappedMap } from "altcha-lib";

export class Velocity {
  private readonly counts: CappedMap<string, { start: number; n: number }>;

  constructor(
    private readonly windowMs: number,
    maxKeys = 100_000,
  ) {
    this.counts = new CappedMap({ maxSize: maxKeys });
  }

  /** Counts one more for `key`; returns how many there were in the current window, this one included. */
  hit(key: string, now = Date.now()): number {
    const c = this.counts.get(key);
    if (!c || now - c.start >= this.windowMs) {
      this.counts.delete(key);
      this.counts.set(key, { start: now, n: 1 });
      return 1;
    }
    c.n += 1;
    return c.n;
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
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  if (!digits) return null;
  return digits.replace(/^(00)?44/, "0");
}

export function leadVelocity(factor: number) {
  const counter = new Velocity(LEAD_VELOCITY.windowHours * 3600_000);
  const max = (n: number) => Math.ceil(n * factor);
  return {
    /** counts this attempt against the client address, the email and the phone */
    check(who: { ip: string | undefined; email: string; phone?: string | null }): LeadVelocityVerdict {
      const byClient = who.ip ? counter.hit(`ip:${who.ip}`) : 0;
      const byEmail = counter.hit(`email:${who.email.toLowerCase()}`);
      const phone = phoneKey(who.phone);
      const byPhone = phone ? counter.hit(`phone:${phone}`) : 0;
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
