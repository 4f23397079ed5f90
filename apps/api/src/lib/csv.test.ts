// test-database: none (opens no test database: run once, in the PGlite stage)
import assert from "node:assert/strict";
import { test } from "vitest";
import { csvCell, csvLine, csvStream, parseCsv } from "./csv.ts";

test("a cell a spreadsheet would run as a formula gets a leading apostrophe", () => {
  assert.equal(
    csvCell('=HYPERLINK("http://evil.example","click")'),
    `"'=HYPERLINK(""http://evil.example"",""click"")"`,
  );
  assert.equal(csvCell("+44 7700 900123"), "'+44 7700 900123");
  assert.equal(csvCell("-2+3"), "'-2+3");
  assert.equal(csvCell("@SUM(A1:A9)"), "'@SUM(A1:A9)");
  assert.equal(csvCell("\t=1+1"), "'\t=1+1");
  assert.equal(csvCell("\r=1+1"), `"'\r=1+1"`);
});

test("ordinary text, numbers and empty values are written as they are", () => {
  assert.equal(csvCell("Acme Removals"), "Acme Removals");
  assert.equal(csvCell("a=b"), "a=b");
  assert.equal(csvCell(-1250), "-1250");
  assert.equal(csvCell(0), "0");
  assert.equal(csvCell(null), "");
  assert.equal(csvCell(undefined), "");
  assert.equal(csvCell(true), "yes");
  assert.equal(csvCell(new Date("2026-11-23T10:00:00Z")), "2026-11-23T10:00:00.000Z");
});

test("commas, quotes and line breaks are quoted, and read back unchanged", () => {
  const line = csvLine(["Flat 2, 10 High St", 'The "big" move', "line one\nline two", 7]);
  assert.equal(line, `"Flat 2, 10 High St","The ""big"" move","line one\nline two",7\r\n`);
  assert.deepEqual(parseCsv(line), [["Flat 2, 10 High St", 'The "big" move', "line one\nline two", "7"]]);
});

test("the stream writes a header then each batch as it is pulled", async () => {
  const pulled: number[] = [];
  async function* batches() {
    for (let b = 0; b < 3; b++) {
      pulled.push(b);
      yield [{ n: b * 2 }, { n: b * 2 + 1 }];
    }
  }
  const stream = csvStream([{ header: "Number", value: (r: { n: number }) => r.n }], batches());
  const chunks: string[] = [];
  for await (const c of stream) chunks.push(String(c));
  assert.deepEqual(pulled, [0, 1, 2]);
  // a header chunk, then one chunk per batch: the rows are never gathered into one string first
  assert.equal(chunks.length, 4);
  assert.deepEqual(parseCsv(chunks.join("")), [["Number"], ["0"], ["1"], ["2"], ["3"], ["4"], ["5"]]);
  assert.ok(chunks[0]!.startsWith("\uFEFF"));
});
