// Sending a message of the conversation panel (chat-panel.tsx): the text or the customer's photos, checked as
// the server checks them; the room is opened first when this is the first message; one send at a time.
import {
  type ChatMessage,
  type ChatView,
  CONVERSATION_MESSAGES,
  messageTextProblem,
  PHOTO_MAX_BYTES,
  PHOTOS_PER_MESSAGE,
} from "@rm/domain/conversation-rules";
import type { Dispatch, FormEvent, RefObject, SetStateAction } from "react";
import { api, upload } from "../../lib/api.ts";
import type { ChatStore } from "./chat-state.ts";
import { merge } from "./chat-live.ts";

const sendText = (room: string, text: string) => api("POST", `/conversations/${room}/messages`, { text });

/** the chosen photos, checked as the server checks them; an error names what is wrong */
function photosChosen(input: HTMLInputElement | null): File[] | string {
  const files = [...(input?.files ?? [])].filter((f) => f.size > 0);
  if (files.length > PHOTOS_PER_MESSAGE) return CONVERSATION_MESSAGES.tooManyPhotos;
  if (files.some((f) => f.size > PHOTO_MAX_BYTES)) return CONVERSATION_MESSAGES.photoTooLarge;
  return files;
}

/** the conversation of this request with this mover, opened (opening an existing one writes nothing) */
const openRoomOf = (view: ChatView) =>
  api("POST", "/conversations", { leadId: view.leadId, companyId: view.companyId });

export interface SendState {
  view: ChatView;
  chat: ChatStore;
  latest: RefObject<{ roomId: string | null; messages: ChatMessage[] }>;
  text: string;
  setText: Dispatch<SetStateAction<string>>;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  setError: (message: string | null) => void;
  fileRef: RefObject<HTMLInputElement | null>;
  setChosen: (count: number) => void;
  setMessages: Dispatch<SetStateAction<ChatMessage[]>>;
  scrollDown: () => void;
}

/** the form's submit: sends what was written (and the photos chosen) */
export function useSend(p: SendState) {
  const {
    view,
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
  } = p;
  const [state, dispatch] = p.chat;
  const roomId = state.roomId;
  return async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // one send at a time (Enter pressed again while the last one is on its way)
    if (busy) return;
    const photos = photosChosen(fileRef.current);
    if (typeof photos === "string") return setError(photos);
    const problem = messageTextProblem(text);
    if (problem && (photos.length === 0 || text.trim().length > 0)) return setError(problem);
    setBusy(true);
    setError(null);
    let room = roomId;
    if (!room) {
      const opened = await openRoomOf(view);
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
    } else res = await sendText(room, text.trim());
    setBusy(false);
    if (!res.status || !res.data) return setError(res.message);
    // what was typed meanwhile stays in the box
    setText((now) => (now === text ? "" : now));
    if (fileRef.current) fileRef.current.value = "";
    setChosen(0);
    setMessages((now) => merge(now, [res.data!]));
    requestAnimationFrame(scrollDown);
  };
}
