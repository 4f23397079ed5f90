// Photos on messages (issue #15): a JPEG carrying GPS EXIF comes back re-encoded without any metadata, with a
// thumbnail; the type is decided by the bytes (a text file named .jpg, HEIC) and refused with a message and
// nothing stored; over 10 MB or more than 6 photos refused; only the two parties read a photo (404 for
// another company or customer, the admin only once a message was reported, audited); photos in the history.
import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "vitest";
import {
  CHAT_WORDS,
  CONVERSATION_MESSAGES as M,
  PHOTO_LONG_SIDE,
  PHOTO_THUMB_SIDE,
} from "@rm/domain/conversation";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { auditLog, conversationMessages, conversations, messagePhotos, outbox } from "../../db/schema.ts";
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { type FilePart, filesUnder, multipart } from "../../test/fixtures/files.ts";
import { makeCustomer, makeLead } from "../../test/fixtures/quotes.ts";
import { resolveSession } from "../accounts/index.ts";
import { conversationsWebService } from "./web-service.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { tempDir } from "../../test/temp-dir.ts";

const dataDir = tempDir("rm-photos-");
const uploads = join(dataDir, "uploads");
const t = await buildTestApp({ DATA_DIR: dataDir, RATE_LIMIT_FACTOR: "1000" });
await makeCustomer(t, "priya.photos@example.org");
const customerId = (await t.db.query.users.findFirst({
  where: (u, { eq }) => eq(u.email, "priya.photos@example.org"),
}))!.id;
// Thames-side and Northline matched; Westway never matched
const { lead, companyIds } = await makeLead(t, { clientUserId: customerId, companies: [0, 1] });
const [thamesId] = companyIds as [string];
const priya = await t.login("priya.photos@example.org");
const thames = await t.login(DEMO_COMPANIES[0]!.email);
const northline = await t.login(DEMO_COMPANIES[1]!.email);
const westway = await t.login(DEMO_COMPANIES[2]!.email);
const tom = await t.login(DEMO_CLIENT.email);
const admin = await t.login(DEMO_ADMIN.email);

// biome-ignore lint/suspicious/noExplicitAny: the tests read the answers' JSON field by field
type Body = { status: boolean; message: string; data?: any; errors?: Record<string, string> };
const openRes = await t.app.inject({
  method: "POST",
  url: "/api/conversations",
  headers: { cookie: priya },
  payload: { leadId: lead.id, companyId: thamesId },
});
const roomId = json<Body>(openRes).data.id as string;

const sendPhotos = async (
  cookie: string,
  files: FilePart[],
  fields: Record<string, string> = {},
  room = roomId,
) => {
  const body = multipart(fields, files);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/conversations/${room}/photos`,
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
  return { code: res.statusCode, body: json<Body>(res) };
};
const getPhoto = (cookie: string | null, id: string, size = "", admin = false) =>
  t.app.inject({
    method: "GET",
    url: `/api/${admin ? "admin/" : ""}conversations/photos/${id}${size ? `?size=${size}` : ""}`,
    headers: cookie ? { cookie } : {},
  });
const stored = async () => ({
  messages: (await t.db.select().from(conversationMessages)).length,
  photos: (await t.db.select().from(messagePhotos)).length,
  files: filesUnder(uploads).length,
});

/** a 3000×2000 JPEG taken "at" London Bridge: GPS position, camera make, orientation in EXIF */
const jpegWithGps = await sharp({
  create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 120, b: 40 } },
})
  .jpeg()
  .withExif({
    IFD0: { Make: "PhoneCo", Model: "Pocket 12", Copyright: "Priya" },
    IFD3: {
      GPSLatitudeRef: "N",
      GPSLatitude: "51/1 30/1 2600/100",
      GPSLongitudeRef: "W",
      GPSLongitude: "0/1 5/1 3200/100",
    },
  })
  .toBuffer();
const png = await sharp({
  create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } },
})
  .png()
  .toBuffer();

test("the sample really carries GPS EXIF (so the next test can fail)", async () => {
  const meta = await sharp(jpegWithGps).metadata();
  assert.ok(meta.exif, "the sample has EXIF");
  assert.ok(meta.exif.includes(Buffer.from("PhoneCo")));
  assert.ok(meta.exif.length > 100);
});

test("a JPEG with GPS EXIF is stored re-encoded without any metadata, with a thumbnail", async () => {
  const before = await stored();
  const res = await sendPhotos(
    priya,
    [
      { name: "IMG_0001.JPG", data: jpegWithGps, type: "image/jpeg", field: "photo" },
      { name: "stairs.png", data: png, type: "image/png", field: "photo" },
    ],
    { text: "The piano, and the stairs to the flat" },
  );
  assert.equal(res.code, 201, res.body.message);
  assert.equal(res.body.message, M.photosSent);
  assert.equal(res.body.data.text, "The piano, and the stairs to the flat");
  const photos = res.body.data.photos as { id: string; width: number; height: number }[];
  assert.equal(photos.length, 2);
  assert.deepEqual(
    { width: photos[0]!.width, height: photos[0]!.height },
    { width: PHOTO_LONG_SIDE, height: Math.round((PHOTO_LONG_SIDE * 2000) / 3000) },
  );
  const after = await stored();
  assert.deepEqual(after, {
    messages: before.messages + 1,
    photos: before.photos + 2,
    files: before.files + 4,
  });

  // the mover reads the full photo and the thumbnail: JPEGs with no EXIF, no GPS, nothing of the camera
  const full = await getPhoto(thames, photos[0]!.id);
  assert.equal(full.statusCode, 200);
  assert.equal(full.headers["content-type"], "image/jpeg");
  assert.doesNotMatch(String(full.headers["cache-control"]), /public/);
  const fullMeta = await sharp(full.rawPayload).metadata();
  assert.equal(fullMeta.format, "jpeg");
  assert.equal(fullMeta.exif, undefined);
  assert.equal(fullMeta.icc, undefined);
  assert.equal(fullMeta.width, PHOTO_LONG_SIDE);
  assert.equal(full.rawPayload.includes(Buffer.from("PhoneCo")), false);
  assert.equal(full.rawPayload.includes(Buffer.from("Exif")), false);
  const thumb = await getPhoto(thames, photos[0]!.id, "thumb");
  assert.equal(thumb.statusCode, 200);
  const thumbMeta = await sharp(thumb.rawPayload).metadata();
  assert.equal(thumbMeta.exif, undefined);
  assert.equal(Math.max(thumbMeta.width!, thumbMeta.height!), PHOTO_THUMB_SIDE);
  // the PNG came back a JPEG on white
  const second = await getPhoto(priya, photos[1]!.id);
  assert.equal((await sharp(second.rawPayload).metadata()).format, "jpeg");

  // both sides see the photos in the history, in order
  const history = json<Body>(
    await t.app.inject({
      method: "GET",
      url: `/api/conversations/${roomId}/messages`,
      headers: { cookie: thames },
    }),
  );
  const last = history.data.messages.at(-1);
  assert.deepEqual(
    last.photos.map((p: { id: string }) => p.id),
    photos.map((p) => p.id),
  );
});

test("bytes decide the type: a text file named .jpg, HEIC, an empty file → 4xx with a message, nothing stored", async () => {
  const before = await stored();
  const fake = await sendPhotos(priya, [
    {
      name: "holiday.jpg",
      data: Buffer.from("not a photo at all, just words\n".repeat(20)),
      type: "image/jpeg",
      field: "photo",
    },
  ]);
  assert.equal(fake.code, 415);
  assert.equal(fake.body.message, M.photoType);
  assert.equal(fake.body.errors?.photo, M.photoType);
  // an HEIC file's first bytes (ftyp box, brand heic): refused with how to send a JPEG
  const heicHead = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypheic"),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from("mif1heic"),
    Buffer.alloc(200),
  ]);
  const heic = await sendPhotos(priya, [
    { name: "IMG_0002.HEIC", data: heicHead, type: "image/heic", field: "photo" },
  ]);
  assert.equal(heic.code, 415);
  assert.equal(heic.body.message, M.photoHeic);
  assert.match(heic.body.message, /Most Compatible/);
  // a good photo beside a bad one: the whole message is refused
  const mixed = await sendPhotos(priya, [
    { name: "a.jpg", data: jpegWithGps, field: "photo" },
    { name: "b.jpg", data: Buffer.from("%PDF-1.4 pretending"), field: "photo" },
  ]);
  assert.equal(mixed.code, 415);
  // a JPEG cut short does not decode
  const cut = await sendPhotos(priya, [
    { name: "cut.jpg", data: jpegWithGps.subarray(0, 400), field: "photo" },
  ]);
  assert.equal(cut.code, 400);
  assert.equal(cut.body.message, M.photoUnreadable);
  // no photo at all, and text over the limit
  const none = await sendPhotos(priya, [], { text: "Just words" });
  assert.equal(none.code, 400);
  assert.equal(none.body.message, M.photoRequired);
  const long = await sendPhotos(priya, [{ name: "a.png", data: png, field: "photo" }], {
    text: "x".repeat(2001),
  });
  assert.equal(long.code, 400);
  assert.equal(long.body.message, M.textTooLong);
  assert.deepEqual(await stored(), before);
});

test("over 10 MB → 413, more than 6 photos → 400, each with a message and nothing stored", async () => {
  const before = await stored();
  const big = Buffer.concat([jpegWithGps, Buffer.alloc(10 * 1024 * 1024)]);
  const tooBig = await sendPhotos(priya, [{ name: "huge.jpg", data: big, field: "photo" }]);
  assert.equal(tooBig.code, 413);
  assert.equal(tooBig.body.message, M.photoTooLarge);
  const seven = Array.from({ length: 7 }, (_, i) => ({ name: `p${i}.png`, data: png, field: "photo" }));
  const tooMany = await sendPhotos(priya, seven);
  assert.equal(tooMany.code, 400);
  assert.equal(tooMany.body.message, M.tooManyPhotos);
  assert.deepEqual(await stored(), before);
});

test("only the two parties read a photo: another company or customer 404, the mover cannot send photos", async () => {
  const sent = await sendPhotos(priya, [{ name: "hall.png", data: png, field: "photo" }]);
  assert.equal(sent.code, 201);
  const id = sent.body.data.photos[0].id as string;
  for (const [who, cookie] of [
    ["an unmatched company", westway],
    ["a matched company of another conversation", northline],
    ["another customer", tom],
    ["an admin on the party route", admin],
  ] as const) {
    for (const size of ["", "thumb"]) {
      const res = await getPhoto(cookie, id, size);
      assert.equal(res.statusCode, 404, who);
      assert.equal(json<Body>(res).message, M.photoNotFound);
    }
  }
  assert.equal((await getPhoto(null, id)).statusCode, 401);
  assert.equal((await getPhoto(priya, "not-a-uuid")).statusCode, 404);

  const before = await stored();
  // a stranger cannot post photos into the room; the mover is refused by the route's access
  assert.equal((await sendPhotos(tom, [{ name: "x.png", data: png, field: "photo" }])).code, 404);
  assert.equal((await sendPhotos(thames, [{ name: "x.png", data: png, field: "photo" }])).code, 403);
  assert.deepEqual(await stored(), before);

  // the admin: 404 until a message in the conversation is reported, then the photo, audited
  const audits = async () =>
    (await t.db.select().from(auditLog).where(eq(auditLog.action, "conversation.photo-read"))).length;
  assert.equal((await getPhoto(admin, id, "", true)).statusCode, 404);
  assert.equal(await audits(), 0);
  const report = await t.app.inject({
    method: "POST",
    url: `/api/conversations/messages/${sent.body.data.id}/report`,
    headers: { cookie: thames },
    payload: { reason: "This photo shows someone's face" },
  });
  assert.equal(report.statusCode, 201);
  const read = await getPhoto(admin, id, "", true);
  assert.equal(read.statusCode, 200);
  assert.equal(read.headers["content-type"], "image/jpeg");
  assert.equal(await audits(), 1);
  assert.equal((await getPhoto(thames, id, "", true)).statusCode, 403);
  // the reported conversation, as the admin reads it, lists the message's photos
  const thread = json<Body>(
    await t.app.inject({
      method: "GET",
      url: `/api/admin/conversations/${roomId}`,
      headers: { cookie: admin },
    }),
  );
  const withPhoto = thread.data.messages.find((m: { id: number }) => m.id === sent.body.data.id);
  assert.deepEqual(
    withPhoto.photos.map((p: { id: string }) => p.id),
    [id],
  );
});

test("a photo-only message emails the mover who is away with words, not an empty line", async () => {
  // the last email was more than 30 minutes ago
  await t.db.update(conversations).set({ companyEmailedAt: null }).where(eq(conversations.id, roomId));
  const before = (await t.db.select().from(outbox)).length;
  const sent = await sendPhotos(priya, [{ name: "lift.png", data: png, field: "photo" }]);
  assert.equal(sent.code, 201);
  assert.equal(sent.body.data.text, "");
  const mails = await t.db.select().from(outbox);
  assert.equal(mails.length, before + 1);
  const mail = JSON.stringify(mails.at(-1));
  assert.ok(mail.includes(DEMO_COMPANIES[0]!.email));
  assert.ok(mail.includes(CHAT_WORDS.photosOnly));
});

test("the page's plain form (no JavaScript) sends photos through the same checks", async () => {
  const pages = conversationsWebService(t.ctx);
  const found = await resolveSession(t.db, priya.replace(/^rm_session=/, ""), 30);
  const caller = { user: found!.user, sessionId: found!.sessionId };
  const input = (photos: Blob[], text = "") => ({ leadId: lead.id, companyId: thamesId, text, photos });
  const before = await stored();
  // an empty file input sends one nameless empty file: a text message as before
  const textOnly = await pages.send(caller, input([new Blob([])], "Only words this time"));
  assert.deepEqual(textOnly, { ok: true, message: M.sent });
  const empty = await pages.send(caller, input([new Blob([])]));
  assert.deepEqual(empty, { ok: false, message: M.textRequired, status: 400 });
  const tooBig = await pages.send(caller, input([new Blob([Buffer.alloc(10 * 1024 * 1024 + 1)])]));
  assert.deepEqual(tooBig, { ok: false, message: M.photoTooLarge, status: 413 });
  const tooMany = await pages.send(caller, input(Array.from({ length: 7 }, () => new Blob([png]))));
  assert.deepEqual(tooMany, { ok: false, message: M.tooManyPhotos, status: 400 });
  const fake = await pages.send(caller, input([new Blob([Buffer.from("words, not a photo")])]));
  assert.deepEqual(fake, { ok: false, message: M.photoType, status: 415 });
  assert.deepEqual(await stored(), { ...before, messages: before.messages + 1 });
  const sent = await pages.send(caller, input([new Blob([jpegWithGps])], "From the plain form"));
  assert.equal(sent.ok, true);
  assert.deepEqual(await stored(), {
    messages: before.messages + 2,
    photos: before.photos + 1,
    files: before.files + 2,
  });
});
