// Issue #31: with STORAGE=s3 a certificate goes to the bucket of a real S3-protocol server on loopback (s3rver),
// not to the app's disk, and reads back through the app's authorised download byte for byte (the bucket is
// never exposed). While the store is unreachable an upload answers 503 with Retry-After and words that say the
// file was not saved — and nothing is recorded for it; once the store is back, what it held before reads back whole.
import assert from "node:assert/strict";
import { join } from "node:path";
import { afterAll, test } from "vitest";
import { COMPANY_MESSAGES } from "@rm/domain/company";
import { REQUEST_MESSAGES } from "@rm/domain/request-messages";
import { eq } from "drizzle-orm";
import { companies, companyDocuments } from "../../db/schema.ts";
import { DEMO_ADMIN } from "../../seed/demo-accounts.ts";
import { filesUnder, multipart, SAMPLE_PDF } from "../../test/fixtures/files.ts";
import { registerCompany } from "../../test/fixtures/companies.ts";
import { buildTestApp } from "../../test/helper.ts";
import { startS3 } from "../../test/s3.ts";
import { tempDir } from "../../test/temp-dir.ts";

let s3 = await startS3();
afterAll(() => s3.stop());
const dataDir = tempDir("rm-docs-s3-");
const t = await buildTestApp({ ...s3.env, DATA_DIR: dataDir, RATE_LIMIT_FACTOR: "100" });

const { cookie } = await registerCompany(t, {
  companyName: "Bucket Movers",
  email: "bucket-movers@example.com",
});
const [owner] = await t.db.select().from(companies).where(eq(companies.email, "bucket-movers@example.com"));
const rows = () => t.db.select().from(companyDocuments).where(eq(companyDocuments.companyId, owner!.id));

const upload = () => {
  const body = multipart(
    { kind: "git", coverPounds: "50,000", expiresOn: `${new Date().getFullYear() + 1}-06-30` },
    [{ name: "git.pdf", data: SAMPLE_PDF, type: "application/pdf" }],
  );
  return t.app.inject({
    method: "POST",
    url: "/api/companies/me/documents",
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
};

test("a certificate is stored in the bucket, not on this machine's disk, and downloads through the app", async () => {
  const res = await upload();
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(res.json().message, COMPANY_MESSAGES.uploaded);
  assert.deepEqual(filesUnder(join(dataDir, "uploads")), [], "nothing on the app's disk");
  const url = res.json().data.fileUrl as string;
  const admin = await t.login(DEMO_ADMIN.email);
  for (const who of [cookie, admin]) {
    const got = await t.app.inject({ method: "GET", url, headers: { cookie: who } });
    assert.equal(got.statusCode, 200);
    assert.deepEqual(got.rawPayload, SAMPLE_PDF);
  }
  assert.equal((await t.app.inject({ method: "GET", url })).statusCode, 401);
});

test("the store unreachable: uploads answer 503 with clear words, nothing is recorded, and no stored file is lost", async () => {
  const stored = await upload();
  assert.equal(stored.statusCode, 201, stored.body);
  const url = stored.json().data.fileUrl as string;
  const before = (await rows()).length;
  await s3.stop();
  const res = await upload();
  assert.equal(res.statusCode, 503);
  assert.equal(res.json().message, REQUEST_MESSAGES.filesUnavailable);
  assert.ok(Number(res.headers["retry-after"]) > 0, "Retry-After");
  const read = await t.app.inject({ method: "GET", url, headers: { cookie } });
  assert.equal(read.statusCode, 503, "a download while the store is down says so, not 404");
  assert.equal((await rows()).length, before, "no document row for a file that was not stored");

  // the store back: the file stored before the outage reads back whole, and uploads work again
  s3 = await s3.restart();
  const again = await t.app.inject({ method: "GET", url, headers: { cookie } });
  assert.equal(again.statusCode, 200);
  assert.deepEqual(again.rawPayload, SAMPLE_PDF);
  assert.equal((await upload()).statusCode, 201);
});
