// The header's unread badge, live on every signed-in page (issue #15): the layout listens on the tab's one
// socket (live.ts) for customers and movers; a message from the other side counts one more at once, announced
// to the badge (lib/unread.ts), and the counts are read again for the badge's link to that message's
// conversation (issue #28). The conversation panel, on the same socket, announces the true total once it has
// marked messages read; after a reconnect the total is read again (events missed).
import type { LiveEvent, MessageSide } from "@rm/domain/conversation";
import { useEffect, useRef } from "react";
import { api } from "../../lib/api.ts";
import { announceUnread, onUnread } from "../../lib/unread.ts";
import { subscribeLive } from "./live.ts";

/** the badge's next total after `event`, for a reader on `side` */
export const unreadAfter = (total: number, side: MessageSide, event: LiveEvent): number =>
  event.type === "message" && event.from !== side ? total + 1 : total;

/** `role`: the signed-in user's (the socket opens for "client" and "company"); `fromServer`: the loader's total */
export function useLiveUnread(role: string | null, fromServer: number): void {
  const total = useRef(fromServer);
  useEffect(() => {
    total.current = fromServer;
  }, [fromServer]);
  useEffect(
    () =>
      onUnread((t) => {
        total.current = t;
      }),
    [],
  );
  const side: MessageSide | null = role === "client" || role === "company" ? role : null;
  useEffect(() => {
    if (!side || typeof WebSocket === "undefined") return;
    let opened = 0;
    const readAgain = () =>
      void api("GET", "/conversations/unread").then((res) => {
        if (res.status && res.data) announceUnread(res.data.total, res.data.latest);
      });
    return subscribeLive({
      onEvent: (e) => {
        const next = unreadAfter(total.current, side, e);
        if (next === total.current) return;
        announceUnread(next);
        // issue #28: the badge's link moves to the conversation this message is in
        readAgain();
      },
      onConnect: () => {
        if (opened++ === 0) return;
        readAgain();
      },
      onState: () => {},
    });
  }, [side]);
}
