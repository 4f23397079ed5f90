// TRUST_PROXY: whose X-Forwarded-For / -Proto / -Host the server believes. Off by default: the client
// address is the TCP peer, so nobody can pick the address the per-IP rate limits count by a header.
// Behind a proxy, name it: a comma list of addresses or CIDR ranges ("10.0.0.1, 10.1.0.0/16", or proxy-addr's
// "loopback" / "linklocal" / "uniquelocal"), or a number of hops (1 = the one proxy in front of us; only when
// no request can reach the server except through it). "true" (believe anyone) is refused.
import { isIP } from "node:net";

/** Fastify's `trustProxy`: nobody, these addresses and ranges, or (hop count) the first n addresses of the chain */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

const NAMED = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [address, bits, ...rest] = entry.split("/");
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** The setting for Fastify's `trustProxy`, or an error message. */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { error: string } {
  const v = raw?.trim().toLowerCase() ?? "";
  if (v === "" || v === "false" || v === "0" || v === "off" || v === "no") return { value: false };
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) return { error: "a hop count is at most 10" };
    // Fastify refuses a bare number (it cannot check the peer): the operator vouches that every request
    // comes through exactly this many proxies, so the address `hops` places back is the client's
    return { value: (_address, hop) => hop < hops };
  }
  if (v === "true" || v === "*")
    return { error: "name the proxies (addresses or CIDR ranges) or a hop count; true would trust anyone" };
  const entries = v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (bad.length > 0) return { error: `not an address or CIDR range: ${bad.join(", ")}` };
  return { value: entries };
}
