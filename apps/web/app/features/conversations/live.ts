// The tab's one live connection (issue #15): a WebSocket to /api/conversations/live on this origin (the page's
// CSP connect-src 'self' covers ws: and wss: of the same host), reconnecting with back-off. The layout opens it
// for signed-in customers and movers (the header's badge, useUnreadBadge) and the conversation panel listens on
// the same socket: whoever subscribes first opens it, the last one to leave closes it. While it is down,
// `connected` is false and the panel polls instead, so the page works without it. Issue #29: the server closes a
// socket the page has said nothing on for a while, so the tab says "alive" every few minutes; a socket refused
// for being one too many (1008: other tabs hold the session's sockets) is tried again only after the longest
// back-off, meanwhile the panel polls.
import type { LiveEvent } from "@rm/domain/conversation";
import { LIVE_CLOSE, LIVE_KEEPALIVE, LIVE_LIMITS } from "@rm/domain/conversation-limits";
import { useEffect, useRef, useState } from "react";

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

interface Listener {
  onEvent: (e: LiveEvent) => void;
  /** the socket opened (again): catch up on what was missed */
  onConnect: () => void;
  /** whether the socket is open */
  onState: (open: boolean) => void;
}

/** the tab's socket and who listens to it */
const tab = {
  listeners: new Set<Listener>(),
  socket: null as WebSocket | null,
  open: false,
  retry: FIRST_RETRY_MS,
  timer: undefined as ReturnType<typeof setTimeout> | undefined,
  keepAlive: undefined as ReturnType<typeof setInterval> | undefined,
};

/** on <html data-live>: whether the tab's socket is open (a test waits for it before a message is sent) */
const mark = (state: "open" | "closed") => {
  document.documentElement.dataset.live = state;
};

function connect() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const socket = new WebSocket(`${scheme}//${location.host}/api/conversations/live`);
  tab.socket = socket;
  socket.onopen = () => {
    tab.retry = FIRST_RETRY_MS;
    clearInterval(tab.keepAlive);
    tab.keepAlive = setInterval(() => {
      if (socket.readyState === WebSocket.OPEN) socket.send(LIVE_KEEPALIVE);
    }, LIVE_LIMITS.keepAliveMinutes * 60_000);
    tab.open = true;
    mark("open");
    for (const l of [...tab.listeners]) {
      l.onState(true);
      l.onConnect();
    }
  };
  socket.onmessage = (m) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(String(m.data)) as LiveEvent;
    } catch {
      return; // not an event of ours
    }
    for (const l of [...tab.listeners]) l.onEvent(event);
  };
  socket.onclose = (e) => {
    if (tab.socket !== socket) return;
    clearInterval(tab.keepAlive);
    if (e.code === LIVE_CLOSE.tooMany) tab.retry = MAX_RETRY_MS;
    tab.socket = null;
    tab.open = false;
    mark("closed");
    for (const l of [...tab.listeners]) l.onState(false);
    if (tab.listeners.size === 0) return;
    // back-off with a little jitter, so a restarted server is not met by every tab at once
    tab.timer = setTimeout(
      () => {
        tab.timer = undefined;
        connect();
      },
      tab.retry + Math.random() * 500,
    );
    tab.retry = Math.min(tab.retry * 2, MAX_RETRY_MS);
  };
}

/** listens on the tab's socket (opening it if no one had); returns how to stop */
export function subscribeLive(listener: Listener): () => void {
  tab.listeners.add(listener);
  if (tab.socket === null && tab.timer === undefined) connect();
  else if (tab.open) listener.onState(true);
  return () => {
    tab.listeners.delete(listener);
    if (tab.listeners.size > 0) return;
    clearTimeout(tab.timer);
    clearInterval(tab.keepAlive);
    tab.timer = undefined;
    const socket = tab.socket;
    tab.socket = null;
    tab.open = false;
    socket?.close();
  };
}

/**
 * Calls `onEvent` for every event; `onConnect` each time the socket (re)opens, to catch up on what was missed.
 * `connected`: null while the first connection is being made, then whether the socket is open.
 */
export function useLive(
  onEvent: (e: LiveEvent) => void,
  onConnect: () => void = () => {},
): { connected: boolean | null } {
  const [connected, setConnected] = useState<boolean | null>(null);
  const handlers = useRef({ onEvent, onConnect });
  handlers.current = { onEvent, onConnect };

  useEffect(() => {
    if (typeof WebSocket === "undefined") return;
    return subscribeLive({
      onEvent: (e) => handlers.current.onEvent(e),
      onConnect: () => handlers.current.onConnect(),
      onState: setConnected,
    });
  }, []);
  return { connected };
}
