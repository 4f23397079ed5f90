// test-database: none (opens no test database: run once, in the PGlite stage)
// The site's contact details, social links, data controller and mail addresses come from settings with
// honest defaults; a bad value stops the start with a message naming the variable.
import assert from "node:assert/strict";
import { test } from "vitest";
import { ConfigError, dkimOf, loadConfig } from "./config.ts";

test("defaults invent no address: no contact email, no social links, the site named as controller", () => {
  const c = loadConfig({});
  assert.deepEqual(c.site, {
    appUrl: "http://localhost:3000",
    contactEmail: null,
    socialLinks: [],
    dataController: { name: "London Removals Compare", address: null, email: null },
  });
  assert.doesNotMatch(JSON.stringify(c), /\.example\b|facebook/);
});

test("mail defaults follow APP_URL's host; set values win", () => {
  const live = loadConfig({ APP_URL: "https://www.londonremovalscompare.co.uk/" });
  assert.equal(live.appUrl, "https://www.londonremovalscompare.co.uk", "no trailing slash");
  assert.equal(live.site.appUrl, live.appUrl);
  assert.equal(live.MAIL_FROM, "London Removals Compare <no-reply@londonremovalscompare.co.uk>");
  assert.equal(live.TEAM_EMAIL, "team@londonremovalscompare.co.uk");
  const local = loadConfig({ APP_URL: "http://127.0.0.1:3311" });
  assert.equal(local.MAIL_FROM, "London Removals Compare <no-reply@localhost>");
  assert.equal(local.TEAM_EMAIL, "team@localhost");
  const set = loadConfig({ MAIL_FROM: "Movers <hi@movers.co.uk>", TEAM_EMAIL: "ops@movers.co.uk" });
  assert.equal(set.MAIL_FROM, "Movers <hi@movers.co.uk>");
  assert.equal(set.TEAM_EMAIL, "ops@movers.co.uk");
});

test("configured contact address, social links and data controller reach the site settings", () => {
  const c = loadConfig({
    APP_URL: "https://www.londonremovalscompare.co.uk",
    CONTACT_EMAIL: "hello@londonremovalscompare.co.uk",
    SOCIAL_LINKS:
      "Facebook=https://www.facebook.com/londonremovalscompare, Instagram=https://www.instagram.com/lrc_moves",
    DATA_CONTROLLER_NAME: "  LRC Digital Ltd ",
    DATA_CONTROLLER_ADDRESS: "2 Thames Street, London SE1 2AA",
  });
  assert.deepEqual(c.site, {
    appUrl: "https://www.londonremovalscompare.co.uk",
    contactEmail: "hello@londonremovalscompare.co.uk",
    socialLinks: [
      { label: "Facebook", href: "https://www.facebook.com/londonremovalscompare" },
      { label: "Instagram", href: "https://www.instagram.com/lrc_moves" },
    ],
    dataController: {
      name: "LRC Digital Ltd",
      address: "2 Thames Street, London SE1 2AA",
      // no DATA_CONTROLLER_EMAIL: data requests go to the contact address
      email: "hello@londonremovalscompare.co.uk",
    },
  });
  const own = loadConfig({ CONTACT_EMAIL: "hello@lrc.co.uk", DATA_CONTROLLER_EMAIL: "privacy@lrc.co.uk" });
  assert.equal(own.site.dataController.email, "privacy@lrc.co.uk");
});

test("bad values stop the start and name the variable", () => {
  const refused = (env: Record<string, string>, message: RegExp) => {
    assert.throws(
      () => loadConfig(env),
      (e: unknown) => e instanceof ConfigError && message.test(e.message),
    );
  };
  refused({ CONTACT_EMAIL: "not an address" }, /CONTACT_EMAIL/);
  refused({ CONTACT_EMAIL: "hello@londonremovals.example" }, /CONTACT_EMAIL: uses a reserved example domain/);
  refused({ DATA_CONTROLLER_EMAIL: "privacy@example.com" }, /DATA_CONTROLLER_EMAIL: uses a reserved/);
  refused({ SOCIAL_LINKS: "https://www.facebook.com/ourpage" }, /SOCIAL_LINKS: use Name=https:\/\/address/);
  refused({ SOCIAL_LINKS: "Facebook=http://www.facebook.com/ourpage" }, /SOCIAL_LINKS: Facebook: every link/);
  refused(
    { SOCIAL_LINKS: "Facebook=https://www.facebook.com/" },
    /SOCIAL_LINKS: Facebook: link to your own page/,
  );
  refused({ DATA_CONTROLLER_NAME: "X" }, /DATA_CONTROLLER_NAME/);
  refused({ DATA_CONTROLLER_ADDRESS: "SE1" }, /DATA_CONTROLLER_ADDRESS/);
  refused({ TEAM_EMAIL: "team" }, /TEAM_EMAIL/);
  refused({ APP_URL: "www.londonremovalscompare.co.uk" }, /APP_URL/);
});

test("empty settings count as unset", () => {
  const c = loadConfig({ CONTACT_EMAIL: "", SOCIAL_LINKS: "", DATA_CONTROLLER_NAME: "" });
  assert.equal(c.site.contactEmail, null);
  assert.deepEqual(c.site.socialLinks, []);
  assert.equal(c.site.dataController.name, "London Removals Compare");
});

test("DKIM: all three settings sign (a key's \\n written as two characters is a line break); one or two refuse to start", () => {
  assert.equal(dkimOf(loadConfig({})), undefined, "off without settings");
  const key = "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\\n-----END PRIVATE KEY-----\\n";
  const on = dkimOf(
    loadConfig({ DKIM_PRIVATE_KEY: key, DKIM_SELECTOR: "mail2026", DKIM_DOMAIN: "movers.co.uk" }),
  );
  assert.deepEqual(on, {
    privateKey: "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----\n",
    keySelector: "mail2026",
    domainName: "movers.co.uk",
  });
  assert.throws(
    () => loadConfig({ DKIM_SELECTOR: "mail2026" }),
    (e: Error) =>
      e instanceof ConfigError &&
      /DKIM_PRIVATE_KEY: required/.test(e.message) &&
      /DKIM_DOMAIN: required/.test(e.message),
  );
  assert.throws(
    () => loadConfig({ DKIM_PRIVATE_KEY: "not a key", DKIM_SELECTOR: "s", DKIM_DOMAIN: "movers.co.uk" }),
    /PEM/,
  );
  assert.throws(
    () => loadConfig({ DKIM_PRIVATE_KEY: key, DKIM_SELECTOR: "s", DKIM_DOMAIN: "not a domain" }),
    /DKIM_DOMAIN/,
  );
});
