import assert from "node:assert/strict";
import { test } from "vitest";
import {
  CONVERSATION_MESSAGES as M,
  MESSAGE_MAX,
  messageInputSchema,
  messageTextProblem,
  reportInputSchema,
  reportReasonProblem,
  unreadLabel,
} from "./conversation.ts";
import { TEXT_MESSAGES } from "./safe-text.ts";

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

test("a message is 1 to 2,000 characters, trimmed, with its line breaks", () => {
  assert.deepEqual(messageInputSchema.parse({ text: "  Is there a lift?\nThanks  " }), {
    text: "Is there a lift?\nThanks",
  });
  assert.equal(messageInputSchema.parse({ text: "x".repeat(MESSAGE_MAX) }).text.length, MESSAGE_MAX);
});

test("an empty, blank, too long or missing message is refused with its message", () => {
  assert.equal(firstError(messageInputSchema.safeParse({ text: "" })), M.textRequired);
  assert.equal(firstError(messageInputSchema.safeParse({ text: " \n\t " })), M.textRequired);
  assert.equal(firstError(messageInputSchema.safeParse({})), M.textRequired);
  assert.equal(firstError(messageInputSchema.safeParse({ text: 42 })), M.textRequired);
  assert.equal(
    firstError(messageInputSchema.safeParse({ text: "x".repeat(MESSAGE_MAX + 1) })),
    M.textTooLong,
  );
  assert.equal(M.textTooLong, "Please keep the message to 2,000 characters or fewer");
});

test("a message with a NUL or a text-direction override is refused (the one safe-text rule)", () => {
  assert.equal(
    firstError(messageInputSchema.safeParse({ text: "Hi\u0000there" })),
    TEXT_MESSAGES.hiddenCharacters,
  );
  assert.equal(
    firstError(messageInputSchema.safeParse({ text: "Hi \u202Egnp.exe" })),
    TEXT_MESSAGES.hiddenCharacters,
  );
});

test("a report needs a reason of at most 500 characters", () => {
  assert.equal(firstError(reportInputSchema.safeParse({ reason: "  " })), M.reasonRequired);
  assert.equal(firstError(reportInputSchema.safeParse({ reason: "x".repeat(501) })), M.reasonTooLong);
  assert.deepEqual(reportInputSchema.parse({ reason: " Asked me to pay in cash " }), {
    reason: "Asked me to pay in cash",
  });
});

test("the unread badge reads out the count", () => {
  assert.equal(unreadLabel(0), "No unread messages");
  assert.equal(unreadLabel(1), "1 unread message");
  assert.equal(unreadLabel(1200), "1,200 unread messages");
});

test("the browser's plain checks of a message and a report give the schemas' first message on the same texts", () => {
  const texts = [
    "",
    " ",
    "\n\t ",
    "Hello",
    "  Hello, is 9am fine?  ",
    "line one\nline two",
    "tab\there",
    "a".repeat(MESSAGE_MAX),
    ` ${"a".repeat(MESSAGE_MAX)} `,
    "a".repeat(MESSAGE_MAX + 1),
    ` ${"a".repeat(MESSAGE_MAX * 2)}`,
    "a".repeat(501),
    "a".repeat(500),
    "invoice\u202Efdp.exe",
    "nul\u0000here",
    "zero\u200Bwidth",
    "👩‍🔧 on the way 🏴󠁧󠁢󠁥󠁮󠁧󠁿",
    "\u2028",
  ];
  for (const text of texts) {
    const schema = messageInputSchema.safeParse({ text });
    assert.equal(messageTextProblem(text), schema.success ? null : firstError(schema), JSON.stringify(text));
    const report = reportInputSchema.safeParse({ reason: text });
    assert.equal(reportReasonProblem(text), report.success ? null : firstError(report), JSON.stringify(text));
  }
});
