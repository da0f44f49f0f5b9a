import type { MiddlewareHandler } from "hono";
import { errorBody } from "../errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by pages of another origin (CSRF), on top of SameSite=Lax
 * cookies. Browsers always send Origin with such requests; clients without one (curl, scripts)
 * carry no ambient cookies of a victim and pass.
 */
export function originCheck(trustedOrigins: readonly string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const isCrossSite = c.req.header("sec-fetch-site") === "cross-site";
    if ((origin && !trusted.has(origin)) || (!origin && isCrossSite)) {
      return c.json(errorBody("forbidden_origin", "Requests from this origin are not accepted."), 403);
    }
    return next();
  };
}
