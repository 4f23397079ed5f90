// The conversation panel as a part whose code loads on its own (issue #34, lib/lazy-part.tsx): the customer's
// comparison without a conversation open does not download it. Its styles stay with the page (imported here),
// so the server's HTML of an open conversation is styled before the panel's code arrives.
import { lazyPart } from "../../lib/lazy-part.tsx";
import "../../styles/conversations.css";

export const ChatPanelPart = lazyPart(() => import("./chat-panel.tsx"), "ChatPanel");
