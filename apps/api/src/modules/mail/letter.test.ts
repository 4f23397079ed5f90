// test-database: none (opens no test database: run once, in the PGlite stage)
// Issue #33: a letter makes both parts of a mail from the same words — the text part as it always read, the
// HTML part with a heading, the site's name, one button for the action and the language set — and the stored
// HTML keeps no key to an account (a link's "&" is "&amp;" there).
import assert from "node:assert/strict";
import { test } from "vitest";
import { action, letter } from "./index.ts";
import { LINK_REMOVED, protectSecrets, revealSecrets } from "./outbox.ts";

const link = "https://www.example.org/account/signin?next=%2Fquotes&token=s3cret-t0ken";
const mail = letter({
  kind: "sample",
  to: "grace@example.org",
  subject: "Your sign-in link",
  body: [
    "Hello Grace,",
    "What changed:\n- the date\n- the floor",
    action("Sign in", link, "Sign in with this link:"),
    "> a quoted <b>message</b>",
  ],
  secrets: [link],
});

test("the text part: the parts a blank line apart, the action's words and link, then the signature", () => {
  assert.equal(
    mail.text,
    `Hello Grace,\n\nWhat changed:\n- the date\n- the floor\n\nSign in with this link:\n${link}\n\n> a quoted <b>message</b>\n\nLondon Removals Compare — free quotes from up to 6 vetted, insured London movers.`,
  );
});

test("the HTML part: language, title, the site's name, a heading, one button, a list, a quotation, no image", () => {
  const html = mail.html ?? "";
  assert.match(html, /^<!DOCTYPE html/);
  assert.match(html, /<html[^>]* lang="en-GB"/);
  assert.match(html, /<title>Your sign-in link<\/title>/);
  assert.match(html, /<h1[^>]*>Your sign-in link<\/h1>/);
  assert.match(html, />London Removals Compare</);
  assert.match(html, /<meta name="color-scheme" content="light dark"/);
  const buttons = [...html.matchAll(/<a [^>]*class="rm-button"[^>]*>/g)];
  assert.equal(buttons.length, 1);
  assert.ok(buttons[0]![0].includes(`href="${link.replace("&", "&amp;")}"`), buttons[0]![0]);
  assert.match(html, /<li>the date<\/li><li>the floor<\/li>/);
  // typed words are escaped, never markup
  assert.match(html, /<blockquote[^>]*>a quoted &lt;b&gt;message&lt;\/b&gt;<\/blockquote>/);
  assert.doesNotMatch(html, /<img/);
  assert.match(html, /London Removals Compare — free quotes from up to 6 vetted, insured London movers\./);
});

test("a mail has one main action", () => {
  assert.throws(
    () =>
      letter({
        kind: "x",
        to: "a@example.org",
        subject: "x",
        body: [action("A", "https://a"), action("B", "https://b")],
      }),
    /one main action/,
  );
});

test("the stored HTML holds no secret link, written plainly or escaped; sending puts it back", () => {
  const stored = protectSecrets(mail);
  assert.ok(!stored.html.includes("s3cret-t0ken"), "no token in the stored HTML");
  assert.ok(!stored.text.includes("s3cret-t0ken"), "no token in the stored text");
  assert.ok(stored.html.includes(LINK_REMOVED));
  // a token link nobody listed, escaped in HTML, is found too
  const unlisted = protectSecrets({ ...mail, secrets: [] });
  assert.ok(!unlisted.html.includes("s3cret-t0ken"));
  const sent = revealSecrets({ text: stored.text, html: stored.html, secrets: stored.secrets });
  assert.equal(sent.text, mail.text);
  assert.equal(sent.html, mail.html);
});

test("a mail written as text only still gets an HTML part, its signature at the foot", () => {
  const stored = protectSecrets({
    kind: "x",
    to: "a@example.org",
    subject: "Plain",
    text: "Hello,\n\nJust words.\n\nLondon Removals Compare",
  });
  assert.match(stored.html, /<h1[^>]*>Plain<\/h1>/);
  assert.match(stored.html, /<p[^>]*>Just words\.<\/p>/);
  assert.match(stored.html, /class="rm-muted"[^>]*>London Removals Compare<\/p>/);
});
