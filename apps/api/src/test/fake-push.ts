// A stand-in push service on loopback (no internet) for the push tests: records each push it receives and
// answers with `answer`; `device` makes a browser's push subscription (its own key pair and auth secret, what
// PushManager.subscribe makes) and `decrypt` reads a push as the browser would (RFC 8291 / RFC 8188).
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakePushService {
  url: string;
  received: { url: string; headers: IncomingHttpHeaders; body: Buffer }[];
  /** the status the next pushes are answered with */
  answer: number;
  close: () => void;
}

export async function startFakePush(): Promise<FakePushService> {
  const fake = { url: "", received: [], answer: 201, close: () => {} } as FakePushService;
  const service = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      fake.received.push({ url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(fake.answer).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  fake.close = () => service.close();
  return fake;
}

export type Device = ReturnType<typeof device>;

/** A browser's push subscription at `serviceUrl`/push/`path`. */
export function device(serviceUrl: string, path: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    body: {
      endpoint: `${serviceUrl}/push/${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      label: "Test phone",
    },
  };
}

/** RFC 8291 / RFC 8188 (aes128gcm), one record: what the browser does with a push it receives. */
export function decrypt(dev: Device, body: Buffer): unknown {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const cipher = body.subarray(21 + idLength);
  const shared = dev.ecdh.computeSecret(serverKey);
  const info = Buffer.concat([Buffer.from("WebPush: info\0"), dev.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, dev.auth, info, 32));
  const key = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", key, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const plain = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
  // the last record ends with the delimiter 2, then padding
  return JSON.parse(plain.subarray(0, plain.lastIndexOf(2)).toString("utf8"));
}
