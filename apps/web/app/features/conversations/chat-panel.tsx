// The conversation between a customer and a mover (issue #15), the same panel on both sides: the history
// (earlier pages on request), read receipts, the one-line note under a message of yours whose contact
// details were hidden, "Report" on the other side's messages, and the box where Enter sends and Shift+Enter
// starts a new line. Without JavaScript it is a plain form the route's action stores. With it, messages go
// through the API and arrive live (live.ts: the event carries the message), or by polling while the socket is
// down; screen readers hear each new message from the other side through a polite live region. The page's chat
// state (chat-state.ts: the spec's `rooms` and `roomId`) says which room is open; the panel keeps it current.
import {
  CHAT_WORDS as W,
  type ChatMessage,
  type ChatView,
  CONVERSATION_MESSAGES,
  MESSAGE_MAX,
  PHOTO_TYPES,
} from "@rm/domain/conversation-rules";
import {
  type Dispatch,
  type RefObject,
  type SetStateAction,
  useCallback,
  useId,
  useRef,
  useState,
} from "react";
import { api } from "../../lib/api.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Bubble, type OpenPhoto, PhotoViewer } from "./chat-bubble.tsx";
import type { ChatStore } from "./chat-state.ts";
import { merge, useLiveConversation } from "./chat-live.ts";
import { useSend } from "./chat-send.ts";
import "../../styles/conversations.css";

export function ChatPanel({
  view,
  chat,
  closeHref,
  formError = null,
}: {
  view: ChatView;
  /** the page's chat state (useChatState): its `roomId` is the room this panel shows */
  chat: ChatStore;
  /** where "Close" goes (the customer's page without ?chat); none on the mover's lead page */
  closeHref?: string;
  /** the plain form's refusal, when it was sent without JavaScript */
  formError?: string | null;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [state, dispatch] = chat;
  const roomId = state.roomId;
  const [messages, setMessages] = useState(view.messages);
  const [hasEarlier, setHasEarlier] = useState(view.hasEarlier);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(formError);
  const [busy, setBusy] = useState(false);
  const [announce, setAnnounce] = useState("");
  const [status, setStatus] = useState("");
  const [photo, setPhoto] = useState<OpenPhoto | null>(null);
  const [chosen, setChosen] = useState(0);
  const fileRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const latest = useRef({ roomId, messages });
  latest.current = { roomId, messages };

  // stable (the list is a ref), so the live part's callbacks keep their identity
  const scrollDown = useCallback(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  const { connected } = useLiveConversation({ view, dispatch, latest, setMessages, setAnnounce, scrollDown });

  const { earlier, onScroll } = useEarlier({
    roomId,
    messages,
    hasEarlier,
    listRef,
    setMessages,
    setHasEarlier,
    setStatus,
    setError,
  });

  const send = useSend({
    view,
    chat,
    latest,
    text,
    setText,
    busy,
    setBusy,
    setError,
    fileRef,
    setChosen,
    setMessages,
    scrollDown,
  });

  const headingId = `${id}-heading`;
  return (
    <section id="conversation" className="chat-panel" aria-labelledby={headingId}>
      <ChatHead view={view} headingId={headingId} closeHref={closeHref} />
      {hasEarlier ? (
        <button type="button" className="link-button chat-earlier" onClick={earlier}>
          {W.earlier}
        </button>
      ) : null}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <ol className="chat-list" ref={listRef} aria-label={W.heading(view.withName)} onScroll={onScroll}>
        {messages.length === 0 ? <li className="chat-empty">{W.empty(view.side, view.withName)}</li> : null}
        {messages.map((m) => (
          <Bubble key={m.id} m={m} withName={view.withName} onReported={setStatus} onOpenPhoto={setPhoto} />
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
      {status && !status.endsWith("…") ? (
        <p className="notice" role="status">
          {status}
        </p>
      ) : null}
      {view.closed ? (
        <p className="notice">{CONVERSATION_MESSAGES.requestClosed}</p>
      ) : (
        <ChatForm
          id={id}
          view={view}
          send={send}
          text={text}
          setText={setText}
          fileRef={fileRef}
          chosen={chosen}
          photosHint={hydrated ? W.photosHint : W.photosHintPlain}
          onChosen={(n) => {
            setChosen(n);
            setError(null);
          }}
          error={error}
          busy={busy}
        />
      )}
      {connected === false && roomId ? <p className="chat-offline muted">{W.offline}</p> : null}
      {photo ? <PhotoViewer photo={photo} onClose={() => setPhoto(null)} /> : null}
    </section>
  );
}

/** Enter sends, Shift+Enter starts a new line (and Enter that ends an input method's composition does not send) */
function sendOnEnter(e: React.KeyboardEvent<HTMLTextAreaElement>) {
  if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
  e.preventDefault();
  e.currentTarget.form?.requestSubmit();
}

/** the customer's photos for a message: the file input, how many are chosen, and what may be sent */
function PhotoAttach(props: {
  id: string;
  fileRef: RefObject<HTMLInputElement | null>;
  chosen: number;
  hint: string;
  onChosen: (count: number) => void;
}) {
  return (
    <div className="chat-attach">
      <label htmlFor={`${props.id}-photo`} className="chat-attach-label">
        {W.addPhotos}
      </label>
      <input
        id={`${props.id}-photo`}
        ref={props.fileRef}
        className="chat-file"
        type="file"
        name="photo"
        multiple
        accept={PHOTO_TYPES.join(",")}
        aria-describedby={`${props.id}-photo-hint`}
        onChange={(e) => props.onChosen(e.currentTarget.files?.length ?? 0)}
      />
      <span className="chat-chosen" aria-live="polite">
        {props.chosen ? W.chosenPhotos(props.chosen) : ""}
      </span>
      <p id={`${props.id}-photo-hint`} className="chat-keys">
        {props.hint}
      </p>
    </div>
  );
}

/** earlier pages of the history: by the button, or as the reader scrolls to the top */
function useEarlier(p: {
  roomId: string | null;
  messages: ChatMessage[];
  hasEarlier: boolean;
  listRef: RefObject<HTMLOListElement | null>;
  setMessages: Dispatch<SetStateAction<ChatMessage[]>>;
  setHasEarlier: (more: boolean) => void;
  setStatus: (words: string) => void;
  setError: (message: string | null) => void;
}) {
  const { roomId, messages, hasEarlier, listRef, setMessages, setHasEarlier, setStatus, setError } = p;
  const loadingEarlier = useRef(false);
  const earlier = async () => {
    if (!roomId || messages.length === 0 || loadingEarlier.current) return;
    loadingEarlier.current = true;
    setStatus(W.loadingEarlier);
    const el = listRef.current;
    const fromBottom = el ? el.scrollHeight - el.scrollTop : 0;
    const res = await api("GET", `/conversations/${roomId}/messages?before=${messages[0]!.id}`);
    loadingEarlier.current = false;
    setStatus("");
    if (!res.status || !res.data) return setError(res.message);
    setMessages((now) => merge(res.data!.messages, now));
    setHasEarlier(res.data.hasEarlier);
    // the message that was at the top stays where it was
    requestAnimationFrame(() => {
      if (el) el.scrollTop = el.scrollHeight - fromBottom;
    });
  };

  /** older messages load as the reader scrolls to the top (the button does the same by keyboard) */
  const onScroll = (e: React.UIEvent<HTMLOListElement>) => {
    if (hasEarlier && e.currentTarget.scrollTop < 40) void earlier();
  };
  return { earlier, onScroll };
}

/** who the conversation is with, about which move, and what each side may see */
function ChatHead({ view, headingId, closeHref }: { view: ChatView; headingId: string; closeHref?: string }) {
  return (
    <>
      <header className="chat-head">
        <div>
          <h2 id={headingId}>{W.heading(view.withName)}</h2>
          <p className="chat-move">{view.moveLabel}</p>
        </div>
        {closeHref ? (
          <a className="button button-secondary button-small" href={closeHref}>
            {W.close}
          </a>
        ) : null}
      </header>
      <p className="chat-privacy">{W.privacy(view.side, view.booked)}</p>
    </>
  );
}

/** the message being written: Enter sends (sendOnEnter), its error (the form's) is named by id */
function MessageBox(props: { id: string; text: string; onText: (text: string) => void; hasError: boolean }) {
  const { id } = props;
  return (
    <>
      <label htmlFor={`${id}-text`}>{W.yourMessage}</label>
      <textarea
        id={`${id}-text`}
        name="text"
        rows={3}
        maxLength={MESSAGE_MAX}
        value={props.text}
        onChange={(e) => props.onText(e.target.value)}
        onKeyDown={sendOnEnter}
        aria-describedby={`${id}-keys${props.hasError ? ` ${id}-error` : ""}`}
        aria-invalid={props.hasError ? true : undefined}
      />
      <p id={`${id}-keys`} className="chat-keys">
        {W.keys}
      </p>
    </>
  );
}

/** the box, the customer's photos, the error and the Send button (a plain form without the script) */
function ChatForm(props: {
  id: string;
  view: ChatView;
  send: (e: React.FormEvent<HTMLFormElement>) => Promise<void>;
  text: string;
  setText: (text: string) => void;
  fileRef: RefObject<HTMLInputElement | null>;
  chosen: number;
  photosHint: string;
  onChosen: (count: number) => void;
  error: string | null;
  busy: boolean;
}) {
  const { id, view, send, text, setText, fileRef, chosen, photosHint, onChosen, error, busy } = props;
  return (
    <form
      method="post"
      className="chat-form"
      onSubmit={send}
      noValidate
      encType={view.side === "client" ? "multipart/form-data" : undefined}
    >
      <input type="hidden" name="intent" value="message" />
      <input type="hidden" name="companyId" value={view.companyId} />
      <MessageBox id={id} text={text} onText={setText} hasError={error !== null} />
      {view.side === "client" ? (
        <PhotoAttach id={id} fileRef={fileRef} chosen={chosen} hint={photosHint} onChosen={onChosen} />
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {busy ? W.sending : W.send}
      </button>
    </form>
  );
}
