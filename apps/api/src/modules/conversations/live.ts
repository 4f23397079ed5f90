// The live side of conversations (issue #15): each signed-in tab holds one WebSocket carrying all its user's
// rooms; when a message is stored or read, both parties' open sockets are told (a LiveEvent without text: the
// page then reads what is new through the scoped API, as that reader may see it). Each process delivers to its
// own sockets; once connected to the bus (app.ts, lib/bus.ts: Redis pub/sub with REDIS_URL) an event published
// by one process reaches the sockets of every process, and each process knows who has a page open on the
// others (presence: each announces its users as they come and go, and all of them every PRESENCE_EVERY_MS).
import { LIVE_LIMITS } from "@rm/domain/conversation-limits";
import type { LiveEvent } from "@rm/domain/conversation";
import type { AppContext } from "../../app-context.ts";
import type { Bus } from "../../lib/bus.ts";

/** how often a process announces every user with a page open on it (and forgets a silent process's users) */
export const PRESENCE_EVERY_MS = 20_000;
/** a process not heard from for this long is gone (stopped, or cut off): its users no longer count as online */
const PRESENCE_FORGET_MS = 3 * PRESENCE_EVERY_MS;

/** on the bus: events for some users' sockets (a list of Addressed), and presence announcements */
const EVENTS = "live";
const PRESENCE = "live-presence";

type Presence =
  | { from: string; on: string }
  | { from: string; off: string }
  | { from: string; all: string[] }
  | { from: string; gone: true };

/** an event and the users whose sockets hear it */
export interface Addressed {
  userIds: string[];
  event: LiveEvent;
}

/** what the hub needs of a socket */
export interface LiveSink {
  send(data: string): void;
}

/** the live socket's limits in force (LIVE_LIMITS; a test shortens the times), read as each socket opens */
export interface LiveSettings {
  perSession: number;
  perUser: number;
  perAddress: number;
  /** a socket the page has sent nothing on for this long is closed */
  idleMs: number;
  /** how often a socket is pinged (and its seats renewed); one that has not answered the last ping is closed */
  pingMs: number;
}

/** how often a socket is pinged; one that has not answered the last ping by the next is closed */
const PING_EVERY_MS = 30_000;

const defaultLiveSettings = (): LiveSettings => ({
  perSession: LIVE_LIMITS.perSession,
  perUser: LIVE_LIMITS.perUser,
  perAddress: LIVE_LIMITS.perAddress,
  idleMs: LIVE_LIMITS.idleMinutes * 60_000,
  pingMs: PING_EVERY_MS,
});

export class LiveHub {
  /** issue #29: how many sockets, and how long a silent one lives (live-route.ts) */
  readonly settings: LiveSettings = defaultLiveSettings();
  private readonly byUser = new Map<string, Set<LiveSink>>();
  private bus: Bus | null = null;
  /** the users with a page open on each other process, and when that process was last heard from */
  private readonly elsewhere = new Map<string, { users: Set<string>; heard: number }>();
  private announcer: NodeJS.Timeout | undefined;

  /** a socket of `userId` opened; returns how to forget it when it closes */
  add(userId: string, sink: LiveSink): () => void {
    const set = this.byUser.get(userId) ?? new Set<LiveSink>();
    this.byUser.set(userId, set);
    set.add(sink);
    if (set.size === 1) this.announce({ on: userId });
    return () => {
      set.delete(sink);
      if (set.size === 0 && this.byUser.get(userId) === set) {
        this.byUser.delete(userId);
        this.announce({ off: userId });
      }
    };
  }

  /** whether `userId` has a page open that hears new messages, on any process (if not, an email may tell them) */
  isOnline(userId: string, now = Date.now()): boolean {
    if ((this.byUser.get(userId)?.size ?? 0) > 0) return true;
    for (const [origin, p] of this.elsewhere) {
      if (now - p.heard > PRESENCE_FORGET_MS) this.elsewhere.delete(origin);
      else if (p.users.has(userId)) return true;
    }
    return false;
  }

  /**
   * Joins the hub to the other processes' hubs through `bus`: events published here reach their sockets and
   * theirs reach ours. Returns how to leave (the others forget this process's users at once).
   */
  connect(bus: Bus): () => void {
    this.bus = bus;
    bus.subscribe(EVENTS, (message) => {
      for (const { userIds, event } of JSON.parse(message) as Addressed[]) this.deliver(userIds, event);
    });
    bus.subscribe(PRESENCE, (message) => this.heard(JSON.parse(message) as Presence));
    // what the others had announced may have changed unheard: forget it, and tell them ours again
    bus.onGap(() => {
      this.elsewhere.clear();
      this.announceAll();
    });
    this.announceAll();
    this.announcer = setInterval(() => this.announceAll(), PRESENCE_EVERY_MS);
    this.announcer.unref();
    return () => {
      clearInterval(this.announcer);
      this.announce({ gone: true });
      this.bus = null;
    };
  }

  private announce(p: { on: string } | { off: string } | { all: string[] } | { gone: true }) {
    this.bus?.publish(PRESENCE, JSON.stringify({ from: this.bus.origin, ...p }));
  }

  private announceAll() {
    this.announce({ all: [...this.byUser.keys()] });
  }

  private heard(p: Presence) {
    if (!this.bus || p.from === this.bus.origin) return;
    if ("gone" in p) {
      this.elsewhere.delete(p.from);
      return;
    }
    const known = this.elsewhere.get(p.from) ?? { users: new Set<string>(), heard: 0 };
    this.elsewhere.set(p.from, known);
    known.heard = Date.now();
    if ("all" in p) known.users = new Set(p.all);
    else if ("on" in p) known.users.add(p.on);
    else known.users.delete(p.off);
  }

  /** how many sockets are open (the bench and the system status) */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** tells `userIds`' sockets of `event`, on every process once connected (else on this one) */
  publish(userIds: string[], event: LiveEvent): void {
    this.publishEach([{ userIds, event }]);
  }

  /**
   * Several events, each for its users (a message as each side reads it), in one message on the bus: one
   * NOTIFY (or Redis PUBLISH) however many recipients.
   */
  publishEach(items: Addressed[]): void {
    if (this.bus)
      this.bus.publish(
        EVENTS,
        JSON.stringify(items.map(({ userIds, event }) => ({ userIds: [...new Set(userIds)], event }))),
      );
    else for (const { userIds, event } of items) this.deliver(userIds, event);
  }

  /** tells this process's sockets of `userIds` */
  private deliver(userIds: string[], event: LiveEvent): void {
    const data = JSON.stringify(event);
    for (const id of new Set(userIds)) {
      for (const sink of this.byUser.get(id) ?? []) {
        try {
          sink.send(data);
        } catch {
          // a socket closing as we send: its close handler forgets it
        }
      }
    }
  }
}

const hubs = new WeakMap<AppContext, LiveHub>();

/** The one hub of an app (its routes and its pages' services share it). */
export function hubOf(ctx: AppContext): LiveHub {
  const hub = hubs.get(ctx) ?? new LiveHub();
  hubs.set(ctx, hub);
  return hub;
}
