// Issue #16 at 375 px: the demo client reviews the move done yesterday from the emailed link (no sign-in),
// sees the review published on the mover's profile as a verified booking; the mover replies from the
// dashboard and the reply shows under the review. Screenshots at 375 and 1440 px.
import assert from "node:assert/strict";
import { test } from "node:test";
import { DESKTOP, newPage, PHONE, screenshot, signInContext } from "../lib/browser.ts";
import { waitForMail } from "../lib/mail.ts";

const CLIENT = "client@example.com";
const MOVER = "hello@thamesside-removals.example.com";
const TITLE = "Careful with every box";
const TEXT =
  "Two movers came on time, wrapped the wardrobe and carried everything up three floors without a scratch.";
const REPLY = "Thank you, Tom: it was a pleasure. Enjoy Greenwich!";

test("the customer reviews from the emailed link at 375 px, and the mover replies", async () => {
  const mail = await waitForMail(CLIENT, /How did your move with Thames-side Removals go\?/, 30_000);
  const link = /https?:\/\/\S+\/reviews\/write\?token=[\w-]+/.exec(mail.text)?.[0];
  assert.ok(link, "the email carries the review link");

  const { page, context, consoleErrors } = await newPage(PHONE);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole("heading", { name: "Review Thames-side Removals" }).waitFor();
  await page
    .getByText(/Southwark → Greenwich/)
    .first()
    .waitFor();
  // nothing filled: the messages say what is missing, nothing is sent
  await page.getByRole("button", { name: "Publish my review" }).click();
  await page.getByText("Choose an overall rating from 1 to 5 stars").waitFor();
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
  await page.getByText("Thank you: your review is published.").waitFor();
  // the page has no horizontal scroll at 375 px
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));

  await page.getByRole("link", { name: /See Thames-side Removals's reviews/ }).click();
  const review = page.getByRole("article", { name: TITLE });
  await review.waitFor();
  await review.getByText(/Verified booking: Southwark → Greenwich, \w+ \d{4}/).waitFor();
  await review.getByText("Tom W.").waitFor();
  assert.equal(await review.getByText("Whitfield").count(), 0, "never the full name");
  await page.getByRole("link", { name: "How we handle reviews" }).first().waitFor();
  await screenshot(page, "reviews-profile-375");
  const profile = new URL(page.url()).pathname;

  // the link worked once
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByText(/This review link has expired or has already been used/).waitFor();
  assert.deepEqual(consoleErrors, []);
  await context.close();

  // the mover replies from the dashboard
  const mover = await newPage(PHONE);
  await signInContext(mover.context, MOVER);
  await mover.page.goto("/account/dashboard/reviews");
  await mover.page.getByRole("heading", { name: "Your reviews" }).waitFor();
  const mine = mover.page.getByRole("article", { name: TITLE });
  await mine.getByLabel("Your public reply").fill(REPLY);
  await mine.getByRole("button", { name: "Publish reply" }).click();
  await mine.getByText(REPLY).first().waitFor();
  await mine.getByText("Reply from Thames-side Removals").waitFor();
  await screenshot(mover.page, "reviews-dashboard-375");
  assert.deepEqual(mover.consoleErrors, []);
  await mover.context.close();

  // anyone sees the reply under the review, on a phone and a desktop
  for (const [size, name] of [
    [PHONE, "375"],
    [DESKTOP, "1440"],
  ] as const) {
    const visitor = await newPage(size);
    await visitor.page.goto(profile);
    const shown = visitor.page.getByRole("article", { name: TITLE });
    await shown.getByText(REPLY).waitFor();
    await screenshot(visitor.page, `reviews-profile-reply-${name}`);
    await visitor.context.close();
  }
});
