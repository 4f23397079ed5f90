// Issue #29 item 10: a photo's cost is its pixels, not its bytes. A few-hundred-byte PNG can claim a
// 10,000 × 10,000 canvas (100 megapixels: seconds of CPU and hundreds of MB to decode); such a photo is refused
// from its header, before anything is decoded (PHOTO_MAX_PIXELS, 40 megapixels). A person's photos share an
// hourly budget of megapixels over all their conversations (MESSAGE_LIMITS.photoMegapixelsPerHour), paid before
// decoding, through the API and the page's plain form alike; past it: 429 with the budget's words, nothing
// stored. (One person's photos are decoded one after another: lib/one-at-a-time.test.ts.)
import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "vitest";
import { crc32, deflateSync } from "node:zlib";
import { CONVERSATION_MESSAGES as M, PHOTO_MAX_PIXELS, PHOTOS_PER_MESSAGE } from "@rm/domain/conversation";
import { MESSAGE_LIMIT_MESSAGES, MESSAGE_LIMITS } from "@rm/domain/conversation-limits";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { conversationMessages } from "../db/schema.ts";
import { resolveSession } from "../modules/accounts/index.ts";
import { conversationsWebService } from "../modules/conversations/index.ts";
import { filesUnder, multipart } from "../test/fixtures/files.ts";
import { makeCustomer, makeLead } from "../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../test/helper.ts";
import { tempDir } from "../test/temp-dir.ts";

const dataDir = tempDir("rm-photo-pixels-");
const uploads = join(dataDir, "uploads");
const t = await buildTestApp({ DATA_DIR: dataDir, RATE_LIMIT_FACTOR: "1" });
const pages = conversationsWebService(t.ctx);

/** a PNG of a few hundred bytes whose header claims width × height (its pixel data is one short row) */
function claimedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

let people = 0;
async function customerInRoom() {
  const email = `pixels-${++people}@example.org`;
  const customer = await makeCustomer(t, email);
  const {
    lead,
    companyIds: [companyId],
  } = await makeLead(t, { clientUserId: customer.id, companies: [0] });
  const cookie = await t.login(email);
  const room = json<{ data: { id: string } }>(
    await t.app.inject({
      method: "POST",
      url: "/api/conversations",
      payload: { leadId: lead.id, companyId },
      headers: { cookie },
    }),
  ).data.id;
  const found = await resolveSession(t.db, cookie.replace(/^rm_session=/, ""), 30);
  const caller = { user: found!.user, sessionId: found!.sessionId };
  return { cookie, room, leadId: lead.id, companyId: companyId!, caller, customerId: customer.id };
}
const viaApi = async (cookie: string, room: string, photos: Buffer[]) => {
  const body = multipart(
    {},
    photos.map((data, i) => ({ name: `photo-${i}.png`, data, type: "image/png", field: "photos" })),
  );
  const res = await t.app.inject({
    method: "POST",
    url: `/api/conversations/${room}/photos`,
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
  return { code: res.statusCode, message: json<{ message: string }>(res).message };
};
const messagesIn = async (room: string) =>
  (await t.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, room)))
    .length;

test("a small file claiming 100 megapixels is refused from its header with a clear message; nothing stored", async () => {
  const bomb = claimedPng(10_000, 10_000);
  assert.ok(bomb.length < 1000, `the file is ${bomb.length} bytes`);
  const c = await customerInRoom();
  assert.deepEqual(await viaApi(c.cookie, c.room, [bomb]), { code: 413, message: M.photoTooManyPixels });
  // the page's plain form too
  assert.deepEqual(
    await pages.send(c.caller, {
      leadId: c.leadId,
      companyId: c.companyId,
      text: "the stairs",
      photos: [new Blob([new Uint8Array(bomb)])],
      ip: "198.51.100.90",
    }),
    { ok: false, message: M.photoTooManyPixels, status: 413 },
  );
  assert.equal(await messagesIn(c.room), 0);
  assert.deepEqual(filesUnder(uploads), []);
  // just over the limit is refused; a real photo well under it is sent
  const side = Math.ceil(Math.sqrt(PHOTO_MAX_PIXELS)) + 1;
  assert.equal((await viaApi(c.cookie, c.room, [claimedPng(side, side)])).code, 413);
  const real = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#36c" } })
    .png()
    .toBuffer();
  assert.equal((await viaApi(c.cookie, c.room, [real])).code, 201);
  assert.equal(await messagesIn(c.room), 1);
});

test("the hourly megapixel budget: one person's photos over all their conversations, API and plain form, paid before decoding", async () => {
  const c = await customerInRoom();
  // a second conversation of the same customer: the budget is the person's, not the conversation's
  const other = await makeLead(t, { clientUserId: c.customerId, companies: [1] });
  const room2 = json<{ data: { id: string } }>(
    await t.app.inject({
      method: "POST",
      url: "/api/conversations",
      payload: { leadId: other.lead.id, companyId: other.companyIds[0] },
      headers: { cookie: c.cookie },
    }),
  ).data.id;
  // 36-megapixel headers over unreadable pixel data: each costs its pixels from the budget, then fails to decode
  const big = claimedPng(6000, 6000);
  const perMessage = 36 * PHOTOS_PER_MESSAGE;
  const fit = Math.floor(MESSAGE_LIMITS.photoMegapixelsPerHour / perMessage);
  for (let i = 0; i < fit; i++) {
    const sent = await viaApi(c.cookie, i % 2 ? room2 : c.room, Array(PHOTOS_PER_MESSAGE).fill(big));
    assert.deepEqual(sent, { code: 400, message: M.photoUnreadable }, `message ${i + 1}`);
  }
  // the budget is spent: the next message is refused before any decoding, through either path
  assert.deepEqual(await viaApi(c.cookie, room2, Array(PHOTOS_PER_MESSAGE).fill(big)), {
    code: 429,
    message: MESSAGE_LIMIT_MESSAGES.photoPixels,
  });
  const real = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: "#c63" } })
    .jpeg()
    .toBuffer();
  assert.deepEqual(
    await pages.send(c.caller, {
      leadId: c.leadId,
      companyId: c.companyId,
      text: "",
      photos: [new Blob([real])],
      ip: "198.51.100.91",
    }),
    { ok: false, message: MESSAGE_LIMIT_MESSAGES.photoPixels, status: 429 },
  );
  assert.equal((await messagesIn(c.room)) + (await messagesIn(room2)), 0);
  assert.deepEqual(filesUnder(uploads).length, 2, "only the first test's real photo and its thumbnail");
  // another customer still has a budget of their own
  const d = await customerInRoom();
  assert.equal((await viaApi(d.cookie, d.room, [real])).code, 201);
});
