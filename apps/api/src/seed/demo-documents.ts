// The demo companies' insurance certificates as real files: a one-page specimen PDF per seeded document,
// stored through the same FileStorage as uploads, so an admin's "View" opens it. Runs at every start and
// only writes what is missing from this storage (a fresh DATA_DIR, a lost uploads folder); a second run
// changes nothing. pdfkit is loaded only when a file has to be made.
import { DOCUMENT_KIND_LABELS, type DocumentKind, formatLongDate, formatPounds } from "@rm/domain/company";
import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../app-context.ts";
import { companies, companyDocuments } from "../db/schema.ts";
import { type FileStorage, storageFor } from "../lib/storage.ts";
import { DEMO_COMPANIES, type DemoCompany } from "./demo-accounts.ts";

/** The file names the seed gives its two certificates (and how it recognises them later). */
export const SEED_DOCUMENT_NAMES = {
  git: "goods-in-transit-certificate.pdf",
  pl: "public-liability-certificate.pdf",
} as const;
type SeedKind = keyof typeof SEED_DOCUMENT_NAMES;

/** What the seed writes before the file exists: not a key storage ever makes, so it reads as "missing". */
export const placeholderKey = (companyId: string, kind: SeedKind) => `seed/${companyId}-${kind}.pdf`;

interface SpecimenCertificate {
  companyName: string;
  address: string;
  kind: DocumentKind;
  insurer: string;
  policyNumber: string;
  coverPence: number | null;
  /** YYYY-MM-DD */
  expiresOn: string;
}

const INK = "#1f2933";
const MUTED = "#52606d";
const BRAND = "#0b6e4f";
const WARN = "#b42318";
const MARGIN = 56;

/** A year of cover ending on the expiry date: the day after the same date a year earlier. */
function startOf(expiresOn: string): string {
  const d = new Date(`${expiresOn}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function renderSpecimenCertificate(c: SpecimenCertificate): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const title = "Certificate of insurance — specimen";
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: {
      Title: `${title}: ${c.companyName}`,
      Subject: "DEMO / SPECIMEN — not a real insurance document",
      Author: "London Removals Compare (demo data)",
      CreationDate: new Date("2025-11-01T00:00:00Z"),
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const w = doc.page.width - 2 * MARGIN;

  // a large diagonal watermark behind everything
  doc.save();
  doc.rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] });
  doc
    .font("Helvetica-Bold")
    .fontSize(96)
    .fillColor(WARN)
    .fillOpacity(0.08)
    .text("SPECIMEN", 0, doc.page.height / 2 - 48, { width: doc.page.width, align: "center" });
  doc.restore();
  doc.fillOpacity(1);

  doc.rect(0, 0, doc.page.width, 34).fill(WARN);
  doc
    .font("Helvetica-Bold")
    .fontSize(11)
    .fillColor("#ffffff")
    .text("DEMO / SPECIMEN — NOT A REAL INSURANCE DOCUMENT", MARGIN, 12, { width: w, align: "center" });

  doc.font("Helvetica-Bold").fontSize(22).fillColor(BRAND).text(title, MARGIN, 72, { width: w });
  doc
    .moveDown(0.3)
    .font("Helvetica")
    .fontSize(12)
    .fillColor(MUTED)
    .text(DOCUMENT_KIND_LABELS[c.kind], { width: w });
  doc.moveDown(1.2);

  const rows: [string, string][] = [
    ["Insured", c.companyName],
    ["Address", c.address],
    ["Cover", DOCUMENT_KIND_LABELS[c.kind]],
    ["Limit of indemnity", c.coverPence === null ? "Not stated" : formatPounds(c.coverPence)],
    ["Insurer", c.insurer],
    ["Policy number", c.policyNumber],
    ["Period of cover", `${formatLongDate(startOf(c.expiresOn))} to ${formatLongDate(c.expiresOn)}`],
    ["Expires", formatLongDate(c.expiresOn)],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font("Helvetica-Bold").fontSize(11).fillColor(INK).text(label, MARGIN, y, { width: 150 });
    doc
      .font("Helvetica")
      .fontSize(11)
      .fillColor(INK)
      .text(value, MARGIN + 160, y, { width: w - 160 });
    doc.y = Math.max(doc.y, y + 14) + 8;
  }

  doc.moveDown(1.5);
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      "This specimen was generated for the London Removals Compare demo. The company, insurer and policy " +
        "number are fictional and no cover exists. A real certificate is uploaded by the mover and checked " +
        "by our team before the company receives leads.",
      MARGIN,
      doc.y,
      { width: w, lineGap: 2 },
    );
  doc.end();
  return done;
}

async function isStored(storage: FileStorage, key: string): Promise<boolean> {
  const file = await storage.get(key);
  file?.stream.destroy();
  return file !== null;
}

/** Stores a specimen PDF for every seeded certificate whose file this storage does not hold. */
export async function seedDemoDocumentFiles(ctx: AppContext, log: (m: string) => void) {
  const { db } = ctx;
  const byEmail = new Map<string, DemoCompany>(DEMO_COMPANIES.map((c) => [c.email, c]));
  const rows = await db
    .select({
      doc: companyDocuments,
      email: companies.email,
      name: companies.name,
      address: companies.address,
      postcode: companies.postcode,
    })
    .from(companyDocuments)
    .innerJoin(companies, eq(companies.id, companyDocuments.companyId))
    .where(
      and(
        inArray(companies.email, [...byEmail.keys()]),
        inArray(companyDocuments.kind, ["git", "pl"]),
        inArray(companyDocuments.originalName, Object.values(SEED_DOCUMENT_NAMES)),
      ),
    );
  if (rows.length === 0) return;
  const storage = storageFor(ctx.config);
  let stored = 0;
  for (const row of rows) {
    const { doc } = row;
    if (await isStored(storage, doc.fileKey)) continue;
    const demo = byEmail.get(row.email)!;
    const pdf = await renderSpecimenCertificate({
      companyName: row.name,
      address: [row.address, row.postcode].filter(Boolean).join(", "),
      kind: doc.kind,
      insurer: demo.insurance.insurer,
      policyNumber: doc.kind === "git" ? demo.insurance.gitPolicy : demo.insurance.plPolicy,
      coverPence: doc.coverPence,
      expiresOn: doc.expiresOn,
    });
    const key = await storage.put("documents", "pdf", pdf);
    // only if nobody (another process starting at the same time) stored one meanwhile
    const updated = await db
      .update(companyDocuments)
      .set({ fileKey: key, size: pdf.length, mime: "application/pdf" })
      .where(and(eq(companyDocuments.id, doc.id), eq(companyDocuments.fileKey, doc.fileKey)))
      .returning({ id: companyDocuments.id });
    if (updated.length === 0) await storage.remove(key);
    else stored++;
  }
  if (stored > 0) log(`seed: ${stored} specimen insurance certificates stored`);
}
