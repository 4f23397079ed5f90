// Issue #15: a count of unread messages beside a request or a lead (nothing when there are none); a screen
// reader hears "2 unread messages", not the bare number.
import { unreadLabel } from "@rm/domain/conversation-words";

export function UnreadBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className="unread-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{unreadLabel(count)}</span>
    </span>
  );
}
