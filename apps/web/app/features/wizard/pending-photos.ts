// Issue #32: the photos of big or awkward items chosen in the wizard, held in the page until the request exists,
// then sent to POST /api/client/requests/:leadId/photos (docs/decisions/100: photos go just after the request).
// Files cannot go in the sessionStorage draft, so a reload forgets them (the list itself is kept).
import { LEAD_PHOTO_MESSAGES, LEAD_PHOTOS_MAX } from "@rm/domain/inventory";
import { useSyncExternalStore } from "react";
import { upload } from "../../lib/api.ts";

let photos: readonly File[] = [];
const listeners = new Set<() => void>();
const changed = () => {
  for (const l of listeners) l();
};

export function addPendingPhotos(files: Iterable<File>) {
  photos = [...photos, ...files].slice(0, LEAD_PHOTOS_MAX);
  changed();
}
export function removePendingPhoto(file: File) {
  photos = photos.filter((f) => f !== file);
  changed();
}

export function usePendingPhotos(): readonly File[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => photos,
    () => photos,
  );
}

/**
 * Sends the chosen photos to the request just made (nothing when none were chosen); the words to show
 * afterwards: how many were added, or that the request went without them.
 */
export async function sendPendingPhotos(leadId: string): Promise<{ ok: boolean; message: string } | null> {
  if (!photos.length) return null;
  const form = new FormData();
  for (const f of photos) form.append("photo", f);
  const n = photos.length;
  const res = await upload(`/client/requests/${leadId}/photos`, form);
  if (!res.status) return { ok: false, message: LEAD_PHOTO_MESSAGES.notAdded };
  photos = [];
  changed();
  return { ok: true, message: LEAD_PHOTO_MESSAGES.added(n) };
}
