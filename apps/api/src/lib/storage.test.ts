// Issue #31: one storage suite, run against local disk and against a real S3-protocol server on loopback
// (s3rver): a stored file reads back byte for byte with its size; keys are generated and only such keys are
// read (a path or another bucket's name is nothing); removing is final and removing twice is no error. With
// the S3 server down, storing and reading answer 503 with REQUEST_MESSAGES.filesUnavailable.
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, test } from "vitest";
import { text } from "node:stream/consumers";
import { REQUEST_MESSAGES } from "@rm/domain/request-messages";
import { loadConfig } from "../config.ts";
import { startS3 } from "../test/s3.ts";
import { tempDir } from "../test/temp-dir.ts";
import { HttpError } from "./http.ts";
import { S3Storage } from "./s3-storage.ts";
import { type FileStorage, LocalDiskStorage } from "./storage.ts";
import { moveUploadsToBucket } from "./uploads-to-bucket.ts";

const s3 = await startS3();
afterAll(() => s3.stop());
const s3Store = new S3Storage(s3.env.S3_BUCKET!, loadConfig(s3.env));
afterAll(() => s3Store.close());

const stores: [string, FileStorage][] = [
  ["local disk", new LocalDiskStorage(tempDir("rm-storage-"))],
  ["S3 (s3rver on loopback)", s3Store],
];

for (const [name, store] of stores) {
  describe(name, () => {
    test("a stored file reads back byte for byte, under a generated key", async () => {
      const bytes = Buffer.from(`certificate ${name} ${"x".repeat(5000)}`);
      const key = await store.put("documents", "pdf", bytes);
      assert.match(key, /^documents\/\d{4}-\d{2}\/[0-9a-f-]{36}\.pdf$/);
      const got = await store.get(key);
      assert.ok(got, "found");
      assert.equal(got.size, bytes.length);
      assert.equal(await text(got.stream), bytes.toString());
    });

    test("only generated keys are read: paths, made-up keys and missing files are nothing", async () => {
      for (const key of [
        "../../etc/passwd",
        "documents/2026-12/../../x.pdf",
        "/documents/2026-12/0b7c2f0e-8c1f-4d5e-9a55-2b6c7b0d9e11.pdf",
        "documents/2026-12/0b7c2f0e-8c1f-4d5e-9a55-2b6c7b0d9e11.pdf",
      ])
        assert.equal(await store.get(key), null, key);
    });

    test("a removed file is gone; removing it again is no error", async () => {
      const key = await store.put("logos", "png", Buffer.from("logo"));
      await store.remove(key);
      assert.equal(await store.get(key), null);
      await store.remove(key);
    });

    test("a folder or extension that is not a plain word is refused before anything is stored", async () => {
      await assert.rejects(store.put("../up", "pdf", Buffer.from("x")), /bad storage folder/);
      await assert.rejects(store.put("documents", "p/df", Buffer.from("x")), /bad storage folder/);
    });
  });
}

test("S3 unreachable: storing and reading answer 503 with words that say the file was not saved", async () => {
  const down = await startS3();
  const store = new S3Storage(down.env.S3_BUCKET!, loadConfig(down.env));
  const key = await store.put("documents", "pdf", Buffer.from("kept before the outage"));
  await down.stop();
  const refused = (err: unknown) =>
    err instanceof HttpError && err.statusCode === 503 && err.message === REQUEST_MESSAGES.filesUnavailable;
  await assert.rejects(store.put("documents", "pdf", Buffer.from("x")), refused);
  await assert.rejects(store.get(key), refused);
  store.close();
});

test("STORAGE=s3 without a bucket, or a key id without its secret, stops the start naming the setting", () => {
  assert.throws(() => loadConfig({ STORAGE: "s3" }), /S3_BUCKET: required with STORAGE=s3/);
  assert.throws(
    () => loadConfig({ STORAGE: "s3", S3_BUCKET: "my-bucket", S3_ACCESS_KEY_ID: "AKIA" }),
    /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither/,
  );
});

test("moving local uploads into the bucket keeps each key, skips what is there, leaves what is not an upload", async () => {
  const root = tempDir("rm-move-");
  const local = new LocalDiskStorage(root);
  const a = await local.put("documents", "pdf", Buffer.from("first certificate"));
  const b = await local.put("logos", "png", Buffer.from("a logo"));
  writeFileSync(join(root, "notes.txt"), "not an upload");
  assert.deepEqual(await moveUploadsToBucket(root, s3Store), {
    copied: 2,
    alreadyThere: 0,
    notUploads: ["notes.txt"],
  });
  for (const [key, body] of [
    [a, "first certificate"],
    [b, "a logo"],
  ] as const)
    assert.equal(await text((await s3Store.get(key))!.stream), body);
  assert.deepEqual(await moveUploadsToBucket(root, s3Store), {
    copied: 0,
    alreadyThere: 2,
    notUploads: ["notes.txt"],
  });
});
