import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes, routePath } from "hono/route";
import type { Metrics } from "./metrics.ts";

/**
 * Counts every request and times it until its response's headers. The route label is a pattern
 * Hono matched, never the raw URL, so ids and tokens stay out and the labels stay few: the
 * pattern of the route registered for the request's method (`/api/notes/:id`, also when a
 * middleware in front answered, e.g. 401 for a request without a session), or, where no route
 * is, the pattern of whatever answered (`/api/*` for the API's 404, `/*` for the web app's files
 * and pages, whose catch-all is never taken for the route).
 */
export function httpMetrics(metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const startedAt = performance.now();
    try {
      await next();
    } finally {
      metrics.observeRequest(
        { route: routePattern(c), method: c.req.method, status: c.res.status },
        (performance.now() - startedAt) / 1000,
      );
    }
  };
}

function routePattern(c: Context): string {
  try {
    // Middlewares (`use`) and catch-alls (`all`) are registered for ALL; a route for a method is the
    // handler. The web app's GET "*" matches every path, so it names only what it answered itself.
    const route = matchedRoutes(c).find(({ method, path }) => method !== "ALL" && path !== "/*");
    return route?.path ?? (routePath(c) || "unmatched");
  } catch {
    return "unmatched";
  }
}
