import { Hono } from "hono";
import type { AppDeps } from "../../app-deps.ts";

/** The private calendar feed: create, revoke, and /api/calendar/<secret>.ics; issue 12. */
export function calendarRoutes(_deps: AppDeps) {
  return new Hono();
}
