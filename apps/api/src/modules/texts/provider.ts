// Issue #33: the one way a text leaves the site. An SmsProvider sends one message and answers the provider's id
// for it; SMS_PROVIDER picks the adapter. "twilio" is Twilio's Programmable Messaging through its official
// `twilio` library (docs/decisions/097-twilio-and-idempotency.md); without a provider the outbox keeps texts
// for admins (/admin/texts) and sends nothing. The library's own HTTP client is kept (auth, form encoding, its
// RestException); only the address it calls is changed when TWILIO_API_URL is not Twilio's (the tests' fake).
import twilio from "twilio";
import type TwilioRequestClient from "twilio/lib/base/RequestClient";
import type { Config } from "../../config.ts";

export interface SmsMessage {
  to: string;
  body: string;
}

export interface SmsProvider {
  name: string;
  /** Sends one text; resolves with the provider's id, rejects with a SmsSendError (or a network error). */
  send(message: SmsMessage): Promise<{ id: string }>;
}

/** A provider's refusal: `retry` false for one that will fail the same way again (a bad number, an auth error). */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

const TWILIO_HOST = "https://api.twilio.com";
/** how long one call to Twilio may take */
const TWILIO_TIMEOUT_MS = 10_000;

/** Twilio's RequestClient with every call to api.twilio.com sent to `baseUrl` instead. */
class BaseUrlClient extends twilio.RequestClient {
  constructor(private readonly baseUrl: string) {
    super({ timeout: TWILIO_TIMEOUT_MS, keepAlive: false });
  }
  override request<T>(opts: TwilioRequestClient.RequestOptions<T>) {
    const uri = opts.uri.startsWith(TWILIO_HOST)
      ? this.baseUrl + opts.uri.slice(TWILIO_HOST.length)
      : opts.uri;
    return super.request<T>({ ...opts, uri });
  }
}

/** Retrying helps with Twilio's 429 and 5xx answers and a lost connection; a 4xx is the message's fault. */
function asSendError(err: unknown): SmsSendError {
  const e = err as { status?: unknown; code?: unknown; message?: unknown };
  if (typeof e?.status === "number") {
    const retry = e.status === 429 || e.status >= 500;
    const code = typeof e.code === "number" ? ` (Twilio ${e.code})` : "";
    return new SmsSendError(`Twilio answered ${e.status}${code}`, retry);
  }
  return new SmsSendError(`Twilio could not be reached: ${String(e?.code ?? e?.message ?? err)}`, true);
}

export function twilioProvider(opts: {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl: string;
}) {
  const baseUrl = opts.apiUrl.replace(/\/+$/, "");
  const client = twilio(opts.accountSid, opts.authToken, {
    accountSid: opts.accountSid,
    ...(baseUrl === TWILIO_HOST ? {} : { httpClient: new BaseUrlClient(baseUrl) }),
  });
  const sender = opts.from.startsWith("MG") ? { messagingServiceSid: opts.from } : { from: opts.from };
  return {
    name: "twilio",
    async send(m: SmsMessage) {
      try {
        const sent = await client.messages.create({ to: m.to, body: m.body, ...sender });
        return { id: sent.sid };
      } catch (err) {
        throw asSendError(err);
      }
    },
  } satisfies SmsProvider;
}

/** The provider SMS_PROVIDER names, or null (texts are kept, not sent). */
export function smsProviderOf(
  c: Pick<
    Config,
    "SMS_PROVIDER" | "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_FROM" | "TWILIO_API_URL"
  >,
): SmsProvider | null {
  if (c.SMS_PROVIDER !== "twilio" || !c.TWILIO_ACCOUNT_SID || !c.TWILIO_AUTH_TOKEN || !c.TWILIO_FROM)
    return null;
  return twilioProvider({
    accountSid: c.TWILIO_ACCOUNT_SID,
    authToken: c.TWILIO_AUTH_TOKEN,
    from: c.TWILIO_FROM,
    apiUrl: c.TWILIO_API_URL,
  });
}
