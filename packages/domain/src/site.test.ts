import assert from "node:assert/strict";
import { test } from "vitest";
import { isReservedDomain, parseSocialLinks, yearInLondon } from "./site.ts";

test("social links: Name=https://address pairs; empty gives none", () => {
  assert.deepEqual(parseSocialLinks(""), { links: [] });
  assert.deepEqual(
    parseSocialLinks(
      "Facebook=https://www.facebook.com/ourpage, Instagram=https://www.instagram.com/ourpage/",
    ),
    {
      links: [
        { label: "Facebook", href: "https://www.facebook.com/ourpage" },
        { label: "Instagram", href: "https://www.instagram.com/ourpage/" },
      ],
    },
  );
});

test("social links: http, a bare home page, a missing name or a broken address are refused with a reason", () => {
  const error = (text: string) => {
    const r = parseSocialLinks(text);
    assert.ok("error" in r, text);
    return r.error;
  };
  assert.match(error("Facebook=http://www.facebook.com/ourpage"), /Facebook: every link must be an https/);
  assert.match(error("Facebook=https://www.facebook.com/"), /not the network's home page/);
  assert.match(error("https://www.facebook.com/ourpage"), /Name=https/);
  assert.match(error("=https://www.facebook.com/ourpage"), /Name=https/);
  assert.match(error("Facebook="), /Name=https/);
  assert.match(error("Facebook=not a url"), /https/);
});

test("reserved example domains are recognised; real ones are not", () => {
  for (const h of ["londonremovals.example", "x.test", "example.com", "mail.example.org", "a.invalid"]) {
    assert.equal(isReservedDomain(h), true, h);
  }
  for (const h of ["londonremovalscompare.co.uk", "gmail.com", "examples.co.uk"]) {
    assert.equal(isReservedDomain(h), false, h);
  }
});

test("the year is London's current year", () => {
  assert.equal(yearInLondon(new Date("2026-11-23T12:00:00Z")), 2026);
  assert.equal(yearInLondon(new Date("2026-12-31T23:30:00Z")), 2026);
  assert.equal(yearInLondon(new Date("2027-01-01T00:30:00Z")), 2027);
});
