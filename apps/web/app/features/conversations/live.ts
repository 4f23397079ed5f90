// The page's one live connection (issue #15): a WebSocket to /api/conversations/live on this origin (the
// page's CSP connect-src 'self' covers ws: and wss: of the same host), reconnecting with back-off. While it
// is down, `connected` is false and the panel polls instead, so the page works without it.
import type { LiveEvent } from "@rm/domain/conversation";
import { useEffect, useRef, useState } from "react";

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * Calls `onEvent` for every event; `onConnect` each time the socket (re)opens, to catch up on what was missed.
 * `connected`: null while the first connection is being made, then whether the socket is open.
 */
export function useLive(
  onEvent: (e: LiveEvent) => void,
  onConnect: () => void,
): { connected: boolean | null } {
  const [connected, setConnected] = useState<boolean | null>(null);
  const handlers = useRef({ onEvent, onConnect });
  handlers.current = { onEvent, onConnect };

  useEffect(() => {
    if (typeof WebSocket === "undefined") return;
    let socket: WebSocket | null = null;
    let retry = FIRST_RETRY_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      const scheme = location.protocol === "https:" ? "wss:" : "ws:";
      socket = new WebSocket(`${scheme}//${location.host}/api/conversations/live`);
      socket.onopen = () => {
        retry = FIRST_RETRY_MS;
        setConnected(true);
        handlers.current.onConnect();
      };
      socket.onmessage = (m) => {
        try {
          handlers.current.onEvent(JSON.parse(String(m.data)) as LiveEvent);
        } catch {
          // not an event of ours
        }
      };
      socket.onclose = () => {
        setConnected(false);
        if (stopped) return;
        // back-off with a little jitter, so a restarted server is not met by every tab at once
        timer = setTimeout(connect, retry + Math.random() * 500);
        retry = Math.min(retry * 2, MAX_RETRY_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, []);
  return { connected };
}
