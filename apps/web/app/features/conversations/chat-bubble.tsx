// One message of a conversation as either side reads it (issue #15): who and when, the text, its photos (opened
// large in a dialog), the read receipt, the note under a message of yours whose contact details were hidden, and
// "Report" with its reason form under the other side's messages. chat-panel.tsx lists them.
import {
  CHAT_WORDS as W,
  type ChatMessage,
  photoPath,
  reportReasonProblem,
} from "@rm/domain/conversation-rules";
import { CONTACT_MASKED_NOTE } from "@rm/domain/contact-masking-words";
import { memo, useId, useState } from "react";
import { Modal } from "../../components/modal.tsx";
import { api } from "../../lib/api.ts";

const TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});
const when = (iso: string) => TIME.format(new Date(iso));

function ReportForm({ messageId, onDone }: { messageId: number; onDone: (message: string) => void }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    const problem = reportReasonProblem(reason);
    if (problem) return setError(problem);
    setBusy(true);
    const res = await api("POST", `/conversations/messages/${messageId}/report`, { reason: reason.trim() });
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

export interface OpenPhoto {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** a photo at full size over the page: Escape, the Close button or a click outside closes it */
export function PhotoViewer({ photo, onClose }: { photo: OpenPhoto; onClose: () => void }) {
  const id = useId();
  return (
    <Modal labelledBy={id} onClose={onClose}>
      <div className="chat-viewer">
        <p id={id} className="visually-hidden">
          {photo.alt}
        </p>
        <img src={photo.src} alt={photo.alt} width={photo.width} height={photo.height} />
        <form method="dialog">
          <button type="submit" className="button button-secondary button-small">
            {W.closePhoto}
          </button>
        </form>
      </div>
    </Modal>
  );
}

/** memoised: the panel renders again on each live event, status and keystroke, and a message seldom changes */
export const Bubble = memo(function Bubble({
  m,
  withName,
  onReported,
  onOpenPhoto,
}: {
  m: ChatMessage;
  withName: string;
  onReported: (s: string) => void;
  onOpenPhoto: (p: OpenPhoto) => void;
}) {
  const [reporting, setReporting] = useState(false);
  return (
    <li className={`chat-message ${m.mine ? "is-mine" : "is-theirs"}`} data-message-id={m.id}>
      <p className="chat-meta">
        <strong>{m.mine ? W.you : withName}</strong> · <time dateTime={m.sentAt}>{when(m.sentAt)}</time>
      </p>
      {m.text ? <p className="chat-text">{m.text}</p> : null}
      {m.photos.length ? (
        <ul className="chat-photos">
          {m.photos.map((p, i) => {
            const alt = m.mine ? W.photoAltMine(i + 1) : W.photoAlt(withName, i + 1);
            return (
              <li key={p.id}>
                <a
                  href={photoPath(p.id, "full")}
                  className="chat-photo"
                  onClick={(e) => {
                    if (e.metaKey || e.ctrlKey || e.shiftKey) return;
                    e.preventDefault();
                    onOpenPhoto({ src: photoPath(p.id, "full"), alt, width: p.width, height: p.height });
                  }}
                >
                  <img src={photoPath(p.id, "thumb")} alt={alt} loading="lazy" decoding="async" />
                  <span className="visually-hidden"> ({W.openPhoto})</span>
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
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
});
