import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The header the auth handler sets from clientIp (the socket, or a trusted proxy); never the client's
 * own. Better Auth's rate limits read the address from it (auth.ts, advanced.ipAddress).
 */
export const CLIENT_IP_HEADER = "x-poriadok-client-ip";

/**
 * The address rate limits are keyed on. Without proxies (TRUST_PROXY unset or 0) it is the socket's
 * peer. Behind `trustedProxies` proxies, each of which appends the address it received from, the
 * client is the `trustedProxies`-th entry from the right of X-Forwarded-For: everything further
 * left came from the client itself and could be anything it likes.
 */
export function clientIp(c: Context, trustedProxies: number): string {
  const peer = socketAddress(c);
  if (trustedProxies <= 0) return peer;
  const hops = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  // Fewer hops than proxies means a proxy did not append: nothing in the header can be trusted.
  return hops[hops.length - trustedProxies] ?? peer;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Requests made in-process (app.request in a test) have no socket.
    return "unknown";
  }
}
