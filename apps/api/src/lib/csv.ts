// The one CSV writer (issue #19 admin exports): RFC 4180 quoting, and formula injection neutralised — a text
// cell that a spreadsheet would read as a formula (it starts with =, +, -, @, a tab or a carriage return)
// gets a leading apostrophe, so Excel, Numbers and Sheets show it as text. Numbers are written as numbers
// (a negative amount stays a number). Rows are written as they come: an export never holds the table.
import { Readable } from "node:stream";

export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, quoted when it holds a comma, a quote or a line break; formulas neutralised. */
export function csvCell(v: CsvValue): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "";
  if (typeof v === "boolean") return v ? "yes" : "no";
  let s = v instanceof Date ? v.toISOString() : v;
  if (FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One line, CRLF-terminated as RFC 4180 says. */
export const csvLine = (values: readonly CsvValue[]) => `${values.map(csvCell).join(",")}\r\n`;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/**
 * A CSV document as a stream: a byte-order mark (Excel then reads UTF-8), the header line, then each batch
 * as it is read. `batches` is pulled one batch at a time, only when the reply has room for more.
 */
export function csvStream<T>(
  columns: readonly CsvColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
): Readable {
  async function* lines() {
    yield `\uFEFF${csvLine(columns.map((c) => c.header))}`;
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      yield batch.map((row) => csvLine(columns.map((c) => c.value(row)))).join("");
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/** Reads a CSV document back into rows (the tests compare an export with the list it came from). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const src = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && src[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell !== "" || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
