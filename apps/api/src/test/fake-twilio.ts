// A stand-in for Twilio's Messages API on loopback (issue #33): POST /2010-04-01/Accounts/{sid}/Messages.json with
// HTTP basic auth and a form body (To, From or MessagingServiceSid, Body), answered as Twilio answers — 201 and the
// message resource, or Twilio's error body. Tests (and the e2e run) point TWILIO_API_URL at it, read what was sent
// (`messages`, or GET /_fake/messages over HTTP from another process) and make the next answers fail (`failNext`).
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeText {
  sid: string;
  to: string;
  from: string | null;
  body: string;
  accountSid: string;
}

export interface FakeTwilio {
  url: string;
  accountSid: string;
  authToken: string;
  messages: FakeText[];
  /** the next `n` sends are answered `status` (500: Twilio's server error) */
  failNext(n: number, status?: number): void;
  /** every POST received, failed ones too */
  calls: number;
  close(): Promise<void>;
}

export const FAKE_ACCOUNT_SID = `AC${"0123456789abcdef".repeat(2)}`;
export const FAKE_AUTH_TOKEN = "fake-twilio-auth-token-0001";

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let s = "";
    req.setEncoding("utf8");
    req.on("data", (c) => {
      s += c;
    });
    req.on("end", () => resolve(s));
    req.on("error", reject);
  });

function answer(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

const twilioError = (status: number, code: number, message: string) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

export async function startFakeTwilio(port = 0): Promise<FakeTwilio> {
  const state = { failing: 0, failStatus: 500, calls: 0 };
  const messages: FakeText[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_ACCOUNT_SID}:${FAKE_AUTH_TOKEN}`).toString("base64")}`;
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (req.method === "GET" && url.pathname === "/_fake/messages") {
      const to = url.searchParams.get("to");
      return answer(res, 200, to ? messages.filter((m) => m.to === to) : messages);
    }
    const m = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/.exec(url.pathname);
    if (req.method !== "POST" || !m) return answer(res, 404, twilioError(404, 20404, "Not found"));
    state.calls++;
    const form = new URLSearchParams(await readBody(req));
    if (req.headers.authorization !== expectedAuth || m[1] !== FAKE_ACCOUNT_SID)
      return answer(res, 401, twilioError(401, 20003, "Authenticate"));
    if (state.failing > 0) {
      state.failing--;
      return answer(res, state.failStatus, twilioError(state.failStatus, 20500, "Internal Server Error"));
    }
    const to = form.get("To") ?? "";
    const body = form.get("Body") ?? "";
    if (!/^\+\d{8,15}$/.test(to))
      return answer(res, 400, twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`));
    if (!body) return answer(res, 400, twilioError(400, 21602, "Message body is required."));
    const text: FakeText = {
      sid: `SM${randomBytes(16).toString("hex")}`,
      to,
      from: form.get("From"),
      body,
      accountSid: m[1]!,
    };
    messages.push(text);
    answer(res, 201, {
      sid: text.sid,
      account_sid: text.accountSid,
      to: text.to,
      from: text.from,
      body: text.body,
      status: "queued",
      num_segments: "1",
      direction: "outbound-api",
      api_version: "2010-04-01",
      date_created: new Date().toUTCString(),
      uri: `/2010-04-01/Accounts/${text.accountSid}/Messages/${text.sid}.json`,
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    accountSid: FAKE_ACCOUNT_SID,
    authToken: FAKE_AUTH_TOKEN,
    messages,
    get calls() {
      return state.calls;
    },
    failNext(n, status = 500) {
      state.failing = n;
      state.failStatus = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The settings that send texts to `fake`. */
export const fakeTwilioEnv = (fake: Pick<FakeTwilio, "url">) => ({
  SMS_PROVIDER: "twilio",
  TWILIO_ACCOUNT_SID: FAKE_ACCOUNT_SID,
  TWILIO_AUTH_TOKEN: FAKE_AUTH_TOKEN,
  TWILIO_FROM: "+447700900000",
  TWILIO_API_URL: fake.url,
});
