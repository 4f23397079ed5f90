// The spec's chat state (issue #15): `rooms` (the caller's conversations, newest first) and `roomId` (the one
// open), held once per page by useChatState. The conversation UI reads it: the movers list takes each
// conversation's unread count from `rooms`, the panel sends to and listens on `roomId`. Live events and the
// panel's own acts (opening a room, reading it) change it through chatReducer, so the counts are pushed, not
// read again from the server.
import type { ChatRoom, ChatState, LiveEvent, MessageSide } from "@rm/domain/conversation";
import { useEffect, useReducer } from "react";

type ChatAction =
  /** the server's view (a page's loader): replaces the state */
  | { type: "load"; state: ChatState }
  /** a room is open (null: none yet, the first message opens it) */
  | { type: "open"; roomId: string | null }
  /** a room the caller opened, or learnt the id of: added (or replaced) and open */
  | { type: "opened"; room: ChatRoom }
  /** a live event, heard by a reader on `side` */
  | { type: "live"; event: LiveEvent; side: MessageSide }
  /** the reader read the open room's messages */
  | { type: "read"; roomId: string };

const newestFirst = (rooms: ChatRoom[]) =>
  [...rooms].sort((a, b) => (b.lastMessageAt ?? "").localeCompare(a.lastMessageAt ?? ""));

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "load":
      // the same loader answer again (the page's first render) changes nothing, so the page does not render twice
      return state.rooms === action.state.rooms && state.roomId === action.state.roomId
        ? state
        : action.state;
    case "open":
      return state.roomId === action.roomId ? state : { ...state, roomId: action.roomId };
    case "opened":
      return {
        rooms: newestFirst([...state.rooms.filter((r) => r.id !== action.room.id), action.room]),
        roomId: action.room.id,
      };
    case "read":
      // nothing unread there: the same state, so the page does not render again for nothing
      if (!state.rooms.some((r) => r.id === action.roomId && r.unread)) return state;
      return {
        ...state,
        rooms: state.rooms.map((r) => (r.id === action.roomId && r.unread ? { ...r, unread: 0 } : r)),
      };
    case "live": {
      const { event, side } = action;
      const room = state.rooms.find((r) => r.id === event.roomId);
      if (!room) return state;
      if (event.type === "read")
        // the caller read it in another tab
        return event.by === side ? chatReducer(state, { type: "read", roomId: room.id }) : state;
      const theirs = event.from !== side;
      const changed: ChatRoom = {
        ...room,
        lastMessageAt: event.message?.sentAt ?? room.lastMessageAt,
        // a message from the other side in a room not open counts as unread (the open one is read at once)
        unread: theirs && state.roomId !== room.id ? room.unread + 1 : room.unread,
      };
      return { ...state, rooms: newestFirst(state.rooms.map((r) => (r.id === room.id ? changed : r))) };
    }
  }
}

/** the unread messages of the caller's conversation about `leadId` with `companyId` (0 without one) */
export const unreadWith = (state: ChatState, leadId: string, companyId: string): number =>
  state.rooms.find((r) => r.leadId === leadId && r.companyId === companyId)?.unread ?? 0;

/** the open room, if the caller has it in their list */
export const openRoom = (state: ChatState): ChatRoom | null =>
  state.rooms.find((r) => r.id === state.roomId) ?? null;

export type ChatStore = readonly [ChatState, (action: ChatAction) => void];

/**
 * The page's one chat state, from its loader's `initial`; a new loader answer (another ?chat=, a form sent
 * without JavaScript) loads again.
 */
export function useChatState(initial: ChatState): ChatStore {
  const [state, dispatch] = useReducer(chatReducer, initial);
  const { rooms, roomId } = initial;
  useEffect(() => dispatch({ type: "load", state: { rooms, roomId } }), [rooms, roomId]);
  return [state, dispatch] as const;
}
