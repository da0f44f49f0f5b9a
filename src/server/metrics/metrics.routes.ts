import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { errorBody } from "../errors.ts";
import type { Metrics } from "./metrics.ts";

/**
 * GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN
 * (`Authorization: Bearer <token>`). Unset, the route does not exist (404). A missing or wrong
 * token gets 401, so an operator setting up the scraper sees at once what is wrong; the token is
 * compared in constant time (both sides hashed first, so their lengths give nothing away either).
 */
export function metricsRoutes(metrics: Metrics, token: string | null) {
  const expected = token === null ? null : digest(token);
  return new Hono().get("/", async (c) => {
    if (expected === null) return c.json(errorBody("not_found", "No route GET /metrics"), 404);
    const presented = /^Bearer +(\S+)\s*$/i.exec(c.req.header("Authorization") ?? "")?.[1];
    if (presented === undefined || !timingSafeEqual(digest(presented), expected)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.json(errorBody("unauthorized", "Send the metrics token: Authorization: Bearer <METRICS_TOKEN>."), 401);
    }
    c.header("Content-Type", metrics.registry.contentType);
    c.header("Cache-Control", "no-store");
    return c.body(await metrics.registry.metrics());
  });
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}
