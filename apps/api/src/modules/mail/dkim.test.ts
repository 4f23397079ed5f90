// test-database: none (opens no test database: run once, in the PGlite stage)
// Issue #33: with DKIM_PRIVATE_KEY, DKIM_SELECTOR and DKIM_DOMAIN set, every message the sender hands the mail
// server carries a DKIM-Signature for that domain and selector, and it verifies with the public key (the
// record a deployment publishes at <selector>._domainkey.<domain>): the body hash and the signed headers,
// relaxed canonicalisation as RFC 6376 section 3.4 spells it. Without the settings, no signature.
import assert from "node:assert/strict";
import { createVerify, generateKeyPairSync } from "node:crypto";
import { once } from "node:events";
import { createHash } from "node:crypto";
import { afterAll, test } from "vitest";
import { SMTPServer } from "smtp-server";
import type { OutboxRow } from "./outbox.ts";
import { createSender } from "./transport.ts";
import { action, letter } from "./index.ts";

const received: string[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  closeTimeout: 50,
  onData(stream, _session, done) {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => {
      received.push(Buffer.concat(chunks).toString("utf8"));
      done();
    });
  },
});
server.listen(0, "127.0.0.1");
await once(server.server, "listening");
const smtpUrl = `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const { privateKey, publicKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});

const mail = letter({
  kind: "sample",
  to: "grace@example.org",
  subject: "Your move is booked",
  body: ["Hello Grace,", action("See your request", "https://www.example.org/client/removal-requests")],
});
const row = {
  id: 7,
  createdAt: new Date(),
  ...mail,
  html: mail.html ?? null,
  attachments: null,
} as unknown as OutboxRow;

const send = async (dkim?: { domainName: string; keySelector: string; privateKey: string }) => {
  const sender = createSender({
    smtpUrl,
    from: "London Removals Compare <no-reply@londonremovalscompare.co.uk>",
    log: () => {},
    buildAttachment: async () => Buffer.from(""),
    ...(dkim ? { dkim } : {}),
  });
  const before = received.length;
  await sender(row);
  return received[before]!;
};

/** the headers of a message as [name, raw value] in order, unfolded */
const headersOf = (message: string) =>
  message
    .slice(0, message.indexOf("\r\n\r\n"))
    .split(/\r\n(?![ \t])/)
    .map((h) => [h.slice(0, h.indexOf(":")), h.slice(h.indexOf(":") + 1)] as const);
const relaxedHeader = (name: string, value: string) =>
  `${name.toLowerCase()}:${value
    .replace(/\r\n/g, "")
    .replace(/[ \t]+/g, " ")
    .trim()}`;
const relaxedBody = (body: string) =>
  `${body
    .split("\r\n")
    .map((l) => l.replace(/[ \t]+/g, " ").replace(/ $/, ""))
    .join("\r\n")
    .replace(/(\r\n)*$/, "")}\r\n`;

test("a message is signed with DKIM for the domain and selector set, and the signature verifies", async () => {
  const message = await send({
    domainName: "londonremovalscompare.co.uk",
    keySelector: "mail2026",
    privateKey,
  });
  const headers = headersOf(message);
  const signature = headers.find(([n]) => n.toLowerCase() === "dkim-signature");
  assert.ok(signature, "a DKIM-Signature header");
  const tags = Object.fromEntries(
    signature[1]
      .replace(/\s+/g, "")
      .split(";")
      .filter(Boolean)
      .map((t) => [t.slice(0, t.indexOf("=")), t.slice(t.indexOf("=") + 1)]),
  );
  assert.equal(tags.d, "londonremovalscompare.co.uk");
  assert.equal(tags.s, "mail2026");
  assert.equal(tags.c, "relaxed/relaxed");
  assert.ok(tags.h.split(":").includes("from"), "the From header is signed");
  // the body hash
  const body = message.slice(message.indexOf("\r\n\r\n") + 4);
  assert.equal(createHash("sha256").update(relaxedBody(body)).digest("base64"), tags.bh, "body hash");
  // the signature over the signed headers and the DKIM-Signature itself without its b= value
  const pool = headers.filter(([n]) => n.toLowerCase() !== "dkim-signature");
  const signed = tags.h.split(":").flatMap((name: string) => {
    const i = pool.findLastIndex(([n]) => n.toLowerCase() === name.toLowerCase());
    if (i < 0) return [];
    const [h] = pool.splice(i, 1);
    return [relaxedHeader(h![0], h![1])];
  });
  const own = relaxedHeader(signature[0], signature[1].replace(/\bb=[^;]*$/, "b="));
  const verify = createVerify("RSA-SHA256").update(`${signed.map((h: string) => `${h}\r\n`).join("")}${own}`);
  assert.ok(verify.verify(publicKey, tags.b, "base64"), "the signature verifies with the public key");
});

test("without DKIM settings the message carries no signature", async () => {
  const message = await send();
  assert.ok(!headersOf(message).some(([n]) => n.toLowerCase() === "dkim-signature"));
});
