// Uploaded files go through one interface (docs/architecture.md "Files"): local disk under <DATA_DIR>/uploads
// by default; with STORAGE=s3 an S3-compatible bucket (lib/s3-storage.ts, issue #31). Keys are generated
// (storage-keys.ts), never taken from a user, and nothing is ever served from a public folder: downloads are
// authorised per request.
import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { type S3Settings, S3Storage } from "./s3-storage.ts";
import { type FileStorage, isStorageKey, newStorageKey, type StoredFile } from "./storage-keys.ts";

export type { FileStorage, StoredFile };

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string | null {
    // only keys this module generates are ever resolved to a path
    if (!isStorageKey(key)) return null;
    const p = resolve(this.root, key);
    return p.startsWith(this.root + sep) ? p : null;
  }

  async put(folder: string, ext: string, data: Buffer): Promise<string> {
    const key = newStorageKey(folder, ext);
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

type StorageSettings = S3Settings & { DATA_DIR: string; STORAGE: "local" | "s3" };

/** The configured store, one per place (a data folder, a bucket on an endpoint): local disk, or S3 (issue #31). */
export function storageFor(config: StorageSettings): FileStorage {
  const place =
    config.STORAGE === "s3"
      ? `s3:${config.S3_ENDPOINT ?? "aws"}/${config.S3_BUCKET}`
      : resolve(config.DATA_DIR, "uploads");
  let s = instances.get(place);
  if (!s) {
    s = config.STORAGE === "s3" ? new S3Storage(config.S3_BUCKET!, config) : new LocalDiskStorage(place);
    instances.set(place, s);
  }
  return s;
}
