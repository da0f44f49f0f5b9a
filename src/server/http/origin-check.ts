import type { MiddlewareHandler } from "hono";
import { errorBody } from "../errors.ts";
import { usesBearer } from "./bearer-token.ts";

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
    // A request with `Authorization: Bearer` is authenticated by its personal API token alone, its
    // cookies ignored (session.ts requireUser; /api/auth refuses it outright), so there is no ambient
    // credential for another site to ride on. And a page of another origin cannot set that header at
    // all: it needs a CORS preflight, which this server never grants. So its Origin does not matter.
    if (usesBearer(c.req.header("Authorization"))) return next();
    const origin = c.req.header("origin");
    const isCrossSite = c.req.header("sec-fetch-site") === "cross-site";
    if ((origin && !trusted.has(origin)) || (!origin && isCrossSite)) {
      return c.json(errorBody("forbidden_origin", "Requests from this origin are not accepted."), 403);
    }
    return next();
  };
}
