// The live socket, GET /api/conversations/live (issue #15): one per tab, all the user's rooms; events carry no
// text the reader may not see. Issue #29: one session cannot take the site down with sockets — a client
// address may open LIVE_LIMITS.upgradesPerMinute a minute (429 before the upgrade, counted with the other
// processes in Redis), a session, an account and an address hold at most a few at once (live-seats.ts: the
// socket past a limit is closed with 1008), and a socket the page sends nothing on for idleMs is closed (our
// pings and the browser's pongs do not count; the page says "alive" every LIVE_LIMITS.keepAliveMinutes).
import { randomUUID } from "node:crypto";
import websocket from "@fastify/websocket";
import { LIVE_CLOSE, LIVE_LIMITS } from "@rm/domain/conversation-limits";
import { CONVERSATION_MESSAGES as M } from "@rm/domain/conversation";
import { REQUEST_MESSAGES } from "@rm/domain/request-messages";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import { addressKey } from "../../lib/addresses.ts";
import { sharedRedisOf } from "../../lib/bus.ts";
import { HttpError, notFound } from "../../lib/http.ts";
import { Velocity } from "../abuse/index.ts";
import type { LiveHub } from "./live.ts";
import { LiveSeats, type Seat } from "./live-seats.ts";

/** a refused or idle socket whose client does not finish the closing handshake is cut after this */
const CLOSE_GRACE_MS = 2000;

/** the socket's own pages only: a socket is a GET, so app.ts's Origin check does not see it */
function refuseOtherOrigins(req: FastifyRequest) {
  const origin = req.headers.origin;
  let host: string | null = null;
  try {
    host = origin ? new URL(origin).host : null;
  } catch {
    host = null;
  }
  if (!host || host !== req.headers.host) throw new HttpError(403, REQUEST_MESSAGES.crossSite);
}

export const liveRoute =
  (
    ctx: AppContext,
    hub: LiveHub,
    isParty: (req: FastifyRequest) => Promise<boolean>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const shared = sharedRedisOf(ctx);
    const upgrades = new Velocity(60_000);
    const upgradesPerMinute = Math.ceil(LIVE_LIMITS.upgradesPerMinute * ctx.config.RATE_LIMIT_FACTOR);
    // a seat lapses three pings after its process last renewed it (a process that died frees its seats)
    const seats = new LiveSeats(shared, () => 3 * hub.settings.pingMs);

    await app.register(websocket, { options: { maxPayload: 1024 } });
    app.get(
      "/conversations/live",
      {
        websocket: true,
        config: { access: "user" },
        schema: { tags: ["conversations"], summary: "Live conversation events (WebSocket)", hide: true },
        // before the upgrade: our own pages, an address under its rate, someone who can be a party
        preValidation: async (req) => {
          refuseOtherOrigins(req);
          const [n] = await upgrades.hitAll([`live-upgrade:${addressKey(req.ip)}`], shared);
          if (n! > upgradesPerMinute) throw new HttpError(429, M.liveTooMany);
          if (!(await isParty(req))) throw notFound(M.notFound);
        },
      },
      (socket, req) => {
        const s = hub.settings;
        const seat: Seat = {
          id: randomUUID(),
          keys: [
            { key: `user:${req.user._id}`, limit: s.perUser },
            { key: `address:${addressKey(req.ip)}`, limit: s.perAddress },
            ...(req.sessionId ? [{ key: `session:${req.sessionId}`, limit: s.perSession }] : []),
          ],
        };
        let closed = false;
        let forget = () => {};
        let heard = Date.now();
        let alive = true;
        const shut = (code: number, reason: string) => {
          socket.close(code, reason);
          setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
        };
        socket.on("pong", () => {
          alive = true;
        });
        // the page sends nothing but "alive" (LIVE_KEEPALIVE); whatever it sends shows it is there
        socket.on("message", () => {
          heard = Date.now();
        });
        const tick = setInterval(
          () => {
            if (Date.now() - heard >= s.idleMs) return shut(LIVE_CLOSE.idle, LIVE_CLOSE.idleReason);
            if (!alive) return socket.terminate();
            alive = false;
            socket.ping();
            void seats.renew(seat);
          },
          Math.min(s.pingMs, s.idleMs),
        );
        tick.unref();
        socket.on("close", () => {
          closed = true;
          clearInterval(tick);
          forget();
          void seats.release(seat);
        });
        seats.claim(seat).then(
          (ok) => {
            // closed while the seat was being claimed: give it back again
            if (closed) return void seats.release(seat);
            if (!ok) return shut(LIVE_CLOSE.tooMany, LIVE_CLOSE.tooManyReason);
            forget = hub.add(req.user._id, socket);
          },
          () => shut(1011, "Try again"),
        );
      },
    );
  };
