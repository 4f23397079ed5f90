// issue #12 (docs/README.md#issues): contact details, social links and the data controller come from the settings (e2e/run.ts sets
// CONTACT_EMAIL, SOCIAL_LINKS and DATA_CONTROLLER_NAME), canonical URLs use APP_URL, the footer carries the
// OS attribution and this year, and the pages fixed for copy slips render as the domain content says.
import assert from "node:assert/strict";
import { test } from "node:test";
import { OGL_LINK, OS_ATTRIBUTION } from "@rm/content/site";
import { yearInLondon } from "@rm/domain/site";
import { BASE, DESKTOP, newPage, PHONE, screenshot } from "../lib/browser.ts";

const CONTACT_EMAIL = process.env.CONTACT_EMAIL ?? "";
const CONTROLLER = process.env.DATA_CONTROLLER_NAME ?? "";

const html = async (path: string) => {
  const res = await fetch(BASE + path, { redirect: "manual" });
  assert.equal(res.status, 200, path);
  return res.text();
};
/** the page's text as a visitor reads it (tags dropped, entities decoded) */
const textOf = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");

test("the settings are configured for this run", () => {
  assert.match(CONTACT_EMAIL, /@/);
  assert.ok(CONTROLLER.length > 1);
});

test("the footer shows the configured contact address and social link, the OS attribution and this year", async () => {
  for (const path of ["/", "/about-us", "/contact", "/login"]) {
    const page = await html(path);
    assert.ok(page.includes(`href="mailto:${CONTACT_EMAIL}"`), `${path}: contact address`);
    assert.ok(page.includes('href="https://www.facebook.com/londonremovalscompare"'), `${path}: social link`);
    assert.doesNotMatch(page, /\.example\b/, `${path}: no reserved example domain`);
    assert.doesNotMatch(page, /href="https:\/\/www\.(facebook|instagram|linkedin|youtube)\.com\/"/, path);
    const text = textOf(page);
    assert.ok(text.includes(OS_ATTRIBUTION), `${path}: OS attribution`);
    assert.ok(page.includes(`href="${OGL_LINK.href}"`), `${path}: licence link`);
    assert.ok(text.includes(`© ${yearInLondon()} London Removals Compare`), `${path}: this year`);
  }
});

test("canonical and og:url are on the configured public address", async () => {
  for (const [path, canonical] of [
    ["/", "/"],
    ["/faqs", "/faqs"],
    ["/wimbledon-removals", "/areas-we-cover/south-london/wimbledon-removals"],
  ]) {
    const page = await html(path);
    assert.ok(page.includes(`<link rel="canonical" href="${BASE}${canonical}"`), `${path} canonical`);
    assert.ok(page.includes(`<meta property="og:url" content="${BASE}${canonical}"`), `${path} og:url`);
  }
});

test("legal pages are dated and name the configured controller; the privacy notice credits OS data", async () => {
  for (const path of [
    "/personal-data-protection",
    "/terms-and-conditions",
    "/return-policy",
    "/partner-terms",
  ]) {
    const text = textOf(await html(path));
    assert.match(text, /Last updated \w+day \d{1,2} \w+ \d{4}/, `${path}: date`);
    assert.ok(text.includes(CONTROLLER), `${path}: controller`);
  }
  const privacy = await html("/personal-data-protection");
  assert.match(textOf(privacy), /Who is responsible for your data/);
  assert.ok(textOf(privacy).includes(`${CONTROLLER} is the controller`));
  assert.ok(privacy.includes(`href="mailto:${CONTACT_EMAIL}"`), "data requests go to the contact address");
  assert.ok(textOf(privacy).includes(OS_ATTRIBUTION));
  assert.doesNotMatch(textOf(await html("/return-policy")), /partner agreement/i);
});

test("partners find the partner terms from /company and the registration form; /company ends with a partner CTA", async () => {
  const company = await html("/company");
  assert.ok(company.includes('href="/partner-terms"'));
  const closing = /<div class="pub-closing">([\s\S]*?)<\/div>/.exec(company)?.[1] ?? "";
  assert.match(textOf(closing), /Register free/);
  assert.doesNotMatch(textOf(closing), /Up to 6 quotes/);
  const registration = await html("/companies/registration");
  assert.match(textOf(registration), /By registering you agree to the partner terms/);
  assert.ok(registration.includes('href="/partner-terms"'));
  assert.match(textOf(await html("/partner-terms")), /free while we launch/);
});

test("/wimbledon-removals is the Wimbledon page; /locations counts 32 boroughs plus the City", async () => {
  const wimbledon = textOf(await html("/wimbledon-removals"));
  assert.match(wimbledon, /Removals in Wimbledon/);
  assert.match(wimbledon, /Wimbledon is in the London Borough of Merton/);
  const locations = textOf(await html("/locations"));
  assert.match(locations, /London has 32 boroughs plus the City of London/);
  assert.match(locations, /4 boroughs and the City of London, from Camden to Westminster/);
  assert.match(locations, /Wimbledon removals \(in Merton\)/);
  assert.doesNotMatch(locations, /33 boroughs/);
});

test("screenshots: footer, partner terms and privacy notice at phone and desktop widths", async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const { page, context, consoleErrors } = await newPage(viewport);
    for (const path of ["/partner-terms", "/personal-data-protection", "/company", "/locations"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      assert.equal(overflow, false, `${path} fits ${viewport.width} px`);
      await screenshot(page, `site-${path.slice(1)}-${viewport.width}`);
    }
    assert.deepEqual(consoleErrors, []);
    await context.close();
  }
});
