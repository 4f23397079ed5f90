// The demo companies' certificates open for an admin as real PDFs (the seed stores a specimen for each).
import assert from "node:assert/strict";
import { test } from "node:test";
import { DESKTOP, newPage, signInContext } from "../lib/browser.ts";

test("an admin opens a demo company's certificates: specimen PDFs, not a 404", async () => {
  const { page, context, consoleErrors } = await newPage(DESKTOP);
  await signInContext(context, "admin@example.com");
  await page.goto("/admin/companies");
  await page.getByRole("link", { name: "Thames-side Removals" }).click();
  await page.getByRole("heading", { name: "Documents" }).waitFor();
  for (const label of ["Goods in Transit insurance", "Public Liability insurance"]) {
    const href = await page.getByRole("link", { name: label }).first().getAttribute("href");
    assert.match(href ?? "", /^\/api\/documents\/[0-9a-f-]{36}\/file$/);
    const file = await context.request.get(href!);
    assert.equal(file.status(), 200, label);
    assert.equal(file.headers()["content-type"], "application/pdf");
    assert.equal((await file.body()).subarray(0, 5).toString("latin1"), "%PDF-");
  }
  assert.deepEqual(consoleErrors, []);
  await context.close();
});
