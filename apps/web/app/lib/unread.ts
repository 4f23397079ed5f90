// Issue #15: the header's unread-messages badge follows what happens on the page. The conversation panel,
// after it marks messages read or hears of a message in another conversation, reads the caller's unread
// total and announces it here; the header's badge listens. (The header cannot import the feature.)
// Issue #28: with the total, where the conversation with the newest unread message opens (the badge's link);
// `undefined` when the announcer does not know it (the badge keeps the link it has).
const UNREAD_EVENT = "rm:unread";

interface UnreadNews {
  total: number;
  latest?: string | null;
}

export function announceUnread(total: number, latest?: string | null): void {
  window.dispatchEvent(new CustomEvent<UnreadNews>(UNREAD_EVENT, { detail: { total, latest } }));
}

/** calls `on` with each announced total (and link, when known); returns how to stop listening */
export function onUnread(on: (total: number, latest: string | null | undefined) => void): () => void {
  const listener = (e: Event) => {
    const news = (e as CustomEvent<UnreadNews | undefined>).detail;
    if (!news || !Number.isInteger(news.total) || news.total < 0) return;
    // only a path on this site is ever linked
    const { latest } = news;
    const path = typeof latest === "string" && latest.startsWith("/") && !latest.startsWith("//");
    on(news.total, latest === null ? null : path ? latest : undefined);
  };
  window.addEventListener(UNREAD_EVENT, listener);
  return () => window.removeEventListener(UNREAD_EVENT, listener);
}
