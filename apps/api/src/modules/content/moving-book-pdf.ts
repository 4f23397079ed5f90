// "The London Moving Guide" as a real PDF, laid out with pdfkit from the book content in packages/content.
// Built once per process and kept: the content only changes with a deploy.
import { MOVING_BOOK, type MovingBookChapter } from "@rm/content/moving-book";
import type { ContentTable } from "@rm/content/types";
import PDFDocument from "pdfkit";

const INK = "#1f2933";
const MUTED = "#52606d";
const BRAND = "#0b6e4f";
const RULE = "#cbd2d9";
const MARGIN = 56;

type Doc = PDFKit.PDFDocument;

const bottom = (doc: Doc) => doc.page.height - MARGIN;
const width = (doc: Doc) => doc.page.width - 2 * MARGIN;
/** starts a new page unless `needed` points still fit on this one */
const ensure = (doc: Doc, needed: number) => {
  if (doc.y + needed > bottom(doc)) doc.addPage();
};

function heading(doc: Doc, text: string) {
  ensure(doc, 80);
  doc.moveDown(0.6).font("Helvetica-Bold").fontSize(17).fillColor(BRAND).text(text, MARGIN);
  doc.moveDown(0.4);
}

function paragraph(doc: Doc, text: string) {
  doc.font("Helvetica").fontSize(11).fillColor(INK);
  ensure(doc, doc.heightOfString(text, { width: width(doc) }));
  doc.text(text, MARGIN, doc.y, { width: width(doc), lineGap: 2 }).moveDown(0.5);
}

function bullet(doc: Doc, text: string, box = false) {
  doc.font("Helvetica").fontSize(11);
  const indent = 18;
  const h = doc.heightOfString(text, { width: width(doc) - indent, lineGap: 2 });
  ensure(doc, h + 4);
  const y = doc.y;
  if (box)
    doc
      .lineWidth(0.8)
      .strokeColor(MUTED)
      .rect(MARGIN + 1, y + 1.5, 9, 9)
      .stroke();
  else
    doc
      .fillColor(BRAND)
      .circle(MARGIN + 5, y + 6, 2.2)
      .fill();
  doc
    .fillColor(INK)
    .text(text, MARGIN + indent, y, { width: width(doc) - indent, lineGap: 2 })
    .moveDown(0.35);
}

function table(doc: Doc, t: ContentTable) {
  const w = width(doc);
  const cols = t.columns.length;
  const colW = cols === 2 ? [w * 0.58, w * 0.42] : t.columns.map(() => w / cols);
  const pad = 5;
  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(10);
    return (
      Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: (colW[i] ?? 0) - 2 * pad }))) + 2 * pad
    );
  };
  const drawRow = (cells: string[], font: string, fill?: string) => {
    const h = rowHeight(cells, font);
    ensure(doc, h);
    const y = doc.y;
    if (fill) doc.rect(MARGIN, y, w, h).fill(fill);
    let x = MARGIN;
    cells.forEach((c, i) => {
      doc
        .font(font)
        .fontSize(10)
        .fillColor(INK)
        .text(c, x + pad, y + pad, { width: (colW[i] ?? 0) - 2 * pad });
      x += colW[i] ?? 0;
    });
    doc
      .moveTo(MARGIN, y + h)
      .lineTo(MARGIN + w, y + h)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + h;
  };
  ensure(doc, 90);
  doc.font("Helvetica-Bold").fontSize(12).fillColor(INK).text(t.caption, MARGIN, doc.y).moveDown(0.3);
  drawRow(t.columns, "Helvetica-Bold", "#e6f2ee");
  for (const r of t.rows) drawRow(r, "Helvetica");
  doc.moveDown(0.3);
  for (const n of t.notes ?? []) {
    doc.font("Helvetica-Oblique").fontSize(9).fillColor(MUTED).text(n, MARGIN, doc.y, { width: w });
  }
  doc.moveDown(0.8);
}

function chapter(doc: Doc, c: MovingBookChapter) {
  heading(doc, c.heading);
  for (const p of c.paragraphs ?? []) paragraph(doc, p);
  for (const item of c.list ?? []) bullet(doc, item);
  if (c.list?.length) doc.moveDown(0.4);
  for (const t of c.tables ?? []) table(doc, t);
  for (const list of c.checklists ?? []) {
    ensure(doc, 60);
    doc.font("Helvetica-Bold").fontSize(12).fillColor(INK).text(list.when, MARGIN, doc.y).moveDown(0.3);
    for (const task of list.tasks) bullet(doc, task, true);
    doc.moveDown(0.5);
  }
}

function cover(doc: Doc, appUrl: string) {
  doc.rect(0, 0, doc.page.width, 190).fill(BRAND);
  doc
    .font("Helvetica-Bold")
    .fontSize(30)
    .fillColor("#ffffff")
    .text(MOVING_BOOK.title, MARGIN, 80, { width: width(doc) });
  doc
    .font("Helvetica")
    .fontSize(14)
    .text(MOVING_BOOK.subtitle, MARGIN, doc.y + 6, { width: width(doc) });
  doc.y = 230;
  for (const p of MOVING_BOOK.intro) paragraph(doc, p);
  doc.moveDown(0.5).font("Helvetica-Bold").fontSize(13).fillColor(INK).text("Inside", MARGIN).moveDown(0.3);
  for (const c of MOVING_BOOK.chapters) bullet(doc, c.heading.replace(/^\d+\.\s*/, ""));
  doc.moveDown(1.5);
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(MUTED)
    .text(MOVING_BOOK.contactLine(appUrl), MARGIN, doc.y, {
      width: width(doc),
    });
}

function closing(doc: Doc, appUrl: string) {
  ensure(doc, 150);
  doc.moveDown(1);
  const top = doc.y;
  const inner = width(doc) - 32;
  doc.font("Helvetica").fontSize(11);
  const h =
    doc.heightOfString(MOVING_BOOK.closing.text, { width: inner }) +
    doc.heightOfString(MOVING_BOOK.contactLine(appUrl), { width: inner }) +
    64;
  doc.roundedRect(MARGIN, top, width(doc), h, 6).fill("#e6f2ee");
  doc
    .font("Helvetica-Bold")
    .fontSize(15)
    .fillColor(BRAND)
    .text(MOVING_BOOK.closing.heading, MARGIN + 16, top + 16, { width: inner });
  doc
    .moveDown(0.4)
    .font("Helvetica")
    .fontSize(11)
    .fillColor(INK)
    .text(MOVING_BOOK.closing.text, { width: inner });
  doc.moveDown(0.6).fontSize(10).fillColor(MUTED).text(MOVING_BOOK.contactLine(appUrl), { width: inner });
  doc.y = top + h;
}

function footers(doc: Doc) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const m = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start a new page
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${MOVING_BOOK.title}  ·  page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - 36, {
        width: width(doc),
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = m;
  }
}

function renderMovingBook(appUrl: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: MOVING_BOOK.title,
      Subject: MOVING_BOOK.subtitle,
      Author: "London Removals Compare",
      CreationDate: new Date("2025-11-01T00:00:00Z"),
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  cover(doc, appUrl);
  for (const c of MOVING_BOOK.chapters) {
    if (["timings", "costs", "checklist", "london"].includes(c.id)) doc.addPage();
    chapter(doc, c);
  }
  closing(doc, appUrl);
  footers(doc);
  doc.end();
  return done;
}

const cache = new Map<string, Promise<Buffer>>();

/** The book for this site's address, rendered on first use. */
export function movingBookPdf(appUrl: string): Promise<Buffer> {
  let pdf = cache.get(appUrl);
  if (!pdf) {
    pdf = renderMovingBook(appUrl);
    pdf.catch(() => cache.delete(appUrl));
    cache.set(appUrl, pdf);
  }
  return pdf;
}
