import { isIP } from "node:net";
import { dnsHostResolver, type HostResolver, type ResolvedAddress } from "./host-resolver.ts";
import { addressRefusal } from "./public-address.ts";

/** Where a push endpoint may lead; config.push, with the name servers when no resolver is given. */
export type PushEndpointRules = {
  /** PUSH_ALLOWED_HOSTS: host names whose own and sub-domains' endpoints are allowed; empty: any public host. */
  allowedHosts: string[];
  /** Tests only (their fake push service is on 127.0.0.1); nothing in the environment turns it on. */
  allowPrivateAddresses: boolean;
  resolveHost: HostResolver;
};

export function pushEndpointRules(push: {
  allowedHosts: string[];
  allowPrivateAddressesForTests?: boolean;
  resolveHost?: HostResolver;
}): PushEndpointRules {
  return {
    allowedHosts: push.allowedHosts,
    allowPrivateAddresses: push.allowPrivateAddressesForTests === true,
    resolveHost: push.resolveHost ?? dnsHostResolver(),
  };
}

export type EndpointCheck = { ok: true; addresses: ResolvedAddress[] } | { ok: false; reason: string };

/**
 * Whether the server may send to this endpoint, and to which addresses: https, written in the URL
 * parser's own form (so 0x7f000001, 127.1 or a user:password@ part never reach web-push's older
 * parser, which could read them otherwise), on an allowed host, resolving only to public unicast
 * addresses. Run at registration and again before every send; the send connects to the addresses
 * returned here and to no other (pinned-agent.ts).
 */
export async function checkPushEndpoint(endpoint: string, rules: PushEndpointRules): Promise<EndpointCheck> {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  if (!url) return { ok: false, reason: "not a URL" };
  if (url.protocol !== "https:") return { ok: false, reason: "not https" };
  if (url.username || url.password) return { ok: false, reason: "has a user name or password" };
  if (url.href !== endpoint) return { ok: false, reason: `not in canonical form (${url.href})` };
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (!isAllowedHost(host, rules.allowedHosts)) return { ok: false, reason: `${host} is not in PUSH_ALLOWED_HOSTS` };
  const addresses = await addressesOf(host, rules.resolveHost);
  if (typeof addresses === "string") return { ok: false, reason: addresses };
  if (!rules.allowPrivateAddresses) {
    for (const { address } of addresses) {
      const refusal = addressRefusal(address);
      if (refusal) return { ok: false, reason: `${host} leads to ${address} (${refusal})` };
    }
  }
  return { ok: true, addresses };
}

/** An entry allows its host and every name under it; a final dot (an absolute name) changes nothing. */
function isAllowedHost(host: string, allowedHosts: string[]): boolean {
  if (allowedHosts.length === 0) return true;
  const name = host.replace(/\.$/, "");
  return allowedHosts.some((allowed) => name === allowed || name.endsWith(`.${allowed}`));
}

/** The host's addresses, or why there are none. */
async function addressesOf(host: string, resolveHost: HostResolver): Promise<ResolvedAddress[] | string> {
  const version = isIP(host);
  if (version === 4 || version === 6) return [{ address: host, family: version }];
  try {
    const addresses = await resolveHost(host);
    if (addresses.length === 0) return `${host} has no address`;
    const notAddress = addresses.find(({ address }) => isIP(address) === 0);
    return notAddress ? `${host} resolved to ${notAddress.address}, not an address` : addresses;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return `${host} does not resolve (${typeof code === "string" ? code : String(error)})`;
  }
}
