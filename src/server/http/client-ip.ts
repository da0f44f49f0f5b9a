import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The address rate limits are keyed on: the socket's peer, or — only when TRUST_PROXY is set —
 * the first address in X-Forwarded-For, which a reverse proxy in front of Poriadok writes.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Requests made in-process (app.request in a test) have no socket.
    return "unknown";
  }
}
