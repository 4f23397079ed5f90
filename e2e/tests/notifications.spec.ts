// Issue #33 "Choosing what you get": the demo customer opens the unsubscribe link of the review request the job
// emailed (its List-Unsubscribe header, the same link as "Stop receiving these emails" under the mail), presses "Stop
// review requests" without signing in, and, signed in, sees review requests by email switched off in the
// notification settings, booking changes by email fixed on; the settings save without JavaScript too.
// Screenshots: e2e/screenshots/notifications-*.png.
import { STOP_THESE_EMAILS } from "@rm/domain/notifications";
import { DEMO_CLIENT } from "../../apps/api/src/seed/demo-accounts.ts";
import { BASE, DESKTOP, PHONE, screenshot, signInContext } from "../lib/browser.ts";
import { expect, test } from "../lib/fixtures.ts";

test("the customer stops review requests from the emailed link and sees it in the settings", async ({
  inbox,
  newPage,
  signedIn,
  axe,
}) => {
  const mail = await inbox.waitFor(
    DEMO_CLIENT.email,
    /How did your move with Thames-side Removals go\?/,
    30_000,
  );
  const link = mail.listUnsubscribe ?? "";
  expect(link, "the review request carries List-Unsubscribe").toMatch(
    /\/account\/unsubscribe\?token=[\w.-]+$/,
  );
  expect(mail.text).toContain(`${STOP_THESE_EMAILS}: ${link}`);

  // no session: the signed link is enough
  const { page, consoleErrors } = await newPage(PHONE);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe" })).toBeVisible();
  const stop = page.getByRole("button", { name: "Stop review requests" });
  // a retried test finds it done already
  if (await stop.isVisible()) {
    await screenshot(page, "notifications-unsubscribe-375");
    expect(await axe(page)).toEqual([]);
    await stop.click();
  }
  await expect(page.getByRole("status")).toHaveText("Done: you will get no more review requests by email.");
  await screenshot(page, "notifications-unsubscribed-375");
  expect(consoleErrors).toEqual([]);

  // a changed token is refused with a clear message
  await page.goto(`/account/unsubscribe?token=${new URL(link).searchParams.get("token")!.slice(0, -2)}xx`);
  await expect(page.getByText("This unsubscribe link is not valid.")).toBeVisible();

  for (const viewport of [PHONE, DESKTOP]) {
    const client = await signedIn("client", viewport);
    await client.page.goto("/account/notifications");
    await expect(client.page.getByRole("heading", { level: 1, name: "Notification settings" })).toBeVisible();
    await expect(client.page.getByRole("checkbox", { name: "Reviews by email" })).not.toBeChecked();
    await expect(client.page.getByRole("checkbox", { name: "New quotes by email" })).toBeChecked();
    const booking = client.page.getByRole("checkbox", { name: "Booking changes by email" });
    await expect(booking).toBeChecked();
    await expect(booking).toBeDisabled();
    await expect(client.page.getByText(/Always sent by email: a booking confirmed/)).toBeVisible();
    await screenshot(client.page, `notifications-settings-${viewport.width}`);
    if (viewport === PHONE) expect(await axe(client.page)).toEqual([]);
    expect(client.consoleErrors).toEqual([]);
  }
});

test("the settings save without JavaScript, and with it from the keyboard", async ({ browser, signedIn }) => {
  const context = await browser.newContext({ viewport: PHONE, baseURL: BASE, javaScriptEnabled: false });
  try {
    await signInContext(context, DEMO_CLIENT.email);
    const page = await context.newPage();
    await page.goto("/account/notifications");
    const news = page.getByRole("checkbox", { name: "News and offers by email" });
    const wanted = !(await news.isChecked());
    await news.setChecked(wanted);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status")).toHaveText("Your notification settings are saved.");
    await expect(page.getByRole("checkbox", { name: "News and offers by email" })).toBeChecked({
      checked: wanted,
    });
    // booking changes stay on although the disabled box is never sent
    await expect(page.getByRole("checkbox", { name: "Booking changes by email" })).toBeChecked();

    // with the script: tab to the box, space, then the button
    const { page: live } = await signedIn("client", DESKTOP);
    await live.goto("/account/notifications");
    const box = live.getByRole("checkbox", { name: "News and offers by email" });
    await expect(box).toBeChecked({ checked: wanted });
    await box.focus();
    await live.keyboard.press("Space");
    await live.getByRole("button", { name: "Save settings" }).focus();
    await live.keyboard.press("Enter");
    await expect(live.getByRole("status")).toHaveText("Your notification settings are saved.");
    await live.reload();
    await expect(live.getByRole("checkbox", { name: "News and offers by email" })).toBeChecked({
      checked: !wanted,
    });
  } finally {
    await context.close();
  }
});

test("a mover's settings have new leads and push alerts; the dashboard's alerts page links them", async ({
  signedIn,
  axe,
}) => {
  const { page, consoleErrors } = await signedIn("company", PHONE);
  await page.goto("/account/dashboard/alerts");
  await page.getByRole("link", { name: "Notification settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notification settings" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "New leads by push alert" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Booking changes by push alert" })).toBeEnabled();
  await expect(page.getByRole("checkbox", { name: "Booking changes by email" })).toBeDisabled();
  await expect(page.getByRole("checkbox", { name: "New quotes by email" })).toHaveCount(0);
  await screenshot(page, "notifications-settings-mover-375");
  expect(await axe(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
