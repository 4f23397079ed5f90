// docs/product/routes.md §7 GET autocomplete/addresses/{postcode}: the addresses at a postcode, from a provider chosen by
// ADDRESS_PROVIDER: "local" (the `addresses` table: demo addresses) or "ideal-postcodes" (the PAF API).
import { POSTCODE_SERVICE_MESSAGES } from "@rm/domain/postcode-service";
import { asc, eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { DbOrTx } from "../../db/client.ts";
import { addresses } from "../../db/schema.ts";
import { HttpError } from "../../lib/http.ts";

interface AddressOption {
  full_address: string;
  udprn: number;
}

export interface AddressProvider {
  name: string;
  /** `postcode` is normalised ("SW1A 2AA"); an unknown postcode gives [] */
  lookup(postcode: string): Promise<AddressOption[]>;
}

type Log = (msg: string, detail?: Record<string, unknown>) => void;

export class AddressLookupUnavailable extends HttpError {
  constructor() {
    super(503, POSTCODE_SERVICE_MESSAGES.addressLookupUnavailable);
  }
}

function localAddressProvider(db: DbOrTx): AddressProvider {
  return {
    name: "local",
    lookup: (postcode) =>
      db
        .select({ full_address: addresses.fullAddress, udprn: addresses.udprn })
        .from(addresses)
        .where(eq(addresses.postcode, postcode))
        .orderBy(asc(addresses.udprn)),
  };
}

/** The parts of an Ideal Postcodes (PAF) address this adapter reads. */
interface PafAddress {
  line_1?: string;
  line_2?: string;
  line_3?: string;
  post_town?: string;
  postcode?: string;
  udprn?: number;
}

const pafFullAddress = (a: PafAddress) =>
  [a.line_1, a.line_2, a.line_3, a.post_town, a.postcode]
    .map((p) => (p ?? "").trim())
    .filter((p) => p !== "")
    .join(", ");

export function idealPostcodesProvider(opts: {
  baseUrl: string;
  apiKey: string | undefined;
  log: Log;
  timeoutMs?: number;
}): AddressProvider {
  const fail = (reason: string, detail: Record<string, unknown> = {}): never => {
    opts.log(`address lookup failed: ${reason}`, { provider: "ideal-postcodes", ...detail });
    throw new AddressLookupUnavailable();
  };
  return {
    name: "ideal-postcodes",
    lookup: async (postcode) => {
      if (!opts.apiKey) return fail("IDEAL_POSTCODES_API_KEY is not set");
      const base = opts.baseUrl.replace(/\/+$/, "");
      const url = new URL(`${base}/v1/postcodes/${encodeURIComponent(postcode.replace(" ", ""))}`);
      url.searchParams.set("api_key", opts.apiKey);
      let res: Response;
      try {
        res = await fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 5000) });
      } catch (err) {
        return fail("no answer", { error: (err as Error).message });
      }
      const body = (await res.json().catch(() => null)) as {
        code?: number;
        message?: string;
        result?: PafAddress[];
      } | null;
      if (res.status === 404 && body?.code === 4040) return [];
      if (!res.ok || !body || !Array.isArray(body.result))
        return fail(`HTTP ${res.status}`, { code: body?.code, message: body?.message });
      return body.result
        .filter((a) => typeof a.udprn === "number")
        .map((a) => ({ full_address: pafFullAddress(a), udprn: a.udprn as number }));
    },
  };
}

export function addressProviderFor(config: Config, db: DbOrTx, log: Log): AddressProvider {
  return config.ADDRESS_PROVIDER === "ideal-postcodes"
    ? idealPostcodesProvider({
        baseUrl: config.IDEAL_POSTCODES_URL,
        apiKey: config.IDEAL_POSTCODES_API_KEY,
        log,
      })
    : localAddressProvider(db);
}
