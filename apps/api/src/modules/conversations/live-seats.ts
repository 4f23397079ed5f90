// Issue #29: how many live sockets a session, an account and a client address hold at once, over every app
// process. Each open socket holds a "seat" under each of its keys; a socket whose keys are all under their
// limits gets its seats, else it is refused. With REDIS_URL the seats are members of a sorted set per key in
// Redis, scored by when they lapse: the process renews its sockets' seats at each ping, so the seats of a
// process that died lapse by themselves within `ttlMs`. When Redis fails (or without it) the process's own
// seats answer — it always keeps them too, so a socket is refused when either count is full.
import type { SharedRedis } from "../../lib/bus.ts";

/** Claims a seat under each key unless one is full. KEYS: the sets; ARGV: now, ttl, id, then each limit. */
const CLAIM = `local now = tonumber(ARGV[1])
local ttl = tonumber(ARGV[2])
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if redis.call('ZSCORE', key, ARGV[3]) == false and redis.call('ZCARD', key) >= tonumber(ARGV[3 + i]) then
    return 0
  end
end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + ttl, ARGV[3])
  redis.call('PEXPIRE', key, ttl)
end
return 1`;

/** Renews a seat that is still held (XX: a lapsed one is not brought back). */
const RENEW = `for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, 'XX', tonumber(ARGV[1]) + tonumber(ARGV[2]), ARGV[3])
  redis.call('PEXPIRE', key, ARGV[2])
end
return 1`;

/** One socket's seats: its id, and each key with its limit. */
export interface Seat {
  id: string;
  keys: { key: string; limit: number }[];
}

export class LiveSeats {
  /** this process's seats: key → the ids holding one */
  private readonly local = new Map<string, Set<string>>();

  constructor(
    private readonly shared: SharedRedis | null,
    private readonly ttlMs: () => number,
  ) {}

  private names(seat: Seat) {
    return seat.keys.map((k) => `${this.shared!.prefix}live-seats:${k.key}`);
  }

  /** Takes the seat when every key is under its limit (here and, with Redis, over all processes). */
  async claim(seat: Seat, now = Date.now()): Promise<boolean> {
    const full = seat.keys.some(({ key, limit }) => {
      const held = this.local.get(key);
      return (held?.size ?? 0) >= limit && !held?.has(seat.id);
    });
    if (full) return false;
    if (this.shared) {
      try {
        const limits = seat.keys.map((k) => k.limit);
        const names = this.names(seat);
        const ok = await this.shared.redis.eval(
          CLAIM,
          names.length,
          ...names,
          now,
          this.ttlMs(),
          seat.id,
          ...limits,
        );
        if (ok !== 1) return false;
      } catch {
        // Redis unreachable: this process's own count answers
      }
    }
    for (const { key } of seat.keys) {
      const held = this.local.get(key) ?? new Set<string>();
      this.local.set(key, held);
      held.add(seat.id);
    }
    return true;
  }

  /** Keeps a held seat from lapsing (at each ping of its socket). */
  async renew(seat: Seat, now = Date.now()): Promise<void> {
    if (!this.shared) return;
    const names = this.names(seat);
    await this.shared.redis.eval(RENEW, names.length, ...names, now, this.ttlMs(), seat.id).catch(() => {});
  }

  /** Gives the seat back (its socket closed). */
  async release(seat: Seat): Promise<void> {
    for (const { key } of seat.keys) {
      const held = this.local.get(key);
      held?.delete(seat.id);
      if (held?.size === 0) this.local.delete(key);
    }
    if (!this.shared) return;
    const pipeline = this.shared.redis.pipeline();
    for (const name of this.names(seat)) pipeline.zrem(name, seat.id);
    await pipeline.exec().catch(() => {});
  }
}
