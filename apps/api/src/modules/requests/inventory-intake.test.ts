// Issue #32: the list of what is moving goes with the request (stored, priced, on the mover's lead page and in
// the new-lead email); a bad list is a 400 with the domain's message and nothing written. Photos of big items are
// added just after by the browser that sent the request, with the chat photos' checks: re-encoded without EXIF,
// over 10 MB or more than 6 refused with a message and nothing stored; only the customer and matched movers read
// them.
import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "vitest";
import { CONVERSATION_MESSAGES as C } from "@rm/domain/conversation";
import {
  INVENTORY_MESSAGES as I,
  INVENTORY_WORDS,
  LEAD_PHOTO_MESSAGES as P,
  inventoryPreset,
} from "@rm/domain/inventory";
import { glanceRows, type MoveGlance } from "@rm/domain/move-glance";
import type { PriceGuide } from "@rm/domain/price-guide";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { leadPhotos, leads, outbox, users } from "../../db/schema.ts";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { filesUnder, multipart } from "../../test/fixtures/files.ts";
import { houseMove } from "../../test/fixtures/leads.ts";
import { buildTestApp, cookieOf, json } from "../../test/helper.ts";
import { tempDir } from "../../test/temp-dir.ts";

const dataDir = tempDir("rm-lead-photos-");
const uploads = join(dataDir, "uploads");
const t = await buildTestApp({ DATA_DIR: dataDir, RATE_LIMIT_FACTOR: "1000" });
const { app, db } = t;

const counts = async () => {
  const n = async (table: typeof leads | typeof users | typeof outbox | typeof leadPhotos) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return [await n(leads), await n(users), await n(outbox), await n(leadPhotos)];
};

const register = (email: string, client: Record<string, unknown>) =>
  app.inject({
    method: "POST",
    url: "/api/client/register",
    payload: houseMove({ client, user: { email } }),
  });

const list = { ...inventoryPreset("Apartment", "2"), piano: 1, "wardrobe-dismantle": 1 };
const photo = async (w = 800, h = 600) =>
  sharp({ create: { width: w, height: h, channels: 3, background: "#a0522d" } })
    .withMetadata({ exif: { IFD0: { Copyright: "secret", ImageDescription: "GPS here" } } })
    .jpeg()
    .toBuffer();

async function addPhotos(cookie: string, leadId: string, files: Buffer[]) {
  const body = multipart(
    {},
    files.map((data, i) => ({ name: `p${i}.jpg`, data, type: "image/jpeg", field: "photo" })),
  );
  const res = await app.inject({
    method: "POST",
    url: `/api/client/requests/${leadId}/photos`,
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
  return { code: res.statusCode, body: json<{ message: string; data?: { photos: { id: string }[] } }>(res) };
}

test("the list is stored, priced, and read by every matched mover with the photos", async () => {
  const res = await register("list.sender@example.org", { fromLift: "no", inventory: { ...list, sofa: 0 } });
  assert.equal(res.statusCode, 400, "an unknown key refuses the whole request");
  assert.equal(json<{ errors: Record<string, string> }>(res).errors["client.inventory"], I.unknownItem);

  const sent = await register("list.sender@example.org", { fromLift: "no", inventory: list });
  assert.equal(sent.statusCode, 200, sent.body);
  const leadId = json<{ leadId: string }>(sent).leadId;
  const guest = cookieOf(sent);
  const [row] = await db.select().from(leads).where(eq(leads.id, leadId));
  assert.deepEqual((row!.details as { inventory: unknown }).inventory, list);

  const added = await addPhotos(guest, leadId, [await photo(), await photo(1200, 900)]);
  assert.equal(added.code, 201, JSON.stringify(added.body));
  assert.equal(added.body.message, P.added(2));
  const ids = added.body.data!.photos.map((p) => p.id);
  assert.equal(ids.length, 2);
  const stored = filesUnder(uploads).filter((f) => f.includes("lead-photos"));
  assert.equal(stored.length, 4, "each photo and its thumbnail");
  const meta = await sharp(
    (await app.inject({ method: "GET", url: `/api/lead-photos/${ids[0]}`, headers: { cookie: guest } }))
      .rawPayload,
  ).metadata();
  assert.equal(meta.exif, undefined, "no EXIF left");

  const mails = (await t.mails()).filter((m) => m.kind === "lead-new" && m.text.includes(leadId));
  assert.ok(mails.length >= 1, "the matched movers were mailed");
  // 550 cu ft preset + piano 60 + wardrobe 40 = 650 cu ft, 74 things
  assert.ok(mails[0]!.text.includes("74 things, about 650 cu ft (18\u00a0m³)"), mails[0]!.text);
  assert.ok(mails[0]!.text.includes("Piano (upright), Wardrobe that needs dismantling"));

  for (const mail of mails) {
    const cookie = await t.login(mail.to);
    const page = await app.inject({
      method: "GET",
      url: `/api/company/leads/${leadId}`,
      headers: { cookie },
    });
    const data = json<{ data: { glance: MoveGlance; priceGuide: PriceGuide; photos: { id: string }[] } }>(
      page,
    ).data;
    const rows = Object.fromEntries(glanceRows(data.glance).map((r) => [r.label, r.value]));
    assert.equal(rows[INVENTORY_WORDS.listRow], "74 things, about 650 cu ft (18\u00a0m³)");
    assert.equal(data.glance.inventory?.rooms.find((r) => r.room === "Bedrooms")?.items[0]?.count, 2);
    assert.equal(data.priceGuide.kind === "move" && data.priceGuide.volumeCuFt, 650);
    assert.deepEqual(
      data.photos.map((p) => p.id),
      ids,
    );
    const img = await app.inject({
      method: "GET",
      url: `/api/lead-photos/${ids[1]}?size=thumb`,
      headers: { cookie },
    });
    assert.equal(img.statusCode, 200);
    assert.equal(img.headers["content-type"], "image/jpeg");
  }
  // a mover the request was not sent to, and another customer, get 404
  const matched = new Set(mails.map((m) => m.to));
  const other = DEMO_COMPANIES.find((c) => !matched.has(c.email));
  if (other) {
    const cookie = await t.login(other.email);
    const res404 = await app.inject({
      method: "GET",
      url: `/api/lead-photos/${ids[0]}`,
      headers: { cookie },
    });
    assert.equal(res404.statusCode, 404);
  }
  const stranger = cookieOf(await register("someone.else@example.org", {}));
  const theirs = await app.inject({
    method: "GET",
    url: `/api/lead-photos/${ids[0]}`,
    headers: { cookie: stranger },
  });
  assert.equal(theirs.statusCode, 404);
  assert.equal((await addPhotos(stranger, leadId, [await photo()])).code, 404);

  // past six in all: refused, nothing more stored
  const before = await counts();
  const many = await addPhotos(guest, leadId, await Promise.all([1, 2, 3, 4, 5].map(() => photo(100, 100))));
  assert.equal(many.code, 400);
  assert.equal(many.body.message, P.tooMany);
  assert.deepEqual(await counts(), before);
});

test("bad lists are refused with their message and nothing is written", async () => {
  const before = await counts();
  const cases: [unknown, string][] = [
    [{ box: -3 }, I.countInvalid],
    [{ box: 10_000 }, I.countInvalid],
    [{ box: 500, wardrobe: 500, tv: 500 }, I.tooMany],
    [{ "flux-capacitor": 1 }, I.unknownItem],
    ["everything", I.notAList],
  ];
  for (const [inventory, message] of cases) {
    const res = await register("bad.list@example.org", { inventory });
    assert.equal(res.statusCode, 400, JSON.stringify(inventory));
    assert.equal(json<{ errors: Record<string, string> }>(res).errors["client.inventory"], message);
  }
  assert.deepEqual(await counts(), before);
});

test("an oversized photo is refused with a message and nothing is stored", async () => {
  const sent = await register("big.photo@example.org", { inventory: list });
  const leadId = json<{ leadId: string }>(sent).leadId;
  const guest = cookieOf(sent);
  const before = await counts();
  const files = filesUnder(uploads).length;
  const big = Buffer.concat([await photo(), Buffer.alloc(11 * 1024 * 1024)]);
  const res = await addPhotos(guest, leadId, [big]);
  assert.equal(res.code, 413);
  assert.equal(res.body.message, C.photoTooLarge);
  const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#fff" } })
    .jpeg({ quality: 1 })
    .toBuffer();
  const tooManyPixels = await addPhotos(guest, leadId, [huge]);
  assert.equal(tooManyPixels.code, 413);
  assert.equal(tooManyPixels.body.message, C.photoTooManyPixels);
  const text = await addPhotos(guest, leadId, [Buffer.from("not a photo at all")]);
  assert.equal(text.code, 415);
  assert.deepEqual(await counts(), before);
  assert.equal(filesUnder(uploads).length, files);
});
