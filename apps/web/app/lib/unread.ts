// Issue #15: the header's unread-messages badge follows what happens on the page. The conversation panel,
// after it marks messages read or hears of a message in another conversation, reads the caller's unread
// total and announces it here; the header's badge listens. (The header cannot import the feature.)
export const UNREAD_EVENT = "rm:unread";

export function announceUnread(total: number): void {
  window.dispatchEvent(new CustomEvent<number>(UNREAD_EVENT, { detail: total }));
}

/** calls `on` with each announced total; returns how to stop listening */
export function onUnread(on: (total: number) => void): () => void {
  const listener = (e: Event) => {
    const total = (e as CustomEvent<number>).detail;
    if (Number.isInteger(total) && total >= 0) on(total);
  };
  window.addEventListener(UNREAD_EVENT, listener);
  return () => window.removeEventListener(UNREAD_EVENT, listener);
}
