import { Hono } from "hono";
import type { AppDeps } from "../../app-deps.ts";

/** GET /api/export (the whole account as JSON), /api/export/shopping.csv; issue 12. Routes arrive with their service. */
export function exportRoutes(_deps: AppDeps) {
  return new Hono();
}
