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
  type LiveEvent,
  MESSAGE_MAX,
  messageInputSchema,
  PHOTO_MAX_BYTES,
  PHOTOS_PER_MESSAGE,
  PHOTO_TYPES,
} from "@rm/domain/conversation";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { api, upload } from "../../lib/api.ts";
import { announceUnread } from "../../lib/unread.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Bubble, type OpenPhoto, PhotoViewer } from "./chat-bubble.tsx";
import type { ChatStore } from "./chat-state.ts";
import { useLive } from "./live.ts";
import "../../styles/conversations.css";

const POLL_MS = 20_000;

/** after reading: the caller's unread total, announced to the header's badge (lib/unread.ts) */
async function refreshUnread() {
  const res = await api("GET", "/conversations/unread");
  if (res.status && res.data) announceUnread(res.data.total, res.data.latest);
}

const sendText = (room: string, text: string) => api("POST", `/conversations/${room}/messages`, { text });

/** messages by id, oldest first, each once (a live event and our own answer may bring the same one) */
function merge(a: ChatMessage[], b: ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of [...a, ...b]) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}

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
  const loadingEarlier = useRef(false);
  const listRef = useRef<HTMLOListElement>(null);
  const latest = useRef({ roomId, messages });
  latest.current = { roomId, messages };

  const scrollDown = () => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  };

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

  /** the chosen photos, checked as the server checks them; an error names what is wrong */
  const photosChosen = (): File[] | string => {
    const files = [...(fileRef.current?.files ?? [])].filter((f) => f.size > 0);
    if (files.length > PHOTOS_PER_MESSAGE) return CONVERSATION_MESSAGES.tooManyPhotos;
    if (files.some((f) => f.size > PHOTO_MAX_BYTES)) return CONVERSATION_MESSAGES.photoTooLarge;
    return files;
  };

  const send = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // one send at a time (Enter pressed again while the last one is on its way)
    if (busy) return;
    const photos = photosChosen();
    if (typeof photos === "string") return setError(photos);
    const parsed = messageInputSchema.safeParse({ text });
    if (!parsed.success && (photos.length === 0 || text.trim().length > 0))
      return setError(parsed.error.issues[0]!.message);
    setBusy(true);
    setError(null);
    let room = roomId;
    if (!room) {
      const opened = await api("POST", "/conversations", {
        leadId: view.leadId,
        companyId: view.companyId,
      });
      if (!opened.status || !opened.data) {
        setBusy(false);
        return setError(opened.message);
      }
      room = opened.data.id;
      latest.current.roomId = room;
      dispatch({ type: "opened", room: opened.data });
    }
    let res: Awaited<ReturnType<typeof sendText>>;
    if (photos.length) {
      const form = new FormData();
      if (text.trim()) form.append("text", text);
      for (const f of photos) form.append("photo", f);
      res = await upload(`/conversations/${room}/photos`, form);
    } else res = await sendText(room, parsed.data!.text);
    setBusy(false);
    if (!res.status || !res.data) return setError(res.message);
    // what was typed meanwhile stays in the box
    setText((now) => (now === text ? "" : now));
    if (fileRef.current) fileRef.current.value = "";
    setChosen(0);
    setMessages((now) => merge(now, [res.data!]));
    requestAnimationFrame(scrollDown);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    e.currentTarget.form?.requestSubmit();
  };

  const headingId = `${id}-heading`;
  return (
    <section id="conversation" className="chat-panel" aria-labelledby={headingId}>
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
          <Bubble
            key={m.id}
            m={m}
            withName={view.withName}
            onReported={(s) => setStatus(s)}
            onOpenPhoto={setPhoto}
          />
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
        <form
          method="post"
          className="chat-form"
          onSubmit={send}
          noValidate
          encType={view.side === "client" ? "multipart/form-data" : undefined}
        >
          <input type="hidden" name="intent" value="message" />
          <input type="hidden" name="companyId" value={view.companyId} />
          <label htmlFor={`${id}-text`}>{W.yourMessage}</label>
          <textarea
            id={`${id}-text`}
            name="text"
            rows={3}
            maxLength={MESSAGE_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            aria-describedby={`${id}-keys${error ? ` ${id}-error` : ""}`}
            aria-invalid={error ? true : undefined}
          />
          <p id={`${id}-keys`} className="chat-keys">
            {W.keys}
          </p>
          {view.side === "client" ? (
            <div className="chat-attach">
              <label htmlFor={`${id}-photo`} className="chat-attach-label">
                {W.addPhotos}
              </label>
              <input
                id={`${id}-photo`}
                ref={fileRef}
                className="chat-file"
                type="file"
                name="photo"
                multiple
                accept={PHOTO_TYPES.join(",")}
                aria-describedby={`${id}-photo-hint`}
                onChange={(e) => {
                  setChosen(e.currentTarget.files?.length ?? 0);
                  setError(null);
                }}
              />
              <span className="chat-chosen" aria-live="polite">
                {chosen ? W.chosenPhotos(chosen) : ""}
              </span>
              <p id={`${id}-photo-hint`} className="chat-keys">
                {hydrated ? W.photosHint : W.photosHintPlain}
              </p>
            </div>
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
      )}
      {connected === false && roomId ? <p className="chat-offline muted">{W.offline}</p> : null}
      {photo ? <PhotoViewer photo={photo} onClose={() => setPhoto(null)} /> : null}
    </section>
  );
}
