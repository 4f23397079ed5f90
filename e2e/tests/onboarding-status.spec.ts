// Issue #18 "Onboarding status": a company waiting for approval sees on its dashboard where each certificate
// stands (here Goods in Transit uploaded and being checked, Public Liability not uploaded), what happens next
// and how long checks usually take — at 375 px.
import { ONBOARDING } from "@rm/domain/movers-day";
import { BASE, PHONE, screenshot } from "../lib/browser.ts";
import { expect, test } from "../lib/fixtures.ts";
import { registerCompanyOpened } from "../lib/open-account.ts";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

test("a pending company sees each certificate's state, what happens next and how long it takes", async ({
  signedIn,
  axe,
}) => {
  const stamp = Date.now();
  const email = `waiting-${stamp}@example.org`;
  const password = "a-good-password";
  const opened = await registerCompanyOpened({
    companyName: `Wharfside Movers ${stamp}`,
    companiesHouseNumber: "SC654321",
    contactName: "Tom Baker",
    email,
    phone: "020 7946 0654",
    password,
    confirmPassword: password,
    address: "9 Wharf Road",
    postcode: "SE1 9RT",
    yearsTrading: 2,
    fleetSize: 1,
    services: ["Man and Van"],
    coverageRadiusMiles: 0,
    coverageBoroughs: ["E09000028"],
  });
  const cookie = opened.cookie;
  const form = new FormData();
  form.set("kind", "git");
  form.set("coverPounds", "30000");
  form.set("expiresOn", `${new Date().getFullYear() + 1}-06-30`);
  form.set("file", new Blob([PDF], { type: "application/pdf" }), "git.pdf");
  const up = await fetch(`${BASE}/api/companies/me/documents`, {
    method: "POST",
    headers: { cookie },
    body: form,
  });
  expect(up.status, await up.text()).toBe(201);

  const { page, consoleErrors } = await signedIn({ email, password }, PHONE);
  await page.goto("/account/dashboard");
  const status = page.getByRole("region", { name: ONBOARDING.heading });
  await expect(status).toBeVisible();
  await expect(status.locator(".onboarding-git")).toContainText(ONBOARDING.states.pending);
  await expect(status.locator(".onboarding-pl")).toContainText(ONBOARDING.states.missing);
  await expect(status.getByText(ONBOARDING.howLong)).toBeVisible();
  await expect(status.getByText(ONBOARDING.next)).toBeVisible();
  await expect(status.getByRole("link", { name: ONBOARDING.upload })).toHaveAttribute(
    "href",
    "/account/document-upload",
  );
  await screenshot(page, "onboarding-status-375");
  expect(await axe(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
