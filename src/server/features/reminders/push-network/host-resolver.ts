import { promises as dns } from "node:dns";

export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Every address a host name resolves to (A and AAAA); throws when it has none. */
export type HostResolver = (host: string) => Promise<ResolvedAddress[]>;

/** One DNS query waits at most this long, and is tried twice: a registration answers within seconds. */
const QUERY_TIMEOUT_MS = 2_500;
const QUERY_TRIES = 2;

/**
 * Asks DNS directly (c-ares, Node's dns.Resolver) rather than through getaddrinfo: its queries time
 * out, and they do not wait in libuv's small thread pool, which file reads and password hashing
 * share — a slow name server cannot stall those. The connection then goes to exactly these
 * addresses (pinned-agent.ts), so /etc/hosts never takes part on either side.
 */
export function dnsHostResolver(): HostResolver {
  const resolver = new dns.Resolver({ timeout: QUERY_TIMEOUT_MS, tries: QUERY_TRIES });
  return async (host) => {
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
    const addresses: ResolvedAddress[] = [
      ...(v4.status === "fulfilled" ? v4.value.map((address) => ({ address, family: 4 as const })) : []),
      ...(v6.status === "fulfilled" ? v6.value.map((address) => ({ address, family: 6 as const })) : []),
    ];
    if (addresses.length > 0) return addresses;
    throw v4.status === "rejected" ? v4.reason : new Error(`${host} has no address`);
  };
}
