// The spec's chat state (issue #15): the reducer the conversation UI reads `rooms` and `roomId` from, and the
// header badge's count, as live events and the panel's own acts change them.
import assert from "node:assert/strict";
import { test } from "vitest";
import type { ChatMessage, ChatRoom, ChatState, LiveEvent } from "@rm/domain/conversation";
import { chatReducer, openRoom, unreadWith } from "./chat-state.ts";
import { unreadAfter } from "./live-unread.ts";

const room = (id: string, companyId: string, over: Partial<ChatRoom> = {}): ChatRoom => ({
  id,
  leadId: "lead-1",
  companyId,
  withName: `Mover ${companyId}`,
  moveLabel: "SE16 → N17, Saturday 12 December 2026",
  booked: false,
  unread: 0,
  lastMessageAt: "2026-11-20T10:00:00.000Z",
  path: `/client/removal-requests/lead-1?chat=${companyId}#conversation`,
  ...over,
});
const message = (roomId: string, id: number, sentAt: string): ChatMessage => ({
  id,
  roomId,
  from: "company",
  mine: false,
  text: "Is there a lift?",
  masked: false,
  sentAt,
  readAt: null,
  photos: [],
});
const arrived = (
  roomId: string,
  id: number,
  from: "client" | "company",
  sentAt = "2026-11-24T09:00:00.000Z",
) => ({ type: "message", roomId, id, from, message: message(roomId, id, sentAt) }) satisfies LiveEvent;

const start: ChatState = {
  rooms: [room("r-a", "a", { unread: 2 }), room("r-b", "b", { lastMessageAt: "2026-11-19T10:00:00.000Z" })],
  roomId: "r-a",
};

test("the other side's message in a room not open counts one unread and moves the room first", () => {
  const next = chatReducer(start, { type: "live", event: arrived("r-b", 9, "company"), side: "client" });
  assert.deepEqual(
    next.rooms.map((r) => [r.id, r.unread, r.lastMessageAt]),
    [
      ["r-b", 1, "2026-11-24T09:00:00.000Z"],
      ["r-a", 2, "2026-11-20T10:00:00.000Z"],
    ],
  );
  assert.equal(next.roomId, "r-a", "the open room stays open");
  assert.equal(unreadWith(next, "lead-1", "b"), 1);
  assert.equal(start.rooms[1]!.unread, 0, "the state before is not changed");
});

test("a message in the open room, or one of our own, counts nothing", () => {
  const inOpen = chatReducer(start, { type: "live", event: arrived("r-a", 9, "company"), side: "client" });
  assert.equal(unreadWith(inOpen, "lead-1", "a"), 2);
  const ours = chatReducer(start, { type: "live", event: arrived("r-b", 9, "client"), side: "client" });
  assert.equal(unreadWith(ours, "lead-1", "b"), 0);
});

test("reading a room clears its count, here or in another tab; the other side's reading does not", () => {
  const read = chatReducer(start, { type: "read", roomId: "r-a" });
  assert.equal(unreadWith(read, "lead-1", "a"), 0);
  const readEvent = (by: "client" | "company"): LiveEvent => ({
    type: "read",
    roomId: "r-a",
    upTo: 5,
    readAt: "2026-11-24T09:00:00.000Z",
    by,
  });
  assert.equal(
    unreadWith(
      chatReducer(start, { type: "live", event: readEvent("client"), side: "client" }),
      "lead-1",
      "a",
    ),
    0,
  );
  const theirs = chatReducer(start, { type: "live", event: readEvent("company"), side: "client" });
  assert.equal(theirs, start, "nothing changes");
});

test("an event about a room not in the list, or a bad room id, changes nothing", () => {
  assert.equal(
    chatReducer(start, { type: "live", event: arrived("r-zz", 9, "company"), side: "client" }),
    start,
  );
  assert.deepEqual(chatReducer(start, { type: "read", roomId: "r-zz" }).rooms, start.rooms);
  assert.equal(unreadWith(start, "lead-1", "nobody"), 0);
  assert.equal(unreadWith(start, "another-lead", "a"), 0);
});

test("opening a room (the first message) adds it and makes it the open one; open and load set the state", () => {
  const none: ChatState = { rooms: [], roomId: null };
  assert.equal(openRoom(none), null);
  const opened = chatReducer(none, { type: "opened", room: room("r-c", "c") });
  assert.deepEqual([opened.roomId, opened.rooms.map((r) => r.id)], ["r-c", ["r-c"]]);
  assert.equal(openRoom(opened)?.companyId, "c");
  // opened again (the other side's first message): replaced, not doubled
  const again = chatReducer(opened, { type: "opened", room: room("r-c", "c", { unread: 1 }) });
  assert.deepEqual(
    again.rooms.map((r) => [r.id, r.unread]),
    [["r-c", 1]],
  );
  assert.equal(chatReducer(start, { type: "open", roomId: "r-a" }), start);
  assert.equal(chatReducer(start, { type: "open", roomId: "r-b" }).roomId, "r-b");
  assert.equal(chatReducer(start, { type: "load", state: none }), none);
});

test("the header's badge: one more for each message from the other side, none for ours or a read", () => {
  assert.equal(unreadAfter(3, "company", arrived("r-a", 1, "client")), 4);
  assert.equal(unreadAfter(3, "company", arrived("r-a", 1, "company")), 3);
  assert.equal(
    unreadAfter(3, "client", {
      type: "read",
      roomId: "r-a",
      upTo: 1,
      readAt: "2026-11-24T09:00:00.000Z",
      by: "company",
    }),
    3,
  );
});

test("the loader's same answer again, or reading a room with nothing unread, keeps the same state (no render)", () => {
  // the page's first render loads the state it started from: the same object back, so React does not render again
  assert.equal(
    chatReducer(start, { type: "load", state: { rooms: start.rooms, roomId: start.roomId } }),
    start,
  );
  // a new answer from the loader (another ?chat=) is taken
  const other = { rooms: [...start.rooms], roomId: start.roomId };
  assert.equal(chatReducer(start, { type: "load", state: other }), other);
  const read = chatReducer(start, { type: "read", roomId: "r-a" });
  assert.notEqual(read, start);
  assert.equal(chatReducer(read, { type: "read", roomId: "r-a" }), read);
  assert.equal(chatReducer(start, { type: "read", roomId: "r-b" }), start);
});
