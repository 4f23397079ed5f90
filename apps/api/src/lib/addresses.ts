// Network addresses (ipaddr.js): whether an address is one of the public internet's (the push sender calls
// nothing else: issue #29), and the key a per-address limit counts by (an IPv6 client by its /64, which one
// household or one server usually holds entirely, as the rate limits in app.ts count it).
import ipaddr from "ipaddr.js";

/**
 * Whether `address` is a public unicast address. Refused: loopback, private (10/8, 172.16/12, 192.168/16),
 * link-local, carrier-grade NAT, unspecified, broadcast, multicast, the documentation and reserved ranges;
 * for IPv6 also unique-local (fc00::/7), link-local (fe80::/10), and the forms that carry an IPv4 address
 * (IPv4-mapped ::ffff:a.b.c.d, which is judged as that IPv4 address; NAT64, 6to4, Teredo). Any spelling
 * ipaddr.js reads counts: 2130706433, 0177.0.0.1 and 0x7f.1 are 127.0.0.1. Not an address: false.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(bare);
  } catch {
    return false;
  }
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === "unicast";
}

/** Whether `address` is a loopback address (127/8, ::1, or an IPv4-mapped 127/8). */
export function isLoopbackAddress(address: string): boolean {
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  try {
    return ipaddr.process(bare).range() === "loopback";
  } catch {
    return false;
  }
}

/** What a per-address limit counts by: an IPv4 address as it is, an IPv6 address by its /64. */
export function addressKey(address: string | undefined): string {
  if (!address) return "unknown";
  try {
    const parsed = ipaddr.process(address);
    if (parsed.kind() === "ipv4") return parsed.toString();
    const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
    return `${parts.map((p) => p.toString(16)).join(":")}::/64`;
  } catch {
    return address;
  }
}
