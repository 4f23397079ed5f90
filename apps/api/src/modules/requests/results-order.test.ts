// Issue 28: the movers a request went to are listed in one order everywhere the customer reads them — the
// intake's answer, the confirmation email and the results modal (what the page reads) — and the confirmation
// shows the destination as the customer typed it.
import assert from "node:assert/strict";
import { test } from "vitest";
import { eq } from "drizzle-orm";
import { companies, leadMatches } from "../../db/schema.ts";
import { dayFromToday, houseMove } from "../../test/fixtures/leads.ts";
import { buildTestApp, cookieOf, json } from "../../test/helper.ts";
import { leadWebService } from "./web-service.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const web = leadWebService(t.db);
type Answer = { leadId: string; companies: { _id: string; name: string }[]; data: { _id: string } };

const send = async (email: string, client: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/client/register",
    payload: houseMove({ user: { email }, client }),
  });
  assert.equal(res.statusCode, 200, res.body);
  return { res, answer: json<Answer>(res) };
};

test("answer, confirmation email and results modal list the movers in the same order", async () => {
  // a first request from the same place makes its movers wait their turn next time (matching takes turns
  // within a score band), so the second request's ranking differs from its scores' order
  await send("order.first@example.org", { startDate: dayFromToday(20) });
  await t.db.update(companies).set({ lastMatchedAt: null }).where(eq(companies.name, "Thames-side Removals"));
  const { res, answer } = await send("order.second@example.org", {
    startDate: dayFromToday(60),
    toCity: "N1 9GU",
  });
  const names = answer.companies.map((c) => c.name);
  assert.ok(names.length >= 3, `several movers: ${names.join(", ")}`);
  const stored = await t.db
    .select({ companyId: leadMatches.companyId, score: leadMatches.score })
    .from(leadMatches)
    .where(eq(leadMatches.leadId, answer.leadId));
  const byId = new Map(stored.map((m) => [m.companyId, m.score]));
  const scores = answer.companies.map((c) => byId.get(c._id)!);
  assert.deepEqual(
    scores,
    [...scores].sort((a, b) => b - a),
    "highest score first",
  );

  const mail = (await t.mails()).find(
    (m) => m.kind === "lead-confirmation" && m.to === "order.second@example.org",
  )!;
  const listed = /We have sent it to \d+ nearby movers: (.+)\. Expect/.exec(mail.text)![1]!.split(", ");
  assert.deepEqual(listed, names, "the email's order");

  const caller = {
    user: json<{ data: never }>(
      await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: cookieOf(res) } }),
    ).data,
    sessionId: (await import("../../lib/crypto.ts")).sha256(
      res.cookies.find((c) => c.name === "rm_session")!.value,
    ),
  };
  const modal = await web.matchedCompanies(caller, answer.leadId);
  assert.deepEqual(
    modal!.map((c) => c.name),
    names,
    "the results modal's order",
  );
});

test("the confirmation shows the destination as typed, with its postcode once", async () => {
  await send("typed.to@example.org", { startDate: dayFromToday(70), toCity: "e1 6an" });
  const mail = (await t.mails()).find(
    (m) => m.kind === "lead-confirmation" && m.to === "typed.to@example.org",
  )!;
  assert.match(mail.text, /^To: Flat 1, Spital House, 14 Middlesex Street, E1 6AN$/m);
  assert.match(mail.text, /^From: 10 Downing Street, London, SW1A 2AA$/m);
  // a picked address already ends with its postcode: not repeated
  await send("picked.to@example.org", {
    startDate: dayFromToday(80),
    toAddress: "Flat 2, Spital House, 14 Middlesex Street, London, E1 6AN",
  });
  const picked = (await t.mails()).find(
    (m) => m.kind === "lead-confirmation" && m.to === "picked.to@example.org",
  )!;
  assert.match(picked.text, /^To: Flat 2, Spital House, 14 Middlesex Street, London, E1 6AN$/m);
});
