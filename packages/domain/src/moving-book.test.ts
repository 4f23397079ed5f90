import assert from "node:assert/strict";
import { test } from "vitest";
import { sendPdfSchema } from "./moving-book.ts";

test("send-pdf: email and first name required, the email normalised", () => {
  const ok = sendPdfSchema.safeParse({ email: " Ada@Example.COM ", firstName: " Ada " });
  assert.deepEqual(ok.data, { email: "ada@example.com", firstName: "Ada" });
  const bad = sendPdfSchema.safeParse({ email: "nope", firstName: "" });
  assert.deepEqual(
    bad.error?.issues.map((i) => [i.path.join("."), i.message]),
    [
      ["email", "Email is not valid"],
      ["firstName", "First name is required"],
    ],
  );
});
