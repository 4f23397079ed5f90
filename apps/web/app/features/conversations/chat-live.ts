// The conversation panel's live part (chat-panel.tsx, issue #15): messages that arrive by the live socket
// (live.ts) or, while it is down, by polling; each is shown once, announced to screen readers when it is the
// other side's, and marked read with the header's unread count refreshed.
import {
  CHAT_WORDS as W,
  type ChatMessage,
  type ChatView,
  type LiveEvent,
} from "@rm/domain/conversation-rules";
import { type Dispatch, type RefObject, type SetStateAction, useCallback, useEffect } from "react";
import { api } from "../../lib/api.ts";
import { announceUnread } from "../../lib/unread.ts";
import type { ChatStore } from "./chat-state.ts";
import { useLive } from "./live.ts";

const POLL_MS = 20_000;

/** after reading: the caller's unread total, announced to the header's badge (lib/unread.ts) */
async function refreshUnread() {
  const res = await api("GET", "/conversations/unread");
  if (res.status && res.data) announceUnread(res.data.total, res.data.latest);
}

/** messages by id, oldest first, each once (a live event and our own answer may bring the same one) */
export function merge(a: ChatMessage[], b: ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of [...a, ...b]) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}

/** what the live part reads and changes of the panel */
interface LivePanel {
  view: ChatView;
  dispatch: ChatStore[1];
  /** the room and messages as they are now (the callbacks read it, not a stale render's) */
  latest: RefObject<{ roomId: string | null; messages: ChatMessage[] }>;
  setMessages: Dispatch<SetStateAction<ChatMessage[]>>;
  setAnnounce: (words: string) => void;
  scrollDown: () => void;
}

export function useLiveConversation({
  view,
  dispatch,
  latest,
  setMessages,
  setAnnounce,
  scrollDown,
}: LivePanel) {
  /** the other side's messages up to the newest are read: their receipts, and our unread counts */
  const markRead = useCallback(
    async (list: ChatMessage[], room: string | null) => {
      const last = [...list].reverse().find((m) => !m.mine && !m.readAt);
      if (!room || !last || document.visibilityState !== "visible") return;
      const res = await api("POST", `/conversations/${room}/read`, { upTo: last.id });
      if (!res.status) return;
      dispatch({ type: "read", roomId: room });
      void refreshUnread();
    },
    [dispatch],
  );

  /** messages that arrived (caught up, or carried by a live event): shown, announced, read */
  const took = useCallback(
    (arrived: ChatMessage[], room: string) => {
      const have = latest.current.messages;
      const fresh = arrived.filter((m) => !have.some((h) => h.id === m.id));
      if (fresh.length === 0) return;
      latest.current.messages = merge(have, fresh);
      setMessages((now) => merge(now, fresh));
      const theirs = fresh.filter((m) => !m.mine);
      if (theirs.length) setAnnounce(`${W.newFrom(view.withName)}: ${theirs.at(-1)!.text}`);
      requestAnimationFrame(scrollDown);
      void markRead(fresh, room);
    },
    [markRead, view.withName],
  );

  /** what arrived after the newest message we have (a live event, a reconnect, the poll) */
  const catchUp = useCallback(async () => {
    const { roomId: room, messages: have } = latest.current;
    if (!room) return;
    const after = have.at(-1)?.id;
    const res = await api("GET", `/conversations/${room}/messages?${after ? `after=${after}` : ""}`);
    if (!res.status || !res.data) return;
    took(res.data.messages, room);
  }, [took]);

  const onEvent = useCallback(
    async (e: LiveEvent) => {
      const room = latest.current.roomId;
      // the page's chat state counts it (another room's unread); the header's badge hears it from the layout
      dispatch({ type: "live", event: e, side: view.side });
      if (e.type === "message") {
        if (room === e.roomId) {
          // the event carries the message as we may read it: no second read (catch up only without it)
          if (e.message) return took([e.message], room);
          return void catchUp();
        }
        // the other side opened this conversation first: learn its id (opening an existing room writes nothing)
        if (room === null && e.from !== view.side) {
          const res = await api("POST", "/conversations", {
            leadId: view.leadId,
            companyId: view.companyId,
          });
          if (res.status && res.data?.id === e.roomId) {
            latest.current.roomId = e.roomId;
            dispatch({ type: "opened", room: res.data });
            void catchUp();
          }
        }
      } else if (e.type === "read" && e.roomId === room && e.by !== view.side) {
        setMessages((now) =>
          now.map((m) => (m.mine && !m.readAt && m.id <= e.upTo ? { ...m, readAt: e.readAt } : m)),
        );
      }
    },
    [catchUp, took, dispatch, view.side, view.leadId, view.companyId],
  );

  const { connected } = useLive(onEvent, catchUp);

  // polling while the socket is down
  useEffect(() => {
    if (connected === true) return;
    const timer = setInterval(() => void catchUp(), POLL_MS);
    return () => clearInterval(timer);
  }, [connected, catchUp]);

  // on open: the newest in view, and the other side's messages read
  useEffect(() => {
    scrollDown();
    void markRead(view.messages, view.roomId);
  }, [markRead, view.messages, view.roomId]);
  return { connected };
}
