// The message bus between app processes: what one process tells all (the page cache was emptied by a write, a
// conversation has a new message). Without REDIS_URL it is this process alone and a message reaches the
// handlers at once, as a function call; with it, Redis pub/sub carries it to every other process too. This
// process's own handlers always run at once, in the publisher's call, so one process behaves the same either
// way; Redis echoes the message back and that copy is ignored (each message names the process it came from).
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { closeRedis, connectRedis, type RedisLog } from "./redis.ts";

export type BusHandler = (message: string) => void;

export interface Bus {
  /** this process's name on the bus */
  readonly origin: string;
  /** delivers `message` to the handlers of `channel` in every process: this one's before it returns */
  publish(channel: string, message: string): void;
  subscribe(channel: string, handler: BusHandler): void;
  /**
   * `handler` runs when messages may have been lost: the subscription came back after Redis was unreachable
   * (never without Redis). What a process keeps from the others' messages is then to be thrown away.
   */
  onGap(handler: () => void): void;
  /** whether both connections are up and every subscription so far is live (Redis), at most `timeoutMs` later */
  ready(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

class Handlers {
  private readonly byChannel = new Map<string, Set<BusHandler>>();

  add(channel: string, handler: BusHandler): boolean {
    const set = this.byChannel.get(channel);
    if (set) {
      set.add(handler);
      return false;
    }
    this.byChannel.set(channel, new Set([handler]));
    return true;
  }

  run(channel: string, message: string) {
    for (const handler of this.byChannel.get(channel) ?? []) {
      try {
        handler(message);
      } catch {
        // one handler's failure is its own: the others still hear the message
      }
    }
  }
}

/** The bus of one process alone (no REDIS_URL). */
export class LocalBus implements Bus {
  readonly origin = randomUUID();
  private readonly handlers = new Handlers();

  publish(channel: string, message: string) {
    this.handlers.run(channel, message);
  }
  subscribe(channel: string, handler: BusHandler) {
    this.handlers.add(channel, handler);
  }
  onGap() {}
  async ready() {
    return true;
  }
  async close() {}
}

/** The bus across processes through Redis pub/sub; channels are `<prefix>bus:<channel>`. */
export class RedisBus implements Bus {
  readonly origin = randomUUID();
  private readonly handlers = new Handlers();
  private readonly gapHandlers: (() => void)[] = [];
  private readonly subscribing: Promise<unknown>[] = [];
  private readonly sub: Redis;
  private readonly channels = new Set<string>();
  private readonly firstReady: Promise<void>;
  private closed = false;

  constructor(
    private readonly pub: Redis,
    url: string,
    private readonly prefix: string,
    log: RedisLog,
  ) {
    // SUBSCRIBE is sent only once the connection is ready, by this class, on every (re)connection: ioredis's
    // own resubscribing and ready check can interleave with SUBSCRIBE and leave a connection subscribed to
    // nothing (redis/ioredis#2037, #2099)
    this.sub = connectRedis(url, "subscriber", log, { autoResubscribe: false, enableReadyCheck: false });
    let connectedBefore = false;
    let firstReady = () => {};
    this.firstReady = new Promise<void>((resolve) => {
      firstReady = resolve;
    });
    this.sub.on("ready", () => {
      if (this.channels.size > 0)
        this.track(this.sub.subscribe(...[...this.channels].map((c) => this.name(c))));
      // what was published while this process was cut off is lost: the handlers of gaps hear of it
      if (connectedBefore) for (const handler of this.gapHandlers) handler();
      connectedBefore = true;
      firstReady();
    });
    this.sub.on("message", (channel: string, payload: string) => {
      const cut = payload.indexOf("\n");
      if (cut < 0 || payload.slice(0, cut) === this.origin) return;
      this.handlers.run(channel.slice(this.channelPrefix.length), payload.slice(cut + 1));
    });
  }

  private track(subscribing: Promise<unknown>) {
    this.subscribing.push(subscribing.catch(() => {}));
  }

  private name(channel: string) {
    return `${this.channelPrefix}${channel}`;
  }

  private get channelPrefix() {
    return `${this.prefix}bus:`;
  }

  publish(channel: string, message: string) {
    this.handlers.run(channel, message);
    if (this.closed) return;
    // fire and forget: a Redis that is down loses the message for the others (they see a gap when it is back)
    this.pub.publish(this.name(channel), `${this.origin}\n${message}`).catch(() => {});
  }

  subscribe(channel: string, handler: BusHandler) {
    if (!this.handlers.add(channel, handler)) return;
    this.channels.add(channel);
    if (this.sub.status === "ready") this.track(this.sub.subscribe(this.name(channel)));
  }

  onGap(handler: () => void) {
    this.gapHandlers.push(handler);
  }

  async ready(timeoutMs = 5000) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const published =
      this.pub.status === "ready" ? Promise.resolve() : new Promise((r) => this.pub.once("ready", r));
    const done = Promise.all([this.firstReady, published])
      .then(() => Promise.all(this.subscribing))
      .then(() => this.sub.status === "ready" && this.pub.status === "ready");
    const ok = await Promise.race([done, timeout]);
    clearTimeout(timer);
    return ok;
  }

  async close() {
    this.closed = true;
    await closeRedis(this.sub);
  }
}

/** What the processes share: the Redis command connection (null without REDIS_URL) and the bus. */
export interface SharedState {
  redis: Redis | null;
  bus: Bus;
  close(): Promise<void>;
}

export function openSharedState(
  config: { REDIS_URL?: string | undefined; REDIS_PREFIX: string },
  log: RedisLog,
): SharedState {
  const url = config.REDIS_URL;
  if (!url) return { redis: null, bus: new LocalBus(), close: async () => {} };
  const redis = connectRedis(url, "commands", log);
  const bus = new RedisBus(redis, url, config.REDIS_PREFIX, log);
  return {
    redis,
    bus,
    close: async () => {
      await bus.close();
      await closeRedis(redis);
    },
  };
}

/** Redis as the modules use it for counters of their own: the connection and the keys' prefix. */
export interface SharedRedis {
  redis: Redis;
  prefix: string;
}

const states = new WeakMap<object, SharedRedis | null>();

/** buildApp notes what an app (known by its context) shares; its modules ask sharedRedisOf. */
export function rememberSharedRedis(ctx: object, shared: SharedRedis | null) {
  states.set(ctx, shared);
}

/** The app's Redis for counters several processes share; null without REDIS_URL (count in the process). */
export const sharedRedisOf = (ctx: object): SharedRedis | null => states.get(ctx) ?? null;
