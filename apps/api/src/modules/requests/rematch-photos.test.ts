// Issue #32: a request no mover covered when it was sent is matched later by the re-match job; by then the
// customer may have added photos, and the "New removal lead" email it writes counts them ("Photos: 2 on the
// lead page") beside the list's summary. (The intake's own notices go before any photo: decision 100.)
import assert from "node:assert/strict";
import { test } from "vitest";
import { eq } from "drizzle-orm";
import { leadPhotos, leads } from "../../db/schema.ts";
import { makeCustomer, makeLead } from "../../test/fixtures/quotes.ts";
import { addCompany } from "../../test/fixtures/matching.ts";
import { buildTestApp } from "../../test/helper.ts";
import { rematchWaitingRequests } from "./rematch.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });

test("a later match's new-lead email counts the photos added since the request was sent", async () => {
  const customer = await makeCustomer(t, "later.photos@example.org");
  const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [] });
  // far from every demo mover (Norwich): nobody covers it yet
  const spot = { lat: 52.6309, lon: 1.2974 };
  const details = lead.details as Record<string, unknown>;
  await t.db
    .update(leads)
    .set({
      fromLat: spot.lat,
      fromLon: spot.lon,
      fromBoroughCode: null,
      details: { ...details, inventory: { "sofa-3": 1, box: 20 } },
    })
    .where(eq(leads.id, lead.id));
  await t.db.insert(leadPhotos).values(
    [1, 2].map((n) => ({
      leadId: lead.id,
      fileKey: `lead-photos/p${n}.jpg`,
      thumbKey: `lead-photos/p${n}-thumb.jpg`,
      width: 800,
      height: 600,
    })),
  );
  const companyId = await addCompany(t.db, { ...spot, coverageRadiusMiles: 10 });
  assert.ok((await rematchWaitingRequests({ db: t.db, appUrl: "http://x" })) >= 1);

  const notice = (await t.mails()).find(
    (m) => m.kind === "lead-new" && m.to === `${companyId}@match-test.example.com`,
  );
  assert.ok(notice, "the mover matched later is emailed");
  const lines = notice.text.split("\n").map((l) => l.trim());
  // a sofa (50) and 20 boxes (60): 21 things, 110 cu ft, 3 m³
  for (const line of [
    "What is moving: 21 things, about 110 cu ft (3\u00a0m³)",
    "By room: Living room 1, Boxes 20",
    "Photos: 2 on the lead page",
  ])
    assert.ok(lines.includes(line), `"${line}" in:\n${notice.text}`);
  assert.ok(notice.text.includes(`http://x/account/dashboard/leads/${lead.id}`), "links to the lead page");
});
