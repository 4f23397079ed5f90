import assert from "node:assert/strict";
import { test } from "vitest";
import { BOOKING_CONFIRM_HOURS } from "@rm/domain/booking";
import { COMPARE_MESSAGES } from "@rm/domain/compare";
import { FAQ_SECTIONS } from "./faqs.ts";
import { HOW_IT_WORKS_PAGE, HOW_IT_WORKS_STEPS } from "./how-it-works.ts";
import { ABOUT_PAGE } from "./pages.ts";
import { formatPounds, formatRange } from "./prices.ts";
import { MOVING_RESOURCES_PAGE } from "./resources.ts";
import { EXTRA_SERVICES, SERVICE_TILES, SERVICES, serviceBySlug } from "./services.ts";

test("five service pages at the spec's routes with the wizard's move type names", () => {
  assert.deepEqual(
    SERVICES.map((s) => [s.path, s.typeOfMove]),
    [
      ["/services/house-removals", "House/Flat Removals"],
      ["/services/man-and-van-london", "Man and Van"],
      ["/services/business-removals-london", "Business Removals"],
      ["/services/international-removals-london", "International Removals"],
      ["/services/storage-solutions-london", "Storage Unit"],
    ],
  );
  for (const s of SERVICES) {
    assert.equal(serviceBySlug(s.slug), s);
    assert.equal(s.path, `/services/${s.slug}`);
    assert.equal(s.cta?.href, `/free-quotes/wizard?typeOfMove=${encodeURIComponent(s.typeOfMove)}`);
  }
});

test("service tiles in the spec's order, linking to the wizard", () => {
  assert.deepEqual(
    SERVICE_TILES.map((t) => t.name),
    ["House/Flat Removals", "International Removals", "Man and Van", "Storage Unit", "Business Removals"],
  );
  for (const t of SERVICE_TILES) {
    assert.equal(t.typeOfMove, t.name);
    assert.equal(t.wizardHref, `/free-quotes/wizard?typeOfMove=${encodeURIComponent(t.name)}`);
    assert.ok(SERVICES.some((s) => s.path === t.href));
  }
  assert.equal(SERVICE_TILES[0].wizardHref, "/free-quotes/wizard?typeOfMove=House%2FFlat%20Removals");
});

test("Man and Van has every section the spec lists and the §9 prices", () => {
  const page = serviceBySlug("man-and-van-london")!;
  assert.deepEqual(
    page.sections.map((s) => s.id),
    [
      "what-to-expect",
      "why-use-us",
      "whats-included",
      "cost-breakdown",
      "price-factors",
      "areas",
      "how-it-works",
      "customer-stories",
      "use-cases",
      "tips",
      "related-services",
    ],
  );
  const stories = page.sections.find((s) => s.id === "customer-stories")!;
  assert.match(stories.heading, /Illustrative/);
  for (const c of stories.cards!) assert.equal(c.meta, "Illustrative example");
  const rates = page.sections.find((s) => s.id === "cost-breakdown")!.tables![0];
  assert.deepEqual(rates.rows, [
    ["Transit van with 1 mover", "£40–£50 per hour"],
    ["Luton van with 1 mover", "£50–£65 per hour"],
    ["Second mover", "+£15–£20 per hour"],
    ["Minimum booking", "2 hours"],
  ]);
  const examples = page.sections.find((s) => s.id === "cost-breakdown")!.tables![1];
  assert.deepEqual(
    examples.rows.map((r) => r[2]),
    ["£80–£100", "£150–£195", "£260–£340"],
  );
});

test("storage shows the §9 storage prices", () => {
  const text = JSON.stringify(serviceBySlug("storage-solutions-london"));
  for (const f of ["£5–£10 per week", "£25–£40 per week", "£50–£80 per week", "3 months or more"]) {
    assert.ok(text.includes(f), f);
  }
});

test("extra services: packing, dismantling and reassembly, cleaning", () => {
  assert.deepEqual(
    EXTRA_SERVICES.map((e) => e.name),
    ["Packing", "Dismantling and reassembly", "Cleaning"],
  );
});

test("how it works has the spec's four steps", () => {
  assert.deepEqual(
    HOW_IT_WORKS_STEPS.map((s) => s.title),
    ["Share your move details", "Get up to 6 quotes", "Compare", "Book directly"],
  );
  assert.equal(HOW_IT_WORKS_PAGE.path, "/resources/how-it-works");
});

test("booking is described as the site does it: the quote's button, the mover's confirmation, paid to the mover", () => {
  const book = HOW_IT_WORKS_STEPS[3]!.text ?? "";
  assert.ok(book.includes(`"${COMPARE_MESSAGES.book}"`), book);
  assert.ok(book.includes(`within ${BOOKING_CONFIRM_HOURS} hours`), book);
  assert.match(book, /You pay the mover directly: we take no commission/);
  const everywhere = JSON.stringify([HOW_IT_WORKS_STEPS, FAQ_SECTIONS, ABOUT_PAGE]);
  assert.doesNotMatch(everywhere, /you contact them and book directly|Contact the company you have chosen/i);
});

test("the resources hub has every part the spec lists", () => {
  const ids = MOVING_RESOURCES_PAGE.sections.map((s) => s.id);
  for (const id of ["cost-guide", "faq-summary", "local-guides", "covered-areas", "contact"]) {
    assert.ok(ids.includes(id), id);
  }
  assert.ok(ids.some((id) => id.startsWith("checklist-")));
  const text = JSON.stringify(MOVING_RESOURCES_PAGE);
  for (const t of ["2–4 weeks ahead", "2–4 weeks before", "4–6 weeks", "3–8 weeks", "/contact"]) {
    assert.ok(text.includes(t), t);
  }
});

test("money formatting", () => {
  assert.equal(formatPounds(4000), "£40");
  assert.equal(formatPounds(4150), "£41.50");
  assert.equal(formatPounds(150000), "£1,500");
  assert.equal(formatRange({ min: 500, max: 1000 }), "£5–£10");
});
