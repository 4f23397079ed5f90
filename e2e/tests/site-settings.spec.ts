// issue #12 (docs/README.md#issues): contact details, social links and the data controller come from the settings (e2e/global-setup.ts sets
// CONTACT_EMAIL, SOCIAL_LINKS and DATA_CONTROLLER_NAME), canonical URLs use APP_URL, the footer carries the
// OS attribution and this year, and the pages fixed for copy slips render as the domain content says.
import { OGL_LINK, OS_ATTRIBUTION } from "@rm/content/site";
import { yearInLondon } from "@rm/domain/site";
import { BASE, DESKTOP, PHONE, screenshot } from "../lib/browser.ts";
import { expect, test } from "../lib/fixtures.ts";

const CONTACT_EMAIL = process.env.CONTACT_EMAIL ?? "";
const CONTROLLER = process.env.DATA_CONTROLLER_NAME ?? "";

const html = async (path: string) => {
  const res = await fetch(BASE + path, { redirect: "manual" });
  expect(res.status, path).toBe(200);
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
  expect(CONTACT_EMAIL).toMatch(/@/);
  expect(CONTROLLER.length > 1).toBeTruthy();
});

test("the footer shows the configured contact address and social link, the OS attribution and this year", async () => {
  for (const path of ["/", "/about-us", "/contact", "/login"]) {
    const page = await html(path);
    expect(page.includes(`href="mailto:${CONTACT_EMAIL}"`), `${path}: contact address`).toBeTruthy();
    expect(
      page.includes('href="https://www.facebook.com/londonremovalscompare"'),
      `${path}: social link`,
    ).toBeTruthy();
    expect(page, `${path}: no reserved example domain`).not.toMatch(/\.example\b/);
    expect(page, path).not.toMatch(/href="https:\/\/www\.(facebook|instagram|linkedin|youtube)\.com\/"/);
    const text = textOf(page);
    expect(text.includes(OS_ATTRIBUTION), `${path}: OS attribution`).toBeTruthy();
    expect(page.includes(`href="${OGL_LINK.href}"`), `${path}: licence link`).toBeTruthy();
    expect(text.includes(`© ${yearInLondon()} London Removals Compare`), `${path}: this year`).toBeTruthy();
  }
});

test("canonical and og:url are on the configured public address", async () => {
  for (const [path, canonical] of [
    ["/", "/"],
    ["/faqs", "/faqs"],
    ["/wimbledon-removals", "/areas-we-cover/south-london/wimbledon-removals"],
  ]) {
    const page = await html(path);
    expect(
      page.includes(`<link rel="canonical" href="${BASE}${canonical}"`),
      `${path} canonical`,
    ).toBeTruthy();
    expect(
      page.includes(`<meta property="og:url" content="${BASE}${canonical}"`),
      `${path} og:url`,
    ).toBeTruthy();
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
    expect(text, `${path}: date`).toMatch(/Last updated \w+day \d{1,2} \w+ \d{4}/);
    expect(text.includes(CONTROLLER), `${path}: controller`).toBeTruthy();
  }
  const privacy = await html("/personal-data-protection");
  expect(textOf(privacy)).toMatch(/Who is responsible for your data/);
  expect(textOf(privacy).includes(`${CONTROLLER} is the controller`)).toBeTruthy();
  expect(
    privacy.includes(`href="mailto:${CONTACT_EMAIL}"`),
    "data requests go to the contact address",
  ).toBeTruthy();
  expect(textOf(privacy).includes(OS_ATTRIBUTION)).toBeTruthy();
  expect(textOf(await html("/return-policy"))).not.toMatch(/partner agreement/i);
  // issue #28: the About page names who runs the site, from the same setting
  expect(textOf(await html("/about-us")).includes(`This website is run by ${CONTROLLER}.`)).toBeTruthy();
});

test("partners find the partner terms from /company and the registration form; /company ends with a partner CTA", async () => {
  const company = await html("/company");
  expect(company.includes('href="/partner-terms"')).toBeTruthy();
  const closing = /<div class="pub-closing">([\s\S]*?)<\/div>/.exec(company)?.[1] ?? "";
  expect(textOf(closing)).toMatch(/Register free/);
  expect(textOf(closing)).not.toMatch(/Up to 6 quotes/);
  const registration = await html("/companies/registration");
  expect(textOf(registration)).toMatch(/By registering you agree to the partner terms/);
  expect(registration.includes('href="/partner-terms"')).toBeTruthy();
  expect(textOf(await html("/partner-terms"))).toMatch(/free while we launch/);
});

test("/wimbledon-removals is the Wimbledon page; /locations counts 32 boroughs plus the City", async () => {
  const wimbledon = textOf(await html("/wimbledon-removals"));
  expect(wimbledon).toMatch(/Removals in Wimbledon/);
  expect(wimbledon).toMatch(/Wimbledon is in the London Borough of Merton/);
  const locations = textOf(await html("/locations"));
  expect(locations).toMatch(/London has 32 boroughs plus the City of London/);
  expect(locations).toMatch(/4 boroughs and the City of London, from Camden to Westminster/);
  expect(locations).toMatch(/Wimbledon removals \(in Merton\)/);
  expect(locations).not.toMatch(/33 boroughs/);
});

test("screenshots: footer, partner terms and privacy notice at phone and desktop widths", async ({
  newPage,
}) => {
  for (const viewport of [PHONE, DESKTOP]) {
    const { page, context, consoleErrors } = await newPage(viewport);
    for (const path of ["/partner-terms", "/personal-data-protection", "/company", "/locations"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow, `${path} fits ${viewport.width} px`).toBe(false);
      await screenshot(page, `site-${path.slice(1)}-${viewport.width}`);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  }
});
