// Uploaded files go through one interface (docs/architecture.md "Files"): local disk under <DATA_DIR>/uploads
// by default; an S3-compatible store implements the same three calls. Keys are generated here, never taken
// from a user, and nothing is ever served from a public folder: downloads are authorised per request.
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
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
/** only keys this module generates are ever resolved to a path */
const KEY = /^[a-z][a-z0-9-]{0,40}\/\d{4}-\d{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string | null {
    if (!KEY.test(key)) return null;
    const p = resolve(this.root, key);
    return p.startsWith(this.root + sep) ? p : null;
  }

  async put(folder: string, ext: string, data: Buffer): Promise<string> {
    if (!FOLDER.test(folder) || !EXT.test(ext))
      throw new Error(`bad storage folder or extension: ${folder} ${ext}`);
    const key = `${folder}/${new Date().toISOString().slice(0, 7)}/${randomUUID()}.${ext}`;
    const path = this.pathOf(key)!;
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    await writeFile(path, data, { flag: "wx", mode: 0o600 });
    return key;
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    if (!path) return null;
    try {
      const s = await stat(path);
      if (!s.isFile()) return null;
      return { stream: createReadStream(path), size: s.size };
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    const path = this.pathOf(key);
    if (path) await rm(path, { force: true });
  }
}

const instances = new Map<string, FileStorage>();

/** The configured store (one per data folder). S3: implement FileStorage and choose it here by configuration. */
export function storageFor(config: { DATA_DIR: string }): FileStorage {
  const root = resolve(config.DATA_DIR, "uploads");
  let s = instances.get(root);
  if (!s) {
    s = new LocalDiskStorage(root);
    instances.set(root, s);
  }
  return s;
}
