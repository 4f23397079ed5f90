import assert from "node:assert/strict";
import { test } from "vitest";
import { z } from "zod";
import { cleanFileName, multiLine, singleLine, TEXT_MESSAGES, textProblem } from "./safe-text.ts";

const HIDDEN: Record<string, string> = {
  NUL: "\u0000",
  "bell (U+0007)": "\u0007",
  "vertical tab": "\u000B",
  "form feed": "\u000C",
  escape: "\u001B",
  DEL: "\u007F",
  "C1 control (U+0085)": "\u0085",
  "C1 control (U+009B)": "\u009B",
  "left-to-right embedding (U+202A)": "\u202A",
  "right-to-left embedding (U+202B)": "\u202B",
  "pop directional formatting (U+202C)": "\u202C",
  "left-to-right override (U+202D)": "\u202D",
  "right-to-left override (U+202E)": "\u202E",
  "left-to-right isolate (U+2066)": "\u2066",
  "right-to-left isolate (U+2067)": "\u2067",
  "first strong isolate (U+2068)": "\u2068",
  "pop directional isolate (U+2069)": "\u2069",
  // issue #29: invisible format characters (Unicode Cf) that split a phone number for the masker
  "zero-width space (U+200B)": "\u200B",
  "zero-width non-joiner (U+200C)": "\u200C",
  "zero-width joiner between letters (U+200D)": "\u200D",
  "word joiner (U+2060)": "\u2060",
  "soft hyphen (U+00AD)": "\u00AD",
  "byte order mark (U+FEFF)": "\uFEFF",
  "invisible times (U+2062)": "\u2062",
  "Mongolian vowel separator (U+180E)": "\u180E",
  "a tag character outside a flag (U+E0041)": "\u{E0041}",
};

for (const [name, ch] of Object.entries(HIDDEN)) {
  test(`a ${name} is refused in one-line and in multi-line text`, () => {
    assert.equal(textProblem(`Jane${ch} Doe`), "hiddenCharacters");
    assert.equal(textProblem(`Line one\n${ch}line two`, { multiLine: true }), "hiddenCharacters");
  });
}

for (const [name, ch] of Object.entries({
  "line feed": "\n",
  "carriage return": "\r",
  tab: "\t",
  "line separator": "\u2028",
  "paragraph separator": "\u2029",
})) {
  test(`a ${name} is refused in one-line text and kept in multi-line text`, () => {
    assert.equal(textProblem(`12 High Street${ch}London`), "oneLine");
    if (ch === "\n" || ch === "\r" || ch === "\t")
      assert.equal(textProblem(`Hello${ch}there`, { multiLine: true }), null);
  });
}

test("ordinary text in any script passes, including right-to-left scripts and emoji", () => {
  const emoji = ["👨‍👩‍👧 moving day", "👩🏽‍🔧", "❤️‍🔥", "🏴󠁧󠁢󠁥󠁮󠁧󠁿 and 🏴󠁧󠁢󠁳󠁣󠁴󠁿", "0️⃣7️⃣"];
  const marks = ["\u200Fשלום\u200E 12", "\u061Cمرحبا"];
  for (const s of [
    "Zoë O'Brien-Smith",
    "شركة النقل",
    "חברת הובלות",
    "Łódź ul. 3",
    "Flat 2/B",
    "🚚 5★",
    "",
    ...emoji,
    ...marks,
  ]) {
    assert.equal(textProblem(s), null, s);
  }
});

test("the invisible characters that split a phone number are refused with the one message", () => {
  const body = multiLine(z.string().max(100));
  for (const typed of [
    "07911\u200B123456",
    "079\u00AD11 123456",
    "0\u20607911 123456",
    "d\u200Dave@gmail.com",
  ]) {
    assert.equal(body.safeParse(typed).error?.issues[0]?.message, TEXT_MESSAGES.hiddenCharacters, typed);
  }
  assert.match(TEXT_MESSAGES.hiddenCharacters, /invisible characters such as zero-width spaces/);
});

test("singleLine and multiLine keep the schema's own rules and answer with the one message", () => {
  const name = singleLine(z.string().trim().min(1, "Name is required").max(10, "Too long"));
  assert.equal(name.parse("  Ann  "), "Ann");
  assert.equal(name.safeParse("").error?.issues[0]?.message, "Name is required");
  assert.equal(name.safeParse("A\u202Enn").error?.issues[0]?.message, TEXT_MESSAGES.hiddenCharacters);
  assert.equal(name.safeParse("A\nnn").error?.issues[0]?.message, TEXT_MESSAGES.oneLine);
  const body = multiLine(z.string().max(100));
  assert.equal(body.parse("Hello\r\nthere"), "Hello\r\nthere");
  assert.equal(body.safeParse("Hello\u0000").error?.issues[0]?.message, TEXT_MESSAGES.hiddenCharacters);
  assert.equal(singleLine(z.string()).optional().parse(undefined), undefined);
});

test("file names lose paths, control, bidi and line-break characters, quotes and slashes", () => {
  assert.equal(cleanFileName("C:\\Users\\me\\cert.pdf"), "cert.pdf");
  assert.equal(cleanFileName("../../etc/passwd"), "passwd");
  assert.equal(cleanFileName("invoice\u202Efdp.exe"), "invoicefdp.exe");
  assert.equal(cleanFileName('a\u0000b\r\nc"\u2066d.pdf'), "abcd.pdf");
  assert.equal(cleanFileName("\u202E"), "");
  assert.equal(cleanFileName("x".repeat(200)).length, 120);
  assert.equal(cleanFileName("Öffentliche Haftpflicht 2026.pdf"), "Öffentliche Haftpflicht 2026.pdf");
});
