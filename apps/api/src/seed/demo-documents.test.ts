// The demo companies' certificates are real files: stored by the seed through the upload storage, readable
// by an admin and their own company only, and a second seeding changes nothing.
import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "vitest";
import { inflateSync } from "node:zlib";
import { and, eq, inArray } from "drizzle-orm";
import { companies, companyDocuments } from "../db/schema.ts";
import { filesUnder } from "../test/fixtures/files.ts";
import { buildTestApp } from "../test/helper.ts";
import { tempDir } from "../test/temp-dir.ts";
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_COMPANIES } from "./demo-accounts.ts";
import { seedDemo } from "./demo.ts";
import { SEED_DOCUMENT_NAMES } from "./demo-documents.ts";

// a storage that has never seen the seed (a fresh DATA_DIR, or a lost uploads folder)
const dataDir = tempDir("rm-seed-docs-");
const uploads = join(dataDir, "uploads");
const t = await buildTestApp({ DATA_DIR: dataDir, RATE_LIMIT_FACTOR: "100" });
const [thames, northline] = DEMO_COMPANIES;

const seededDocs = () =>
  t.db
    .select({ doc: companyDocuments, email: companies.email, name: companies.name })
    .from(companyDocuments)
    .innerJoin(companies, eq(companies.id, companyDocuments.companyId))
    .where(
      and(
        inArray(
          companies.email,
          DEMO_COMPANIES.map((c) => c.email),
        ),
        inArray(companyDocuments.originalName, Object.values(SEED_DOCUMENT_NAMES)),
      ),
    )
    .orderBy(companyDocuments.id);
const fileOf = (id: string, cookie?: string) =>
  t.app.inject({ method: "GET", url: `/api/documents/${id}/file`, headers: cookie ? { cookie } : {} });

/** The words a pdfkit page draws with its standard fonts (content streams hold them as hex strings). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  let text = "";
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    const end = raw.indexOf("endstream", start);
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      continue;
    }
    for (const h of body.matchAll(/<([0-9a-fA-F]+)>/g)) text += Buffer.from(h[1]!, "hex").toString("latin1");
    text += "\n";
  }
  return text;
}

test("before the seed has stored them here, the seeded certificates have no file", async () => {
  const docs = await seededDocs();
  assert.equal(docs.length, DEMO_COMPANIES.length * 2, "a GIT and a PL certificate per demo company");
  const admin = await t.login(DEMO_ADMIN.email);
  assert.equal((await fileOf(docs[0]!.doc.id, admin)).statusCode, 404);
});

test("after seeding, an admin opens every seeded certificate: a one-page specimen PDF with its details", async () => {
  await seedDemo(t.ctx, () => {});
  const admin = await t.login(DEMO_ADMIN.email);
  const docs = await seededDocs();
  assert.equal(filesUnder(uploads).length, docs.length, "one stored file per certificate");
  for (const { doc, email, name } of docs) {
    assert.match(doc.fileKey, /^documents\/\d{4}-\d{2}\/[0-9a-f-]{36}\.pdf$/);
    const res = await fileOf(doc.id, admin);
    assert.equal(res.statusCode, 200, `${name} ${doc.kind}`);
    assert.equal(res.headers["content-type"], "application/pdf");
    const body = res.rawPayload;
    assert.equal(body.subarray(0, 5).toString("latin1"), "%PDF-");
    assert.equal(Number(res.headers["content-length"]), body.length);
    assert.equal(doc.size, body.length, "the stored size is the file's");
    assert.ok(body.length < 20_000, `small: ${body.length} bytes`);
    assert.equal((body.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length, 1, "one page");
    const demo = DEMO_COMPANIES.find((c) => c.email === email)!;
    const words = pdfText(body);
    for (const expected of [
      "DEMO / SPECIMEN",
      "Certificate of insurance",
      name,
      doc.kind === "git" ? "Goods in Transit insurance" : "Public Liability insurance",
      demo.insurance.insurer,
      doc.kind === "git" ? demo.insurance.gitPolicy : demo.insurance.plPolicy,
      doc.kind === "git" ? "£50,000" : "£5,000,000",
    ])
      assert.ok(words.includes(expected), `${name} ${doc.kind}: "${expected}" in ${JSON.stringify(words)}`);
    // the expiry as the product writes dates, e.g. "Saturday 14 March 2026"
    const [y, m, d] = doc.expiresOn.split("-").map(Number) as [number, number, number];
    const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString("en-GB", { month: "long", timeZone: "UTC" });
    assert.match(words, new RegExp(`Expires[^\\n]*?[A-Z][a-z]+day ${d} ${month} ${y}`));
  }
});

test("seeding again changes nothing and renders no certificate again", async () => {
  const before = { docs: await seededDocs(), files: filesUnder(uploads) };
  const lines: string[] = [];
  await seedDemo(t.ctx, (m) => lines.push(m));
  assert.deepEqual(await seededDocs(), before.docs);
  assert.deepEqual(filesUnder(uploads), before.files);
  assert.deepEqual(
    lines.filter((l) => l.includes("certificate")),
    [],
  );
});

test("a company reads its own seeded certificate, not another company's; clients and visitors never", async () => {
  const docs = await seededDocs();
  const thamesDoc = docs.find((d) => d.email === thames!.email)!;
  assert.equal((await fileOf(thamesDoc.doc.id, await t.login(thames!.email))).statusCode, 200);
  assert.equal((await fileOf(thamesDoc.doc.id, await t.login(northline!.email))).statusCode, 404);
  assert.equal((await fileOf(thamesDoc.doc.id, await t.login(DEMO_CLIENT.email))).statusCode, 404);
  assert.equal((await fileOf(thamesDoc.doc.id)).statusCode, 401);
});
