import assert from "node:assert/strict";
import { test } from "vitest";
import { SITE_NAME, type SiteSettings } from "@rm/domain/site";
import { ABOUT_PAGE, PARTNER_TERMS_PAGE, PRIVACY_PAGE, RETURN_POLICY_PAGE, TERMS_PAGE } from "./pages.ts";
import { contactLink, copyrightLine, OGL_LINK, OS_ATTRIBUTION, withSiteSettings } from "./site.ts";

const defaults: SiteSettings = {
  appUrl: "https://www.londonremovalscompare.co.uk",
  contactEmail: null,
  socialLinks: [],
  dataController: { name: SITE_NAME, address: null, email: null },
};
const configured: SiteSettings = {
  ...defaults,
  contactEmail: "hello@thamesmovers.co.uk",
  dataController: {
    name: "Thames Comparison Ltd",
    address: "1 Example Yard, London SE1 9ZZ",
    email: "privacy@thamesmovers.co.uk",
  },
};

test("contact: the configured address, or the contact form when none is set", () => {
  assert.deepEqual(contactLink(configured), {
    label: "hello@thamesmovers.co.uk",
    href: "mailto:hello@thamesmovers.co.uk",
  });
  assert.deepEqual(contactLink(defaults), {
    label: "Write to us through our contact form",
    href: "/contact",
  });
});

test("the privacy notice names the configured controller with address and email", () => {
  const page = withSiteSettings(PRIVACY_PAGE, configured);
  const section = page.sections.at(-1)!;
  assert.equal(section.heading, "Who is responsible for your data");
  const text = JSON.stringify(section);
  assert.match(text, /Thames Comparison Ltd is the controller/);
  assert.match(text, /1 Example Yard, London SE1 9ZZ/);
  assert.ok(section.links?.some((l) => l.href === "mailto:privacy@thamesmovers.co.uk"));
  assert.equal(PRIVACY_PAGE.sections.at(-1)?.id, "changes", "the shared page object is not changed");
});

test("by default the legal pages name the site and send people to the contact form, inventing nothing", () => {
  for (const p of [PRIVACY_PAGE, TERMS_PAGE, RETURN_POLICY_PAGE, PARTNER_TERMS_PAGE]) {
    const section = withSiteSettings(p, defaults).sections.at(-1)!;
    const text = JSON.stringify(section);
    assert.match(text, /London Removals Compare/, p.path);
    assert.match(text, /contact form/, p.path);
    assert.deepEqual(section.links, [{ label: "Contact form", href: "/contact" }], p.path);
    assert.doesNotMatch(text, /@|\.example/, p.path);
  }
});

test("legal pages carry a last-updated date and who is responsible", () => {
  for (const p of [PRIVACY_PAGE, TERMS_PAGE, RETURN_POLICY_PAGE, PARTNER_TERMS_PAGE]) {
    assert.match(p.lastUpdated ?? "", /^\d{4}-\d{2}-\d{2}$/, p.path);
    assert.ok(p.responsible, p.path);
  }
  assert.equal(PRIVACY_PAGE.responsible, "data");
});

test("the privacy notice carries the OS and Royal Mail attribution with the licence link", () => {
  const text = JSON.stringify(PRIVACY_PAGE);
  assert.ok(text.includes(OS_ATTRIBUTION));
  assert.match(OS_ATTRIBUTION, /Contains OS data © Crown copyright and database right 2025\./);
  assert.match(OS_ATTRIBUTION, /Contains Royal Mail data © Royal Mail copyright and database right 2025\./);
  assert.ok(PRIVACY_PAGE.sections.some((s) => s.links?.includes(OGL_LINK)));
  assert.match(
    OGL_LINK.href,
    /^https:\/\/www\.nationalarchives\.gov\.uk\/doc\/open-government-licence\/version\/3\/$/,
  );
});

test("the copyright line names the site and the year", () => {
  assert.equal(copyrightLine(2026), "© 2026 London Removals Compare. All rights reserved.");
});

test("the About page ends with who runs the site: the configured controller, else the site's name", () => {
  const about = (site: SiteSettings) => withSiteSettings(ABOUT_PAGE, site).sections.at(-1)!;
  assert.equal(about(configured).heading, "Who we are");
  assert.equal(about(configured).paragraphs?.[0], "This website is run by Thames Comparison Ltd.");
  assert.match(JSON.stringify(about(configured)), /1 Example Yard, London SE1 9ZZ/);
  assert.equal(about(defaults).paragraphs?.[0], `This website is run by ${SITE_NAME}.`);
});
