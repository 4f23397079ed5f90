// What every store of uploaded files shares (lib/storage.ts, lib/s3-storage.ts): the interface, and the keys —
// made here as "<folder>/<yyyy-mm>/<uuid>.<ext>", never taken from a user; only a key of that shape is ever read.
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";

export interface StoredFile {
  stream: Readable;
  size: number;
}

export interface FileStorage {
  /** stores the bytes under a new generated key ("<folder>/<yyyy-mm>/<uuid>.<ext>") and returns it */
  put(folder: string, ext: string, data: Buffer): Promise<string>;
  /** null when there is no such file */
  get(key: string): Promise<StoredFile | null>;
  remove(key: string): Promise<void>;
}

const FOLDER = /^[a-z][a-z0-9-]{0,40}$/;
const EXT = /^[a-z0-9]{1,8}$/;
const KEY = /^[a-z][a-z0-9-]{0,40}\/\d{4}-\d{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/** a new key in `folder` for a file of extension `ext` (both lower-case words; anything else is a bug) */
export function newStorageKey(folder: string, ext: string): string {
  if (!FOLDER.test(folder) || !EXT.test(ext))
    throw new Error(`bad storage folder or extension: ${folder} ${ext}`);
  return `${folder}/${new Date().toISOString().slice(0, 7)}/${randomUUID()}.${ext}`;
}

/** true for a key this module could have made */
export const isStorageKey = (key: string) => KEY.test(key);
