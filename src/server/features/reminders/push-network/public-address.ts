import { BlockList, isIP } from "node:net";

/**
 * Whether an IP address is a public unicast one, the only kind a push endpoint may lead to (issue 24:
 * an endpoint on 127.0.0.1 made the server a proxy into its own network). Node's BlockList matches
 * the ranges; the ranges are IANA's special-purpose registries (RFC 6890 and its updates) plus
 * multicast, class E and IPv6 outside global unicast (2000::/3). Addresses here are already in an
 * address's one spelling: the WHATWG URL parser turns 0x7f000001, 2130706433, 0177.0.0.1 and 127.1
 * into 127.0.0.1, and a resolver answers dotted quads.
 */
type Rule = { reason: string; prefix: string; length: number };

const IPV4_RULES: Rule[] = [
  { reason: "broadcast", prefix: "255.255.255.255", length: 32 },
  { reason: "unspecified", prefix: "0.0.0.0", length: 8 },
  { reason: "private", prefix: "10.0.0.0", length: 8 },
  { reason: "carrier-grade NAT", prefix: "100.64.0.0", length: 10 },
  { reason: "loopback", prefix: "127.0.0.0", length: 8 },
  { reason: "link-local", prefix: "169.254.0.0", length: 16 },
  { reason: "private", prefix: "172.16.0.0", length: 12 },
  { reason: "reserved", prefix: "192.0.0.0", length: 24 },
  { reason: "documentation", prefix: "192.0.2.0", length: 24 },
  { reason: "reserved", prefix: "192.31.196.0", length: 24 },
  { reason: "reserved", prefix: "192.52.193.0", length: 24 },
  { reason: "reserved", prefix: "192.88.99.0", length: 24 },
  { reason: "private", prefix: "192.168.0.0", length: 16 },
  { reason: "reserved", prefix: "192.175.48.0", length: 24 },
  { reason: "benchmarking", prefix: "198.18.0.0", length: 15 },
  { reason: "documentation", prefix: "198.51.100.0", length: 24 },
  { reason: "documentation", prefix: "203.0.113.0", length: 24 },
  { reason: "multicast", prefix: "224.0.0.0", length: 4 },
  { reason: "reserved", prefix: "240.0.0.0", length: 4 },
];

/** An IPv4 rule inside an IPv6 prefix that carries an IPv4 address in bits `at`…`at + 31`. */
function embedded(prefix: string, at: number, label: string): Rule[] {
  return IPV4_RULES.map((rule) => {
    const [a = 0, b = 0, c = 0, d = 0] = rule.prefix.split(".").map(Number);
    const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
    const address = at === 96 ? `${prefix}${hex(a, b)}:${hex(c, d)}` : `${prefix}${hex(a, b)}:${hex(c, d)}::`;
    return { reason: `${label} of ${rule.reason}`, prefix: address, length: at + rule.length };
  });
}

const IPV6_RULES: Rule[] = [
  { reason: "unspecified", prefix: "::", length: 128 },
  { reason: "loopback", prefix: "::1", length: 128 },
  { reason: "IPv4-mapped", prefix: "::ffff:0:0", length: 96 },
  { reason: "IPv4-compatible", prefix: "::", length: 96 },
  // NAT64 (RFC 6052) and 6to4 (RFC 3056) reach the IPv4 address they carry: judged by it.
  ...embedded("64:ff9b::", 96, "NAT64"),
  ...embedded("2002:", 16, "6to4"),
  { reason: "documentation", prefix: "2001:db8::", length: 32 },
  { reason: "documentation", prefix: "3fff::", length: 20 },
  // IETF protocol assignments: Teredo, ORCHID, benchmarking, AS112, AMT; no push service lives there.
  { reason: "reserved", prefix: "2001::", length: 23 },
  { reason: "unique-local", prefix: "fc00::", length: 7 },
  { reason: "link-local", prefix: "fe80::", length: 10 },
  { reason: "site-local", prefix: "fec0::", length: 10 },
  { reason: "multicast", prefix: "ff00::", length: 8 },
];

/** Public IPv6 is global unicast, or NAT64 of a public IPv4 address (what DNS64 answers). */
const IPV6_PUBLIC = listOf("ipv6", [
  { reason: "global unicast", prefix: "2000::", length: 3 },
  { reason: "NAT64", prefix: "64:ff9b::", length: 96 },
]);

function listOf(family: "ipv4" | "ipv6", rules: Rule[]): BlockList {
  const list = new BlockList();
  for (const rule of rules) list.addSubnet(rule.prefix, rule.length, family);
  return list;
}

// One list per rule, so the refusal can name its range. Kept apart per family: a BlockList matches an
// IPv4 address against an IPv6 rule for ::ffff:0:0/96 too.
const checksOf = (family: "ipv4" | "ipv6", rules: Rule[]) =>
  rules.map((rule) => ({ reason: rule.reason, list: listOf(family, [rule]) }));
const IPV4_CHECKS = checksOf("ipv4", IPV4_RULES);
const IPV6_CHECKS = checksOf("ipv6", IPV6_RULES);

/**
 * Null for a public unicast address; otherwise why not ("loopback", "private", "NAT64 of private", …),
 * for the log.
 */
export function addressRefusal(address: string): string | null {
  const version = isIP(address);
  if (version === 4) return IPV4_CHECKS.find((check) => check.list.check(address, "ipv4"))?.reason ?? null;
  if (version !== 6) return "not an IP address";
  const refused = IPV6_CHECKS.find((check) => check.list.check(address, "ipv6"));
  if (refused) return refused.reason;
  return IPV6_PUBLIC.check(address, "ipv6") ? null : "reserved";
}
