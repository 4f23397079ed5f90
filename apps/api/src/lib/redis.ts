// Redis, when REDIS_URL is set: what several app processes share (docs/architecture.md "More than one process").
// One connection for commands (the rate limits' counters, publishing) and one for subscriptions (lib/bus.ts).
// A Redis that is down never stops a request: commands fail at once while it is unreachable (within
// COMMAND_TIMEOUT_MS when it hangs), the rate limits then count in the process (lib/rate-limit-store.ts, as
// the velocity counters do), and ioredis reconnects by itself.
import { Redis, type RedisOptions } from "ioredis";

/** how long a command may take before it counts as failed (a rate-limit check must not hold a request) */
const COMMAND_TIMEOUT_MS = 500;

export interface RedisLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * A connection to `url` named `rm-<role>` (CLIENT LIST shows who is who). Errors are logged once per outage,
 * not at every reconnection attempt.
 */
export function connectRedis(url: string, role: string, log: RedisLog, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    ...options,
    connectionName: `rm-${role}`,
    // a command waits for at most one reconnection attempt, then fails (the process's own counters answer)
    maxRetriesPerRequest: 1,
    commandTimeout: role === "subscriber" ? undefined : COMMAND_TIMEOUT_MS,
    // while disconnected a command fails at once instead of waiting in a queue (the request goes on without it)
    enableOfflineQueue: role === "subscriber",
    // reconnect every 0.1 s, slowing to every 2 s, for ever
    retryStrategy: (times) => Math.min(times * 100, 2000),
  });
  let down = false;
  redis.on("error", (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: { message: err.message }, role }, "Redis unreachable: retrying");
  });
  redis.on("ready", () => {
    if (!down) return;
    down = false;
    log.info({ role }, "Redis reachable again");
  });
  return redis;
}

/** Closes a connection: politely when it is up, at once when it is not. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === "ready") {
    try {
      await redis.quit();
      return;
    } catch {
      // fall through: disconnect
    }
  }
  redis.disconnect();
}
