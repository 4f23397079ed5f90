// The live side of conversations (issue #15): each signed-in tab holds one WebSocket carrying all its user's
// rooms; when a message is stored or read, both parties' open sockets are told (a LiveEvent without text: the
// page then reads what is new through the scoped API, as that reader may see it). In-process: one app process
// delivers to its own sockets (across processes: not yet, docs/DECISIONS.md 2026-11-23 "Live conversations").
import type { LiveEvent } from "@rm/domain/conversation";
import type { AppContext } from "../../app-context.ts";

/** what the hub needs of a socket */
export interface LiveSink {
  send(data: string): void;
}

export class LiveHub {
  private readonly byUser = new Map<string, Set<LiveSink>>();

  /** a socket of `userId` opened; returns how to forget it when it closes */
  add(userId: string, sink: LiveSink): () => void {
    const set = this.byUser.get(userId) ?? new Set<LiveSink>();
    this.byUser.set(userId, set);
    set.add(sink);
    return () => {
      set.delete(sink);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    };
  }

  /** whether `userId` has a page open that hears new messages (if not, an email may tell them) */
  isOnline(userId: string): boolean {
    return (this.byUser.get(userId)?.size ?? 0) > 0;
  }

  /** how many sockets are open (the bench and the system status) */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  publish(userIds: string[], event: LiveEvent): void {
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
