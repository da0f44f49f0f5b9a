import type { Context } from "hono";
import { type Auth, CLIENT_IP_HEADER } from "../auth.ts";
import { clientIp } from "./client-ip.ts";

/**
 * Hands /api/auth/* to Better Auth, with the client address in a header only the server sets
 * (any value the client sent under that name is replaced), so rate limits key on the real sender.
 */
export function authHandler(auth: Auth, trustedProxies: number) {
  return (c: Context) => {
    const original = c.req.raw;
    const headers = new Headers(original.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, trustedProxies));
    const hasBody = original.method !== "GET" && original.method !== "HEAD";
    const request = new Request(original.url, {
      method: original.method,
      headers,
      body: hasBody ? original.body : null,
      signal: original.signal,
      // Required by Node's fetch for a streamed request body.
      ...(hasBody ? { duplex: "half" } : {}),
    } as RequestInit);
    return auth.handler(request);
  };
}
