// Document upload and download: type by bytes, size, empty, expiry, and who may read a file.
import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "vitest";
import { COMPANY_MESSAGES } from "@rm/domain/company";
import { eq } from "drizzle-orm";
import { companies, companyDocuments } from "../../db/schema.ts";
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { registerCompany as registerWith } from "../../test/fixtures/companies.ts";
import { buildTestApp } from "../../test/helper.ts";
import { tempDir } from "../../test/temp-dir.ts";
import { SAMPLE_EXE, SAMPLE_PDF, SAMPLE_PNG, filesUnder, multipart } from "../../test/fixtures/files.ts";

const dataDir = tempDir("rm-docs-");
const uploads = join(dataDir, "uploads");
const t = await buildTestApp({ DATA_DIR: dataDir, RATE_LIMIT_FACTOR: "100" });

const nextYear = `${new Date().getFullYear() + 1}-06-30`;
const git = { kind: "git", coverPounds: "50,000", expiresOn: nextYear };

/** a pending company of its own, signed in: its owner's cookie */
const registerCompany = async (email: string) =>
  (
    await registerWith(t, {
      companyName: `Test Movers ${email}`,
      contactName: "Sam Carter",
      email,
      phone: "020 7946 0999",
      address: "1 Test Street",
      postcode: "SE1 7PB",
      yearsTrading: 2,
      fleetSize: 1,
      services: ["Man and Van"],
      coverageRadiusMiles: 5,
      coverageBoroughs: [],
    })
  ).cookie;

const company = await registerCompany("docs-owner@example.com");
const [owner] = await t.db.select().from(companies).where(eq(companies.email, "docs-owner@example.com"));

const upload = (
  cookie: string | undefined,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1],
) => {
  const body = multipart(fields, files);
  return t.app.inject({
    method: "POST",
    url: "/api/companies/me/documents",
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
};
const rowsOfOwner = () =>
  t.db.select().from(companyDocuments).where(eq(companyDocuments.companyId, owner!.id));

test("a PDF certificate is stored under a generated name and waits for checks", async () => {
  const res = await upload(company, git, [
    { name: "my GIT cert.pdf", data: SAMPLE_PDF, type: "application/pdf" },
  ]);
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(res.json().message, COMPANY_MESSAGES.uploaded);
  const [row] = await rowsOfOwner();
  assert.equal(row!.status, "pending");
  assert.equal(row!.kind, "git");
  assert.equal(row!.coverPence, 5_000_000);
  assert.equal(row!.mime, "application/pdf");
  assert.equal(row!.originalName, "my GIT cert.pdf");
  assert.match(row!.fileKey, /^documents\/\d{4}-\d{2}\/[0-9a-f-]{36}\.pdf$/);
  assert.deepEqual(filesUnder(uploads), [join(uploads, row!.fileKey)]);
  const [mail] = await t.mails();
  assert.match(mail!.subject, /To check: Goods in Transit insurance from Test Movers/);
});

test("bad uploads get a clear message, a 4xx, and nothing is stored", async () => {
  const before = { rows: (await rowsOfOwner()).length, files: filesUnder(uploads).length };
  const cases: [string, Awaited<ReturnType<typeof upload>>, number, string][] = [
    [
      "a renamed .exe",
      await upload(company, git, [{ name: "certificate.pdf", data: SAMPLE_EXE, type: "application/pdf" }]),
      415,
      COMPANY_MESSAGES.fileType,
    ],
    [
      "a text file",
      await upload(company, git, [{ name: "cert.pdf", data: Buffer.from("just some words, not a PDF") }]),
      415,
      COMPANY_MESSAGES.fileType,
    ],
    [
      "an oversize file",
      await upload(company, git, [
        {
          name: "big.pdf",
          data: Buffer.concat([SAMPLE_PDF, Buffer.alloc(10 * 1024 * 1024)]),
          type: "application/pdf",
        },
      ]),
      413,
      COMPANY_MESSAGES.fileTooLarge,
    ],
    [
      "an empty file",
      await upload(company, git, [{ name: "empty.pdf", data: Buffer.alloc(0) }]),
      400,
      COMPANY_MESSAGES.fileEmpty,
    ],
    ["no file", await upload(company, git, []), 400, COMPANY_MESSAGES.fileRequired],
    [
      "two files",
      await upload(company, git, [
        { name: "a.pdf", data: SAMPLE_PDF },
        { name: "b.pdf", data: SAMPLE_PDF },
      ]),
      400,
      COMPANY_MESSAGES.oneFile,
    ],
    [
      "a past expiry date",
      await upload(company, { ...git, expiresOn: "2020-01-31" }, [{ name: "old.pdf", data: SAMPLE_PDF }]),
      400,
      COMPANY_MESSAGES.expiryPast,
    ],
    [
      "insurance without cover",
      await upload(company, { ...git, coverPounds: "" }, [{ name: "c.pdf", data: SAMPLE_PDF }]),
      400,
      COMPANY_MESSAGES.coverRequired,
    ],
    [
      "an unknown kind",
      await upload(company, { ...git, kind: "passport" }, [{ name: "c.pdf", data: SAMPLE_PDF }]),
      400,
      COMPANY_MESSAGES.kindRequired,
    ],
  ];
  for (const [what, res, status, message] of cases) {
    assert.equal(res.statusCode, status, `${what}: ${res.body}`);
    assert.equal(res.json().message, message, what);
    assert.equal(res.json().status, false, what);
  }
  assert.equal((await rowsOfOwner()).length, before.rows, "no row was written");
  assert.equal(filesUnder(uploads).length, before.files, "no file was left behind");
});

test("only a company session may upload", async () => {
  const body = [{ name: "c.pdf", data: SAMPLE_PDF }];
  assert.equal((await upload(undefined, git, body)).statusCode, 401);
  assert.equal((await upload(await t.login(DEMO_CLIENT.email), git, body)).statusCode, 403);
  assert.equal((await upload(await t.login(DEMO_ADMIN.email), git, body)).statusCode, 403);
});

test("a file is readable by its company and admins only; everyone else gets 404", async () => {
  const res = await upload(company, { kind: "pl", coverPounds: "5000000", expiresOn: nextYear }, [
    { name: "pl.png", data: SAMPLE_PNG, type: "image/png" },
  ]);
  assert.equal(res.statusCode, 201, res.body);
  const url = res.json().data.fileUrl as string;
  const get = (cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

  const mine = await get(company);
  assert.equal(mine.statusCode, 200);
  assert.equal(mine.headers["content-type"], "image/png");
  assert.deepEqual(mine.rawPayload, SAMPLE_PNG);
  assert.equal((await get(await t.login(DEMO_ADMIN.email))).statusCode, 200);

  assert.equal((await get()).statusCode, 401);
  assert.equal((await get(await t.login(DEMO_CLIENT.email))).statusCode, 404);
  assert.equal((await get(await t.login(DEMO_COMPANIES[1]!.email))).statusCode, 404, "another company");
  const other = await registerCompany("docs-other@example.com");
  assert.equal((await get(other)).statusCode, 404, "another new company");
  assert.equal(
    (
      await t.app.inject({
        method: "GET",
        url: "/api/documents/../../etc/passwd/file",
        headers: { cookie: company },
      })
    ).statusCode,
    404,
  );
});

test("a company's own view lists its documents but never storage keys", async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/companies/me", headers: { cookie: company } });
  assert.equal(res.statusCode, 200);
  const data = res.json().data;
  assert.equal(data.company.status, "pending");
  assert.equal(data.documents.length, 2);
  assert.equal(data.insuranceVerifiedUntil, null);
  assert.doesNotMatch(res.body, /documents\/\d{4}-\d{2}\//);
});
