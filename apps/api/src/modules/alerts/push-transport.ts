// Issue #29: the one way a push leaves the server. A subscription's endpoint names a host, and the host's
// addresses are what the connection goes to, so they are checked when the push is sent, in the connection's
// own look-up (no second look-up a rebinding name could answer differently): a private, loopback, link-local
// or otherwise non-public address is refused before anything is sent (lib/addresses.ts). Loopback is allowed
// only where `loopbackToo` (NODE_ENV=test: the tests' stand-in push service). No redirect is followed, and
// the whole exchange has PUSH_TIMEOUT_MS.
import { type LookupAddress, lookup as dnsLookup } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isLoopbackAddress, isPublicAddress } from "../../lib/addresses.ts";

/** how long one push may take, connection to answer (they go out in parallel: PUSH_PARALLEL at once) */
export const PUSH_TIMEOUT_MS = 5000;

/** what resolves a host name (node:dns lookup; a test gives its own) */
export type Resolve = (
  hostname: string,
  options: { all: true },
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export class RefusedAddress extends Error {
  constructor(host: string) {
    super(`push: ${host} is not a public address`);
  }
}

const allowed = (address: string, loopbackToo: boolean) =>
  isPublicAddress(address) || (loopbackToo && isLoopbackAddress(address));

/** A connection's look-up that answers only with addresses the push sender may connect to. */
function guardedLookup(loopbackToo: boolean, resolve: Resolve = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { all: true }, (err, addresses) => {
      if (err) return callback(err, "", 0);
      if (addresses.length === 0 || addresses.some((a) => !allowed(a.address, loopbackToo)))
        return callback(new RefusedAddress(hostname), "", 0);
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

export interface PushRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string | number>;
  body?: Buffer | null;
}

export interface TransportOptions {
  loopbackToo: boolean;
  timeoutMs?: number;
  resolve?: Resolve;
}

/** Sends one push; resolves with the push service's status, rejects when refused, failed or too slow. */
export function sendPush(req: PushRequest, opts: TransportOptions): Promise<number> {
  const url = new URL(req.endpoint);
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  // an address written out is connected to without a look-up: checked here
  if (isIP(host) && !allowed(host, opts.loopbackToo)) return Promise.reject(new RefusedAddress(host));
  const timeoutMs = opts.timeoutMs ?? PUSH_TIMEOUT_MS;
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const out = client.request(
      url,
      {
        method: req.method,
        headers: req.headers,
        lookup: guardedLookup(opts.loopbackToo, opts.resolve),
        signal: AbortSignal.timeout(timeoutMs),
        // a fresh connection each time: no pooled socket to an address checked for another host
        agent: false,
      },
      (res) => {
        res.on("error", reject);
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.resume();
      },
    );
    out.on("error", reject);
    out.end(req.body ?? undefined);
  });
}
