import assert from "node:assert/strict";
import { test } from "vitest";
import { resolveAreaPath } from "./areas/area-routes.ts";
import { BOROUGHS, REGIONS } from "./areas/boroughs.ts";
import { breadcrumbsFor } from "./breadcrumbs.ts";
import { HOME_PAGE, tileCaption, tileHref } from "./home.ts";
import { LOCATIONS_PAGE } from "./locations.ts";
import { quoteBarHref, quoteBarShown } from "./quote-bar.ts";
import { CONTENT_PAGES } from "./registry.ts";
import { SERVICE_TILES } from "./services.ts";

const visitor = null;
const client = { isAdmin: false, isCompany: false };

test("quote bar: place is the trimmed postcode, and absent when empty", () => {
  assert.equal(quoteBarHref("  SW1A 1AA "), "/free-quotes/wizard?place=SW1A%201AA");
  assert.equal(quoteBarHref("e8"), "/free-quotes/wizard?place=e8");
  assert.equal(quoteBarHref("   "), "/free-quotes/wizard");
  assert.equal(quoteBarHref(""), "/free-quotes/wizard");
  assert.equal(quoteBarHref(null), "/free-quotes/wizard");
});

test("quote bar: hidden for admins and companies, on the wizard and on the login paths", () => {
  assert.equal(quoteBarShown("/", visitor), true);
  assert.equal(quoteBarShown("/faqs", client), true);
  assert.equal(quoteBarShown("/", { isAdmin: true, isCompany: false }), false);
  assert.equal(quoteBarShown("/", { isAdmin: false, isCompany: true }), false);
  for (const p of [
    "/free-quotes/wizard",
    "/free-quotes/wizard/",
    "/free-quotes",
    "/login",
    "/login/",
    "/account/signin",
  ]) {
    assert.equal(quoteBarShown(p, visitor), false, p);
  }
  assert.equal(quoteBarShown("/free-quotes-guide", visitor), true);
});

test("quote bar: hidden on the customer's own pages, where booking and sending are the page's action", () => {
  for (const p of [
    "/client/removal-requests",
    "/client/removal-requests/5b1c4d7e-0000-4000-8000-000000000001",
    "/client/removal-requests/5b1c4d7e-0000-4000-8000-000000000001/change",
    "/client/removal-requests/5b1c4d7e-0000-4000-8000-000000000001/review",
    "/reviews/write",
  ]) {
    assert.equal(quoteBarShown(p, client), false, p);
  }
  assert.equal(quoteBarShown("/clients-say", visitor), true, "a prefix is a whole path segment");
  assert.equal(quoteBarShown("/companies", client), true);
});

test("tiles: home links to step 2 with 'Get free quotes'; elsewhere 'Get your quotes'; none on free-quotes", () => {
  const house = SERVICE_TILES[0];
  assert.equal(tileHref(house, "/"), "/free-quotes/wizard?typeOfMove=House%2FFlat%20Removals&step=2");
  assert.equal(tileHref(house, "/our-services"), "/free-quotes/wizard?typeOfMove=House%2FFlat%20Removals");
  assert.equal(tileCaption("/"), "Get free quotes");
  assert.equal(tileCaption("/services/house-removals"), "Get your quotes");
  assert.equal(tileCaption("/free-quotes/wizard"), null);
  assert.deepEqual(
    SERVICE_TILES.map((t) => t.name),
    ["House/Flat Removals", "International Removals", "Man and Van", "Storage Unit", "Business Removals"],
  );
});

test("home and locations titles are unique across the site and within limits", () => {
  const titles = new Set(CONTENT_PAGES.map((p) => p.title));
  for (const p of [HOME_PAGE, LOCATIONS_PAGE]) {
    assert.ok(!titles.has(p.title), p.path);
    assert.ok(p.title.length <= 60, p.path);
    assert.ok(p.description.length <= 155 && p.description.length >= 70, p.path);
  }
  const rows = LOCATIONS_PAGE.sections.find((s) => s.id === "postcode-districts")!.tables![0].rows;
  assert.equal(rows.length, BOROUGHS.length);
});

test("breadcrumbs follow the canonical page, through region and borough", () => {
  assert.deepEqual(breadcrumbsFor("/", "Home"), []);
  assert.deepEqual(
    breadcrumbsFor("/services/man-and-van-london", "Man and van").map((c) => c.href),
    ["/", "/our-services", "/services/man-and-van-london"],
  );
  const haringey = resolveAreaPath("/east-london/haringey-removals")!;
  assert.deepEqual(
    breadcrumbsFor(haringey.canonical, "Removals in Haringey", haringey).map((c) => c.href),
    ["/", "/areas-we-cover-london", "/removals/north-london", "/haringey-removals"],
  );
  const wimbledon = resolveAreaPath("/areas-we-cover/south-london/wimbledon-removals")!;
  assert.deepEqual(
    breadcrumbsFor(wimbledon.canonical, "Removals in Wimbledon", wimbledon).map((c) => c.label),
    ["Home", "Areas we cover", "South London", "Merton", "Removals in Wimbledon"],
  );
});

test("/locations: 32 boroughs plus the City of London, and Wimbledon as a district of Merton", () => {
  const text = JSON.stringify(LOCATIONS_PAGE);
  assert.match(text, /London has 32 boroughs plus the City of London/);
  assert.doesNotMatch(text, /33 boroughs/);
  const central = LOCATIONS_PAGE.sections.find((s) => s.id === "central-london")!;
  assert.equal(central.paragraphs![0], "4 boroughs and the City of London, from Camden to Westminster.");
  const south = LOCATIONS_PAGE.sections.find((s) => s.id === "south-london")!;
  assert.match(south.paragraphs![0], /^\d+ boroughs, from/);
  assert.doesNotMatch(south.paragraphs![0], /City/);
  assert.ok(
    south.paragraphs!.includes("Wimbledon is a district in the borough of Merton, with its own page."),
  );
  assert.ok(
    south.links!.some(
      (l) =>
        l.label === "Wimbledon removals (in Merton)" &&
        l.href === "/areas-we-cover/south-london/wimbledon-removals",
    ),
  );
  const counted = LOCATIONS_PAGE.sections
    .filter((s) => REGIONS.some((r) => r.slug === s.id))
    .reduce((n, s) => n + Number(/^(\d+) boroughs?/.exec(s.paragraphs![0])![1]), 0);
  assert.equal(counted, 32);
});
