import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { clientIp } from "./http/client-ip.ts";
import type { SessionUser } from "./http/session-user.ts";
import type { Logger } from "./logger.ts";

/** The header a request's id travels in, both ways. */
export const REQUEST_ID_HEADER = "X-Request-Id";
/** An id a trusted proxy sent is kept only when it looks like one (no spaces, quotes or line breaks). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@+=/-]{1,128}$/;
/** Asked every few seconds by load balancers and orchestrators: logged only at debug. */
const HEALTH_PATH = "/api/health";

export type RequestLogOptions = {
  /** TRUST_PROXY: with proxies in front, the client address comes from X-Forwarded-For (http/client-ip.ts). */
  trustProxy: number;
};

/**
 * Gives every request an id (sent back as X-Request-Id; behind a trusted proxy, the id the proxy
 * sent, so its log and ours line up) and writes one structured line per API request with the id,
 * the client address and the signed-in user's id; static files are left out to keep logs readable.
 * The query is not written, and a token in the path (a password-reset link) is redacted by the
 * logger (logger.ts).
 */
export function requestLog(logger: Logger, { trustProxy }: RequestLogOptions) {
  return createMiddleware<{ Variables: { requestId: string; user: SessionUser } }>(async (c, next) => {
    const startedAt = performance.now();
    const incoming = trustProxy > 0 ? c.req.header(REQUEST_ID_HEADER) : undefined;
    const requestId = incoming !== undefined && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set("requestId", requestId);
    try {
      await next();
    } finally {
      setRequestIdHeader(c.res, requestId);
    }
    if (!c.req.path.startsWith("/api/")) return;
    // Set by requireUser (http/session.ts) on routes that need a signed-in user.
    const user = c.get("user") as SessionUser | undefined;
    const write = c.req.path === HEALTH_PATH ? logger.debug : logger.info;
    write("request", {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - startedAt) * 10) / 10,
      ip: clientIp(c, trustProxy),
      ...(user ? { userId: user.id } : {}),
    });
  });
}

function setRequestIdHeader(response: Response, requestId: string): void {
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId);
  } catch {
    // A response with immutable headers (one passed through from fetch) goes out without it.
  }
}
