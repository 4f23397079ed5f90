// Issue #33, with the built web app (reads apps/web/build): the one-click unsubscribe (RFC 8058). A review
// request carries List-Unsubscribe and List-Unsubscribe-Post, a password reset neither; the link from the stored
// mail's header, POSTed as a mailbox provider does (no session, no Origin), stops the next review request at
// once and the settings show it; a GET only shows the button; a changed or made-up token changes nothing.
import assert from "node:assert/strict";
import { test } from "vitest";
import { todayInLondon } from "@rm/domain";
import { addDaysIso } from "@rm/domain/lead/dates";
import { NOTIFICATION_MESSAGES, STOP_THESE_EMAILS } from "@rm/domain/notifications";
import MailComposer from "nodemailer/lib/mail-composer/index.js";
import { notificationPreferences } from "../../db/schema.ts";
import { DEMO_PASSWORD } from "../../seed/demo-accounts.ts";
import { makeCustomer } from "../../test/fixtures/quotes.ts";
import { makeBooking } from "../../test/fixtures/reviews.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import type { OutboxRow } from "../mail/outbox.ts";
import { messageOf } from "../mail/transport.ts";
import { askForReviews } from "../reviews/invitations.ts";
import { mayNotify } from "./preferences.ts";
import { unsubscribeToken } from "./unsubscribe-token.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" }, { web: true });
const host = "localhost";
const appUrl = t.ctx.config.appUrl;
const yesterday = addDaysIso(todayInLondon(), -1);
const asks = (now = new Date()) => askForReviews({ db: t.db, appUrl, sendHour: 0 }, now);

/** the message's header block as the sender writes it */
const headersOf = async (row: OutboxRow) => {
  const message = await messageOf(row, {
    from: "Test <no-reply@example.org>",
    buildAttachment: async () => Buffer.from(""),
  });
  const raw = (await new MailComposer(message).compile().build()).toString("utf8");
  return raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
};
/** the RFC 8058 one-click POST: no cookie, no Origin (a mailbox provider's server sends it) */
const oneClick = (url: string, body = "List-Unsubscribe=One-Click", headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { host, "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: body,
  });
const pathOf = (link: string) => {
  const u = new URL(link);
  return u.pathname + u.search;
};

let n = 0;
const bookedCustomer = async () => {
  const user = await makeCustomer(t, `unsub${++n}@example.org`);
  await makeBooking(t, { clientUserId: user.id, company: 0, moveDate: yesterday });
  return user;
};
const mailsTo = async (to: string, kind: string) =>
  (await t.storedMails()).filter((m) => m.to === to && m.kind === kind);

test("one click on the review request's List-Unsubscribe stops the next review request; the settings show it", async () => {
  const c = await bookedCustomer();
  const other = await bookedCustomer();
  await asks();
  const [ask] = await mailsTo(c.email, "review-ask");
  assert.ok(ask, "the review request was queued");
  assert.match(ask.listUnsubscribe ?? "", new RegExp(`^${appUrl}/account/unsubscribe\\?token=[\\w.-]+$`));
  const head = await headersOf(ask);
  assert.ok(head.includes(`List-Unsubscribe: <${ask.listUnsubscribe}>`), head);
  assert.ok(head.includes("List-Unsubscribe-Post: List-Unsubscribe=One-Click"), head);
  // the same link under the signature, as sent (the stored body keeps it only sealed)
  const [sent] = (await t.mails()).filter((m) => m.id === ask.id);
  assert.ok(sent!.text.includes(`${STOP_THESE_EMAILS}: ${ask.listUnsubscribe}`), sent!.text);
  assert.ok(sent!.html!.includes(STOP_THESE_EMAILS));

  // a GET (a mail scanner, the person opening the link) shows the button and changes nothing
  const page = await t.app.inject({
    url: pathOf(ask.listUnsubscribe!),
    headers: { host, accept: "text/html" },
  });
  assert.equal(page.statusCode, 200);
  assert.ok(page.body.includes(NOTIFICATION_MESSAGES.stop("review")), "the button: Stop review requests");
  assert.equal(await mayNotify(t.db, c.id, "review", "email"), true);

  const res = await oneClick(pathOf(ask.listUnsubscribe!));
  assert.equal(res.statusCode, 200, res.body.slice(0, 300));
  assert.ok(res.body.includes(NOTIFICATION_MESSAGES.unsubscribed("review")), "the page says it is done");
  assert.equal(await mayNotify(t.db, c.id, "review", "email"), false);

  // a week later: the reminder goes to the other customer, not to the one who unsubscribed
  await asks(new Date(Date.now() + 7 * 86_400_000));
  assert.equal((await mailsTo(other.email, "review-reminder")).length, 1, "the control customer is reminded");
  assert.equal((await mailsTo(c.email, "review-reminder")).length, 0, "no reminder after unsubscribing");

  // the settings page's API shows it switched off
  const cookie = await t.login(c.email, DEMO_PASSWORD);
  const grid = json<{ data: { settings: { kind: string; channel: string; on: boolean }[] } }>(
    await t.app.inject({ url: "/api/account/notifications", headers: { cookie } }),
  ).data.settings;
  assert.equal(grid.find((s) => s.kind === "review" && s.channel === "email")?.on, false);
  // a second click (the provider retries) is answered the same and changes nothing more
  assert.equal((await oneClick(pathOf(ask.listUnsubscribe!))).statusCode, 200);
});

test("a password reset carries no List-Unsubscribe: it cannot be switched off", async () => {
  const c = await makeCustomer(t, `unsub-reset${++n}@example.org`);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/forgot-password",
    payload: { email: c.email },
  });
  assert.equal(res.statusCode, 200);
  const [reset] = await mailsTo(c.email, "password-reset");
  assert.ok(reset);
  assert.equal(reset.listUnsubscribe, null);
  const head = await headersOf(reset);
  assert.ok(!/List-Unsubscribe/i.test(head), head);
  assert.ok(!reset.text.includes(STOP_THESE_EMAILS));
});

test("a changed, made-up or misused link is refused with a clear message and changes nothing", async () => {
  const c = await makeCustomer(t, `unsub-forged${++n}@example.org`);
  const victim = await makeCustomer(t, `unsub-victim${n}@example.org`);
  const good = unsubscribeToken(c.id, "review");
  const [id, , sig] = good.split(".");
  const flip = (s: string) => s.slice(0, -1) + (s.endsWith("A") ? "B" : "A");
  const forged = [
    `${id}.review.${flip(sig!)}`,
    `${id}.news.${sig}`,
    `${victim.id}.review.${sig}`,
    `${id}.booking.${sig}`,
    `${id}.review`,
    "not-a-token",
    "",
  ];
  for (const token of forged) {
    const url = `/account/unsubscribe?token=${encodeURIComponent(token)}`;
    const post = await oneClick(url);
    assert.equal(post.statusCode, 400, `${token}: ${post.statusCode}`);
    assert.ok(post.body.includes(NOTIFICATION_MESSAGES.badLink), token);
    const get = await t.app.inject({ url, headers: { host, accept: "text/html" } });
    assert.equal(get.statusCode, 400, token);
    assert.ok(get.body.includes(NOTIFICATION_MESSAGES.badLink), token);
  }
  // the right link, but a body other than the one-click's: nothing done
  const url = `/account/unsubscribe?token=${good}`;
  assert.equal((await oneClick(url, "List-Unsubscribe=Everything")).statusCode, 400);
  assert.equal((await oneClick(url, "kind=news&on=true")).statusCode, 400);
  // a form on another site posting it (the browser adds its Origin): refused before anything runs
  assert.equal((await oneClick(url, undefined, { origin: "https://evil.example" })).statusCode, 403);
  const stored = await t.db.select().from(notificationPreferences);
  assert.deepEqual(
    stored.filter((r) => r.userId === c.id || r.userId === victim.id),
    [],
    "nothing stored for either",
  );
});
