// Issue #31: moving to STORAGE=s3 keeps every file already uploaded. Copies each file under DATA_DIR/uploads
// (local disk's keys are the bucket's keys) into the bucket, skipping what the bucket holds already, so it
// may be run again after an interruption; files that are not uploads (no key of ours) are left and counted.
// The local files are not deleted: remove DATA_DIR/uploads once the site runs on the bucket.
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { S3Storage } from "./s3-storage.ts";
import { isStorageKey } from "./storage-keys.ts";

export interface MoveReport {
  copied: number;
  alreadyThere: number;
  /** files under the folder that are not uploads (their paths, relative to it) */
  notUploads: string[];
}

export async function moveUploadsToBucket(
  root: string,
  bucket: Pick<S3Storage, "has" | "putAt">,
): Promise<MoveReport> {
  const report: MoveReport = { copied: 0, alreadyThere: 0, notUploads: [] };
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const key = relative(root, path).split(sep).join("/");
    if (!isStorageKey(key)) report.notUploads.push(key);
    else if (await bucket.has(key)) report.alreadyThere++;
    else {
      await bucket.putAt(key, await readFile(path));
      report.copied++;
    }
  }
  return report;
}
