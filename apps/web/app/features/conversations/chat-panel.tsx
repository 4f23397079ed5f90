// The conversation between a customer and a mover (issue #15), the same panel on both sides: the history
// (earlier pages on request), read receipts, the one-line note under a message of yours whose contact
// details were hidden, "Report" on the other side's messages, and the box where Enter sends and Shift+Enter
// starts a new line. Without JavaScript it is a plain form the route's action stores. With it, messages go
// through the API and arrive live (live.ts), or by polling while the socket is down; screen readers hear
// each new message from the other side through a polite live region.
import {
  CHAT_WORDS as W,
  type ChatMessage,
  type ChatView,
  CONVERSATION_MESSAGES,
  type LiveEvent,
  MESSAGE_MAX,
  messageInputSchema,
  reportInputSchema,
} from "@rm/domain/conversation";
import { CONTACT_MASKED_NOTE } from "@rm/domain/contact-masking";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { api } from "../../lib/api.ts";
import { useLive } from "./live.ts";
import "../../styles/conversations.css";

const POLL_MS = 20_000;

const TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});
const when = (iso: string) => TIME.format(new Date(iso));

/** messages by id, oldest first, each once (a live event and our own answer may bring the same one) */
function merge(a: ChatMessage[], b: ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of [...a, ...b]) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}

function ReportForm({ messageId, onDone }: { messageId: number; onDone: (message: string) => void }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = reportInputSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setBusy(true);
    const res = await api("POST", `/conversations/messages/${messageId}/report`, parsed.data);
    setBusy(false);
    if (!res.status) return setError(res.message);
    onDone(res.message);
  };
  return (
    <form className="chat-report stack" onSubmit={send} noValidate>
      <label htmlFor={`${id}-reason`}>{W.reportReason}</label>
      <textarea
        id={`${id}-reason`}
        rows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        // biome-ignore lint/a11y/noAutofocus: the field the Report button just opened
        autoFocus
      />
      {error ? (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button button-small" disabled={busy}>
          {W.sendReport}
        </button>
        <button type="button" className="button button-secondary button-small" onClick={() => onDone("")}>
          {W.cancel}
        </button>
      </div>
    </form>
  );
}

function Bubble({
  m,
  withName,
  onReported,
}: {
  m: ChatMessage;
  withName: string;
  onReported: (s: string) => void;
}) {
  const [reporting, setReporting] = useState(false);
  return (
    <li className={`chat-message ${m.mine ? "is-mine" : "is-theirs"}`} data-message-id={m.id}>
      <p className="chat-meta">
        <strong>{m.mine ? W.you : withName}</strong> · <time dateTime={m.sentAt}>{when(m.sentAt)}</time>
      </p>
      <p className="chat-text">{m.text}</p>
      {m.mine && m.masked ? <p className="chat-note">{CONTACT_MASKED_NOTE}</p> : null}
      {m.mine ? (
        <p className="chat-receipt">{m.readAt ? `${W.read} ${when(m.readAt)}` : W.sent}</p>
      ) : reporting ? (
        <ReportForm
          messageId={m.id}
          onDone={(message) => {
            setReporting(false);
            if (message) onReported(message);
          }}
        />
      ) : (
        <button type="button" className="link-button chat-report-button" onClick={() => setReporting(true)}>
          {W.report}
          <span className="visually-hidden"> this message</span>
        </button>
      )}
    </li>
  );
}

export function ChatPanel({
  view,
  closeHref,
  formError = null,
}: {
  view: ChatView;
  /** where "Close" goes (the customer's page without ?chat); none on the mover's lead page */
  closeHref?: string;
  /** the plain form's refusal, when it was sent without JavaScript */
  formError?: string | null;
}) {
  const id = useId();
  const [roomId, setRoomId] = useState(view.roomId);
  const [messages, setMessages] = useState(view.messages);
  const [hasEarlier, setHasEarlier] = useState(view.hasEarlier);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(formError);
  const [busy, setBusy] = useState(false);
  const [announce, setAnnounce] = useState("");
  const [status, setStatus] = useState("");
  const listRef = useRef<HTMLOListElement>(null);
  const latest = useRef({ roomId, messages });
  latest.current = { roomId, messages };

  const scrollDown = () => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  };

  /** the other side's messages up to the newest are read: their receipts, and our unread counts */
  const markRead = useCallback(async (list: ChatMessage[], room: string | null) => {
    const last = [...list].reverse().find((m) => !m.mine && !m.readAt);
    if (!room || !last || document.visibilityState !== "visible") return;
    await api("POST", `/conversations/${room}/read`, { upTo: last.id });
  }, []);

  /** what arrived after the newest message we have (a live event, a reconnect, the poll) */
  const catchUp = useCallback(async () => {
    const { roomId: room, messages: have } = latest.current;
    if (!room) return;
    const after = have.at(-1)?.id;
    const res = await api("GET", `/conversations/${room}/messages?${after ? `after=${after}` : ""}`);
    if (!res.status || !res.data) return;
    const fresh = res.data.messages.filter((m) => !have.some((h) => h.id === m.id));
    if (fresh.length === 0) return;
    setMessages((now) => merge(now, fresh));
    const theirs = fresh.filter((m) => !m.mine);
    if (theirs.length) setAnnounce(`${W.newFrom(view.withName)}: ${theirs.at(-1)!.text}`);
    requestAnimationFrame(scrollDown);
    void markRead(fresh, room);
  }, [markRead, view.withName]);

  const onEvent = useCallback(
    async (e: LiveEvent) => {
      const room = latest.current.roomId;
      if (e.type === "message") {
        if (room === e.roomId) return void catchUp();
        // the other side opened this conversation first: learn its id (opening an existing room writes nothing)
        if (room === null && e.from !== view.side) {
          const res = await api("POST", "/conversations", {
            leadId: view.leadId,
            companyId: view.companyId,
          });
          if (res.status && res.data?.id === e.roomId) {
            latest.current.roomId = e.roomId;
            setRoomId(e.roomId);
            void catchUp();
          }
        }
      } else if (e.type === "read" && e.roomId === room && e.by !== view.side) {
        setMessages((now) =>
          now.map((m) => (m.mine && !m.readAt && m.id <= e.upTo ? { ...m, readAt: e.readAt } : m)),
        );
      }
    },
    [catchUp, view.side, view.leadId, view.companyId],
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
    if (!roomId || messages.length === 0) return;
    setStatus(W.loadingEarlier);
    const res = await api("GET", `/conversations/${roomId}/messages?before=${messages[0]!.id}`);
    setStatus("");
    if (!res.status || !res.data) return setError(res.message);
    setMessages((now) => merge(res.data!.messages, now));
    setHasEarlier(res.data.hasEarlier);
  };

  const send = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = messageInputSchema.safeParse({ text });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
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
      setRoomId(room);
    }
    const res = await api("POST", `/conversations/${room}/messages`, parsed.data);
    setBusy(false);
    if (!res.status || !res.data) return setError(res.message);
    setText("");
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
      <ol className="chat-list" ref={listRef} aria-label={W.heading(view.withName)}>
        {messages.length === 0 ? <li className="chat-empty">{W.empty(view.side, view.withName)}</li> : null}
        {messages.map((m) => (
          <Bubble key={m.id} m={m} withName={view.withName} onReported={(s) => setStatus(s)} />
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
        <form method="post" className="chat-form" onSubmit={send} noValidate>
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
    </section>
  );
}
