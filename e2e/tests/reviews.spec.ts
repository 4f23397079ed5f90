// Issue #16 at 375 px: the demo client reviews the move done yesterday from the emailed link (no sign-in),
// sees the review published on the mover's profile as a verified booking; the mover replies from the
// dashboard and the reply shows under the review. Screenshots at 375 and 1440 px.
import { DESKTOP, PHONE, screenshot, signInContext } from "../lib/browser.ts";
import { waitForMail } from "../lib/mail.ts";
import { expect, test } from "../lib/fixtures.ts";

const CLIENT = "client@example.com";
const MOVER = "hello@thamesside-removals.example.com";
const TITLE = "Careful with every box";
const TEXT =
  "Two movers came on time, wrapped the wardrobe and carried everything up three floors without a scratch.";
const REPLY = "Thank you, Tom: it was a pleasure. Enjoy Greenwich!";

test("the customer reviews from the emailed link at 375 px, and the mover replies", async ({ newPage }) => {
  const mail = await waitForMail(CLIENT, /How did your move with Thames-side Removals go\?/, 30_000);
  const link = /https?:\/\/\S+\/reviews\/write\?token=[\w-]+/.exec(mail.text)?.[0] ?? "";
  expect(link, "the email carries the review link").toMatch(/reviews\/write\?token=/);

  const { page, context, consoleErrors } = await newPage(PHONE);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole("heading", { name: "Review Thames-side Removals" })).toBeVisible();
  await expect(page.getByText(/Southwark → Greenwich/).first()).toBeVisible();
  // nothing filled: the messages say what is missing, nothing is sent
  await page.getByRole("button", { name: "Publish my review" }).click();
  await expect(page.getByText("Choose an overall rating from 1 to 5 stars")).toBeVisible();
  await screenshot(page, "reviews-form-errors-375");

  await page.getByRole("group", { name: "Overall, how did they do?" }).getByLabel("5 stars").check();
  await page.getByRole("group", { name: "Care of belongings" }).getByLabel("5 stars").check();
  await page.getByLabel("Title").fill(TITLE);
  await page.getByLabel("Your review").fill(TEXT);
  await page
    .getByRole("group", { name: "Would you recommend Thames-side Removals?" })
    .getByLabel("Yes")
    .check();
  await screenshot(page, "reviews-form-375");
  await page.getByRole("button", { name: "Publish my review" }).click();
  await expect(page.getByText("Thank you: your review is published.")).toBeVisible();
  // the page has no horizontal scroll at 375 px
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBeTruthy();

  await page.getByRole("link", { name: /See Thames-side Removals's reviews/ }).click();
  const review = page.getByRole("article", { name: TITLE });
  await expect(review).toBeVisible();
  await expect(review.getByText(/Verified booking: Southwark → Greenwich, \w+ \d{4}/)).toBeVisible();
  await expect(review.getByText("Tom W.")).toBeVisible();
  await expect(review.getByText("Whitfield"), "never the full name").toHaveCount(0);
  await expect(page.getByRole("link", { name: "How we handle reviews" }).first()).toBeVisible();
  await screenshot(page, "reviews-profile-375");
  const profile = new URL(page.url()).pathname;

  // the link worked once
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText(/This review link has expired or has already been used/)).toBeVisible();
  expect(consoleErrors).toEqual([]);
  await context.close();

  // the mover replies from the dashboard
  const mover = await newPage(PHONE);
  await signInContext(mover.context, MOVER);
  await mover.page.goto("/account/dashboard/reviews");
  await expect(mover.page.getByRole("heading", { name: "Your reviews" })).toBeVisible();
  const mine = mover.page.getByRole("article", { name: TITLE });
  await mine.getByLabel("Your public reply").fill(REPLY);
  await mine.getByRole("button", { name: "Publish reply" }).click();
  await expect(mine.getByText(REPLY).first()).toBeVisible();
  await expect(mine.getByText("Reply from Thames-side Removals")).toBeVisible();
  await screenshot(mover.page, "reviews-dashboard-375");
  expect(mover.consoleErrors).toEqual([]);
  await mover.context.close();

  // anyone sees the reply under the review, on a phone and a desktop
  for (const [size, name] of [
    [PHONE, "375"],
    [DESKTOP, "1440"],
  ] as const) {
    const visitor = await newPage(size);
    await visitor.page.goto(profile);
    const shown = visitor.page.getByRole("article", { name: TITLE });
    await expect(shown.getByText(REPLY)).toBeVisible();
    await screenshot(visitor.page, `reviews-profile-reply-${name}`);
    await visitor.context.close();
  }
});
