import type { MiddlewareHandler } from "hono";
import { errorBody } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { usesBearer } from "./bearer-token.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** A refused Origin goes into the log and the answer only this long (it is the client's text). */
const MAX_ORIGIN_SHOWN = 200;

/**
 * Refuses state-changing requests sent by pages of another origin (CSRF), on top of SameSite=Lax
 * cookies. Browsers always send Origin with such requests; clients without one (curl, scripts)
 * carry no ambient cookies of a victim and pass. A refusal is logged with the origin and the
 * expected one, and its message names the setting, since the usual cause is not an attack but an
 * installation opened at an address BASE_URL does not name (a phone on the LAN, issue 26).
 */
export function originCheck(trustedOrigins: readonly string[], logger: Logger): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  const expected = trustedOrigins[0] ?? "";
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
      const shown = origin ? origin.slice(0, MAX_ORIGIN_SHOWN) : "(none, cross-site)";
      logger.warn("request refused for its origin", {
        origin: shown,
        expected,
        trusted: trustedOrigins,
        method: c.req.method,
        path: c.req.path,
      });
      return c.json(errorBody("forbidden_origin", refusalMessage(shown, expected)), 403);
    }
    return next();
  };
}

function refusalMessage(origin: string, expected: string): string {
  return (
    `Requests from ${origin} are not accepted: this server expects ${expected}. If people open Poriadok ` +
    "at this address, the administrator sets BASE_URL to it (or adds it to TRUSTED_ORIGINS) and restarts."
  );
}
