import type { ServerType } from "@hono/node-server";

/**
 * How long a kept-alive connection may sit idle before the server closes it: longer than the clients
 * in front keep theirs (nginx's upstream `keepalive_timeout` 60 s, Caddy's 2 min, a cloud load
 * balancer's 60 s), so that they, not the server, close an idle one. With Node's default (5 s) the
 * server closed connections those clients still counted on, and a request sent on one just then
 * failed with ECONNRESET — a 502 that nginx does not retry for a POST. Node's own keep-alive Agent
 * (Playwright's request context uses one) ignores the `Keep-Alive: timeout=` hint unless it has a
 * timeout of its own, so the e2e runs met the same race.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 130_000;

/** Applies KEEP_ALIVE_TIMEOUT_MS; stopping still closes idle connections at once (close-connections.ts). */
export function keepIdleConnectionsOpen(server: ServerType): void {
  // An HTTP/2 server has no keep-alive timeout of this kind.
  if ("keepAliveTimeout" in server) server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
}
