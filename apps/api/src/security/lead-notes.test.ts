// Issue #29 item 14: the customer's notes ("Anything movers should know") reach matched movers as chat does —
// a phone number, an email address or a link typed into them is hidden in the "New removal lead" email, on the
// lead page (its facts and its notes card) and in the lines that say what changed, until the customer books
// that mover; the mover the customer booked reads the notes as typed, another matched mover still masked.
import assert from "node:assert/strict";
import { test } from "vitest";
import { CONTACT_PLACEHOLDER } from "@rm/domain/contact-masking";
import { DEMO_COMPANIES } from "../seed/demo-accounts.ts";
import { houseMove } from "../test/fixtures/leads.ts";
import { makeCustomer, makeLead, quoteBody } from "../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const [thames, northline] = await Promise.all([
  t.login(DEMO_COMPANIES[0]!.email),
  t.login(DEMO_COMPANIES[1]!.email),
]);

const NOTES = "Piano on the 2nd floor. Call me on 07911 123456 or dave@gmail.com, photos at davesvans.co.uk";
const CONTACTS = [/07911/, /123456/, /dave@gmail/, /davesvans/];

const call = async (cookie: string, method: "GET" | "POST" | "PATCH", url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, payload, headers: { cookie } });
  return { code: res.statusCode, body: json<{ data: Record<string, unknown> }>(res) };
};

/** what the mover's lead page shows of the notes: the glance's notes card and the facts' row */
async function notesOnLeadPage(mover: string, leadId: string) {
  const page = await call(mover, "GET", `/api/company/leads/${leadId}`);
  assert.equal(page.code, 200);
  const data = page.body.data as {
    glance: { notes: string | null };
    facts: { label: string; value: string }[];
    changed: { lines: string[] } | null;
  };
  return {
    card: data.glance.notes ?? "",
    fact: data.facts.find((f) => f.label === "Anything movers should know")?.value ?? "",
    changed: data.changed?.lines ?? [],
  };
}

const hidesContacts = (text: string, where: string) => {
  for (const c of CONTACTS) assert.doesNotMatch(text, c, `${where}: ${text}`);
  assert.ok(text.includes("Piano on the 2nd floor"), `${where} keeps the rest of the notes: ${text}`);
};

test("the new-lead email hides contact details typed into the notes", async () => {
  const email = "notes-mail@example.org";
  const res = await t.app.inject({
    method: "POST",
    url: "/api/client/register",
    payload: houseMove({
      client: { description: NOTES },
      user: { email, firstName: "Dave", lastName: "Vans" },
    }),
  });
  assert.equal(res.statusCode, 200, res.body);
  const { leadId } = json<{ leadId: string }>(res);
  const notices = (await t.mails()).filter((m) => m.kind === "lead-new" && m.text.includes(leadId));
  assert.ok(notices.length > 0, "the matched movers were emailed");
  for (const mail of notices) {
    const line = mail.text.split("\n").find((l) => l.trim().startsWith("Notes:")) ?? "";
    hidesContacts(line, `the mail to ${mail.to}`);
    assert.ok(line.includes(CONTACT_PLACEHOLDER), line);
  }
});

test("the lead page masks the notes until the customer books that mover, and only for that mover", async () => {
  const email = "notes-page@example.org";
  const customer = await makeCustomer(t, email);
  const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });
  const nadia = await t.login(email);
  const edited = await call(nadia, "PATCH", `/api/client/requests/${lead.id}`, { description: NOTES });
  assert.equal(edited.code, 200, JSON.stringify(edited.body));

  for (const mover of [thames, northline]) {
    const seen = await notesOnLeadPage(mover, lead.id);
    hidesContacts(seen.card, "the notes card");
    hidesContacts(seen.fact, "the facts row");
    const line = seen.changed.find((l) => l.includes("Piano")) ?? "";
    hidesContacts(line, "the change line");
  }
  const changeMails = (await t.mails()).filter((m) => m.kind === "lead-changed" && m.text.includes(lead.id));
  assert.equal(changeMails.length, 2, "both movers were told of the change");
  for (const mail of changeMails) for (const c of CONTACTS) assert.doesNotMatch(mail.text, c, mail.text);

  const quoted = await call(thames, "POST", `/api/company/leads/${lead.id}/quote`, quoteBody());
  assert.equal(quoted.code < 300, true, JSON.stringify(quoted.body));
  const booked = await call(nadia, "POST", `/api/client/quotes/${quoted.body.data.id}/book`, {});
  assert.equal(booked.code < 300, true, JSON.stringify(booked.body));

  const ours = await notesOnLeadPage(thames, lead.id);
  assert.equal(ours.card, NOTES);
  assert.equal(ours.fact, NOTES);
  const theirs = await notesOnLeadPage(northline, lead.id);
  hidesContacts(theirs.card, "the other mover's notes card");
});
