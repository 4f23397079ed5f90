// The rate limits' counters with REDIS_URL (issue #29 item 9). In Redis, so that several processes count
// together; but a Redis that cannot be reached must not open the doors: with @fastify/rate-limit's
// `skipOnError` every limit let every request through while Redis was down (35 wrong passwords in a row, no
// 429). Each count that Redis cannot take is counted in this process instead — as the velocity counters do
// (modules/abuse/velocity.ts) — so every limit still holds, per process, until Redis is back. Both halves
// are the plugin's own stores (its Redis script and its in-memory LRU); this file only chooses between them.
import { createRequire } from "node:module";
import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Redis } from "ioredis";

interface Counted {
  current: number;
  ttl: number;
}
type Done = (err: Error | null, res?: Counted) => void;
type Count = (key: string, done: Done, timeWindow: number, max: number) => void;
interface ChildOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  /** the route a limit belongs to; empty for a limiter made by app.createRateLimit */
  routeInfo?: { method?: string; url?: string };
}
/** the interface of the plugin's stores (README "Custom store"), `read` for `{ increment: false }` */
interface Store {
  incr: Count;
  read: Count;
  child(routeOptions: ChildOptions): Store;
}

// the plugin's stores are CommonJS files without types of their own
const require = createRequire(import.meta.url);
const RedisStore = require("@fastify/rate-limit/store/RedisStore.js") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require("@fastify/rate-limit/store/LocalStore.js") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;

/** Counts in Redis; what Redis cannot count (unreachable, too slow: lib/redis.ts) is counted here. */
class RedisOrHere implements Store {
  constructor(
    private readonly inRedis: Store,
    private readonly here: Store,
  ) {}

  private either(method: "incr" | "read"): Count {
    return (key, done, timeWindow, max) =>
      this.inRedis[method](
        key,
        (err, res) => (err ? this.here[method](key, done, timeWindow, max) : done(null, res)),
        timeWindow,
        max,
      );
  }

  incr = this.either("incr");
  read = this.either("read");

  child(routeOptions: ChildOptions): Store {
    // issue #29 item 18: the plugin names a child's keys after its route, "<method><url>-"; a limiter made by
    // app.createRateLimit has none, and its keys read "undefinedundefined-login:…". Such limiters name their
    // own bucket in their keys (accountLimit's "login:"), so they share one prefix that says what they are.
    const named = routeOptions.routeInfo?.method
      ? routeOptions
      : { ...routeOptions, routeInfo: { method: "limiter", url: "" } };
    return new RedisOrHere(this.inRedis.child(named), this.here.child(named));
  }
}

/** The `store` option of @fastify/rate-limit: counters in `redis` under `nameSpace`, else in this process. */
export function redisOrLocalStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends RedisOrHere {
    /** the plugin's settings (continueExceeding and exponentialBackoff are not in its option types) */
    constructor(options: ChildOptions) {
      const { continueExceeding = false, exponentialBackoff = false } = options;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
