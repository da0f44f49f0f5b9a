import type { MiddlewareHandler } from "hono";
import type { Logger } from "./logger.ts";

/**
 * One structured line per API request; static files are left out to keep logs readable. The query
 * is not written, and a token in the path (a password-reset link) is redacted by the logger (logger.ts).
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const startedAt = performance.now();
    await next();
    if (!c.req.path.startsWith("/api/")) return;
    logger.info("request", {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - startedAt) * 10) / 10,
    });
  };
}
