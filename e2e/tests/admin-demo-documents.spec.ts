// The demo companies' certificates open for an admin as real PDFs (the seed stores a specimen for each).
import { DESKTOP, signInContext } from "../lib/browser.ts";
import { expect, test } from "../lib/fixtures.ts";

test("an admin opens a demo company's certificates: specimen PDFs, not a 404", async ({ newPage }) => {
  const { page, context, consoleErrors } = await newPage(DESKTOP);
  await signInContext(context, "admin@example.com");
  await page.goto("/admin/companies");
  await page.getByRole("link", { name: "Thames-side Removals" }).click();
  await expect(page.getByRole("heading", { name: "Documents" })).toBeVisible();
  for (const label of ["Goods in Transit insurance", "Public Liability insurance"]) {
    const card = page.getByRole("article", { name: `${label} from Thames-side Removals` });
    const href = await card.getByRole("link", { name: /^Open in a new tab/ }).getAttribute("href");
    expect(href ?? "").toMatch(/^\/api\/documents\/[0-9a-f-]{36}\/file$/);
    const file = await context.request.get(href!);
    expect(file.status(), label).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect((await file.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  }
  expect(consoleErrors).toEqual([]);
  await context.close();
});
