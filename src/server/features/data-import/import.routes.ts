import { Hono } from "hono";
import type { AppDeps } from "../../app-deps.ts";

/** POST /api/import (a Poriadok export, a Todoist CSV or a Google Keep Takeout zip); issue 12. Routes arrive with their service. */
export function importRoutes(_deps: AppDeps) {
  return new Hono();
}
