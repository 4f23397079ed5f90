// An id from a URL: anything that is not a UUID cannot name a row, so it is simply not found.
import { isUuid } from "@rm/domain/ids";
import { notFound } from "./http.ts";

/** 404 with `message` unless `id` is a UUID (the database is never asked with a malformed id). */
export function assertId(id: string, message: string): void {
  if (!isUuid(id)) throw notFound(message);
}
