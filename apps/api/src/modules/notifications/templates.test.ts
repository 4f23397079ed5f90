// test-database: none (opens no test database: run once, in the PGlite stage)
// Issue #33: every email template is one of the kinds or essential (@rm/domain/notifications MAIL_KINDS); each
// template a person may switch off carries the one-click unsubscribe link (header and "Stop receiving these emails"
// under the signature, a token signed for the sample person and that kind); an essential one carries neither.
import assert from "node:assert/strict";
import { test } from "vitest";
import { MAIL_KINDS, mailNotificationKind, STOP_THESE_EMAILS } from "@rm/domain/notifications";
import { allMailSamples } from "../admin/mail-previews.ts";
import { readUnsubscribeToken } from "./unsubscribe-token.ts";

const APP_URL = "https://www.londonremovalscompare.co.uk";

test("every template is classified; the ones that can be switched off carry their unsubscribe link", () => {
  const samples = allMailSamples(APP_URL);
  const unknown = samples.filter((s) => !(s.mail.kind in MAIL_KINDS)).map((s) => s.mail.kind);
  assert.deepEqual(unknown, [], "templates missing from MAIL_KINDS");
  let optional = 0;
  for (const { name, mail } of samples) {
    const kind = mailNotificationKind(mail.kind);
    if (!kind) {
      assert.equal(mail.listUnsubscribe, undefined, `${name} is essential: no List-Unsubscribe`);
      assert.ok(!mail.text.includes(STOP_THESE_EMAILS), name);
      continue;
    }
    optional++;
    const url = mail.listUnsubscribe ?? "";
    assert.ok(url.startsWith(`${APP_URL}/account/unsubscribe?token=`), `${name}: ${url}`);
    const named = readUnsubscribeToken(new URL(url).searchParams.get("token"));
    assert.equal(named?.kind, kind, name);
    assert.deepEqual(mail.notify, { userId: named?.userId, kind }, name);
    assert.ok(mail.text.endsWith(`${STOP_THESE_EMAILS}: ${url}`), `${name}: the text part's last line`);
    assert.ok(mail.html?.includes(`href="${url}"`), `${name}: the HTML part's link`);
  }
  assert.ok(optional >= 15, `${optional} templates can be switched off`);
});
