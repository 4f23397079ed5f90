// Issue #31: uploads in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), so that every machine reads what
// any machine stored. Keys are made and checked as for local disk (storage-keys.ts). Downloads still go through
// the app, which authorises each one (docs/architecture.md "Files"): the bucket stays private and no signed URL
// exists that could leak through a log, a referrer or a forwarded email. A store that cannot be reached answers
// 503 with REQUEST_MESSAGES.filesUnavailable; a file that is not there is null, as on disk.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { REQUEST_MESSAGES } from "@rm/domain/request-messages";
import type { Readable } from "node:stream";
import { HttpError } from "./http.ts";
import { type FileStorage, isStorageKey, newStorageKey, type StoredFile } from "./storage-keys.ts";

export interface S3Settings {
  S3_BUCKET?: string | undefined;
  S3_REGION: string;
  S3_ENDPOINT?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
}

/** 503 + Retry-After, the store unreachable or failing: the caller's upload is not kept */
const unavailable = (cause: unknown) => {
  const err = new HttpError(503, REQUEST_MESSAGES.filesUnavailable);
  err.cause = cause;
  return err;
};

/** a 404 of the store: the object (or, for a wrong setting, the bucket) is not there */
const isMissing = (err: unknown) =>
  err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404);

export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(
    private readonly bucket: string,
    settings: S3Settings,
  ) {
    this.client = new S3Client({
      region: settings.S3_REGION,
      ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT } : {}),
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
      ...(settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? {
            credentials: {
              accessKeyId: settings.S3_ACCESS_KEY_ID,
              secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
            },
          }
        : {}),
      // a store that does not answer fails the upload in seconds, not after the SDK's minutes of retries
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
    });
  }

  async put(folder: string, ext: string, data: Buffer): Promise<string> {
    const key = newStorageKey(folder, ext);
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data }));
    } catch (err) {
      throw unavailable(err);
    }
    return key;
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isStorageKey(key)) return null;
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!res.Body) return null;
      return { stream: res.Body as Readable, size: Number(res.ContentLength ?? 0) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw unavailable(err);
    }
  }

  async remove(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      if (!isMissing(err)) throw unavailable(err);
    }
  }

  /** True when the bucket holds `key` (the move of local uploads skips what is there already). */
  async has(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw unavailable(err);
    }
  }

  /** Stores `data` under a key made earlier (the move of local uploads keeps each file's key). */
  async putAt(key: string, data: Buffer): Promise<void> {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data }));
    } catch (err) {
      throw unavailable(err);
    }
  }

  /** Closes the client's connections (tests, scripts). */
  close() {
    this.client.destroy();
  }
}
