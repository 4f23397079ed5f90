// Issue #28 "What you tick is what you book", on a phone (375 px): a mover quotes £895 with packing materials
// as a £60 optional extra. The comparison says "Packing materials: optional, +£60" (never "not included"); the
// customer ticks it and books; the same £955, with the extra listed, is in the booking dialog, her booking
// view, the mover's booking view, the mover's "Booked" email and the calendar file the mover gets on
// confirming — which also carries her phone, both full addresses and the job's length. The comparison is
// photographed at 375 and 1440 px too (a second mover's quote claims other cover than its certificate).
import { formatLongDate } from "@rm/domain/lead/dates";
import { DESKTOP, loginAs, PHONE, screenshot } from "../lib/browser.ts";
import { inDays } from "../lib/dates.ts";
import { MOVERS } from "../lib/demo-movers.ts";
import { expect, test } from "../lib/fixtures.ts";
import { type CapturedMail, mails } from "../lib/mail.ts";
import { postQuote, SHARD_ADDRESS, sendHouseMove } from "../lib/quote-loop.ts";

const TOTAL = "£955 (£895 fixed price + Packing materials £60)";

/** the newest mail to `to` about this lead whose subject matches, once it has arrived */
async function mailAbout(to: string, subject: RegExp, leadId: string): Promise<CapturedMail> {
  const find = () =>
    mails()
      .reverse()
      .find((m) => m.to.includes(to) && subject.test(m.subject) && m.text.includes(leadId));
  await expect.poll(() => find() !== undefined, { timeout: 15_000 }).toBe(true);
  return find()!;
}

/** a calendar file's text with its folded lines joined and its escapes undone */
const icsText = (ics: string) =>
  ics
    .replace(/\r?\n[ \t]/g, "")
    .replaceAll("\\n", "\n")
    .replace(/\\([,;\\])/g, "$1");

test("a ticked £60 extra is booked: £955 in the dialog, both booking views, the Booked email and the calendar file", async ({
  newPage,
  axe,
}) => {
  const customer = { email: `extras-${Date.now()}@example.org`, password: "moving-house-2026" };
  const moveDate = inDays(25);
  const { leadId, matched } = await sendHouseMove(customer, moveDate);
  const [chosen, other] = matched.filter((n) => MOVERS[n]) as [string, string];
  expect(other, `two demo movers among ${matched.join(", ")}`).toBeTruthy();
  // valid for 14 days, the move in 25: "book by"
  await postQuote(MOVERS[chosen]!, leadId, {
    price: "895",
    priceKind: "fixed",
    availableDates: [moveDate],
    includes: ["packing"],
    extras: [{ kind: "materials", price: "60" }],
  });
  await postQuote(MOVERS[other]!, leadId, {
    price: "990",
    priceKind: "fixed",
    availableDates: [inDays(26)],
    message: "Fully insured to £100k, careful with pianos.",
  });

  // the comparison on a phone
  const { page, consoleErrors } = await newPage(PHONE);
  await loginAs(page, customer.email, customer.password);
  await page.goto(`/client/removal-requests/${leadId}`);
  const card = page.locator("article.quote-card").filter({ hasText: chosen });
  await expect(card.locator("p.price")).toHaveText("£895 fixed price");
  const extra = card.getByLabel("Packing materials: optional, +£60");
  await expect(extra).not.toBeChecked();
  await expect(page.getByText(/not included/)).toHaveCount(0);
  await expect(card.getByText("Available on your date")).toBeVisible();
  await expect(card.getByText(`Book by ${formatLongDate(inDays(14))}`)).toBeVisible();
  const otherCard = page.locator("article.quote-card").filter({ hasText: other });
  await expect(otherCard.getByText(`Not your date: they offer ${formatLongDate(inDays(26))}`)).toBeVisible();
  // "£100k" beside a verified £50,000: flagged with the verified figure
  await expect(otherCard.getByRole("note")).toHaveText(
    /“£100k”.*Goods in Transit certificate is for £50,000/,
  );
  await extra.check();
  await expect(card.locator("p.price")).toHaveText("£955 fixed price");
  await expect(card.locator(".price-parts")).toHaveText("£895 + Packing materials £60");
  await screenshot(page, "booking-extras-compare-375");
  expect(await axe(page)).toEqual([]);

  // the booking dialog books that total
  await card.getByRole("button", { name: `Book with this mover: ${chosen}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator(".booking-total strong")).toHaveText("£955");
  await expect(dialog.getByText("Packing materials +£60")).toBeVisible();
  await expect(dialog.getByText("Quote: £895 (fixed price)")).toBeVisible();
  await screenshot(page, "booking-extras-dialog-375");
  await dialog.getByRole("button", { name: "Confirm booking" }).click();
  await expect(dialog).toHaveCount(0);

  // her booking view
  const mine = page.getByRole("region", { name: `Your booking with ${chosen}` });
  await expect(mine.getByText(TOTAL)).toBeVisible();
  await expect(mine.getByText("Packing materials +£60")).toBeVisible();
  await screenshot(page, "booking-extras-booked-375");

  // the mover's "Booked" email
  const booked = await mailAbout(MOVERS[chosen]!, /^Booked: /, leadId);
  expect(booked.text).toContain(`at ${TOTAL}`);

  // the mover's booking view, where they confirm
  const mover = await newPage(PHONE);
  await loginAs(mover.page, MOVERS[chosen]!);
  await mover.page.goto(`/account/dashboard/leads/${leadId}`);
  const theirs = mover.page.getByRole("region", { name: "Your booking for this move" });
  await expect(theirs.getByText(TOTAL)).toBeVisible();
  await expect(theirs.getByText("Packing materials +£60")).toBeVisible();
  await theirs.getByRole("button", { name: "Confirm booking" }).click();
  await expect(theirs.getByRole("button", { name: "Confirm booking" })).toHaveCount(0);
  await screenshot(mover.page, "booking-extras-mover-375");

  // the calendar file the mover gets: the same total and extra, her phone, both addresses, the job's length
  const confirmed = await mailAbout(MOVERS[chosen]!, /^Booking confirmed: /, leadId);
  const ics = confirmed.attachments.find((a) => a.filename === "move.ics");
  expect(ics?.contentType).toMatch(/^text\/calendar/);
  const words = icsText(ics!.content!);
  expect(words).toContain(`Price: ${TOTAL}`);
  expect(words).toContain("Extras chosen: Packing materials +£60");
  expect(words).toContain("Customer: Nadia Hussain, 07700900456");
  expect(words).toContain(
    `LOCATION:${SHARD_ADDRESS} to Flat 1, Spital House, 14 Middlesex Street, London, E1 6AN`,
  );
  expect(words).toContain("Expected length: about 6.5 hours");
  expect(consoleErrors).toEqual([]);
  expect(mover.consoleErrors).toEqual([]);
});

test("the comparison at 1440 px: one total with the ticked extra, 'optional, +£…', 'book by' and the cover flag", async ({
  newPage,
}) => {
  const customer = { email: `extras-desk-${Date.now()}@example.org`, password: "moving-house-2026" };
  const moveDate = inDays(25);
  const { leadId, matched } = await sendHouseMove(customer, moveDate);
  const [chosen, other] = matched.filter((n) => MOVERS[n]) as [string, string];
  await postQuote(MOVERS[chosen]!, leadId, {
    price: "895",
    priceKind: "fixed",
    availableDates: [moveDate],
    includes: [],
    // packing, which she asked for, priced: ticked to begin with
    extras: [
      { kind: "packing", price: "180" },
      { kind: "materials", price: "60" },
    ],
  });
  await postQuote(MOVERS[other]!, leadId, {
    price: "990",
    priceKind: "fixed",
    availableDates: [moveDate],
    message: "Insured to £1 million.",
  });
  const { page, consoleErrors } = await newPage(DESKTOP);
  await loginAs(page, customer.email, customer.password);
  await page.goto(`/client/removal-requests/${leadId}`);
  const table = page.locator(".compare-table");
  const column = (name: string) => page.locator(".compare-table thead th").filter({ hasText: name });
  await expect(column(chosen)).toBeVisible();
  await expect(table.getByLabel("Packing: optional, +£180")).toBeChecked();
  await expect(table.getByText("£1,075", { exact: true })).toBeVisible();
  await expect(table.getByText("£895 + Packing £180")).toBeVisible();
  await table.getByLabel("Packing materials: optional, +£60").check();
  await expect(table.getByText("£1,135", { exact: true })).toBeVisible();
  await expect(table.getByText("£895 + Packing £180 + Packing materials £60")).toBeVisible();
  await expect(table.getByText(/not included/)).toHaveCount(0);
  await expect(table.getByText(`Book by ${formatLongDate(inDays(14))}`).first()).toBeVisible();
  await expect(table.getByRole("note")).toHaveText(/“£1 million”.*£50,000/);
  await screenshot(page, "booking-extras-compare-1440");
  expect(consoleErrors).toEqual([]);
});
