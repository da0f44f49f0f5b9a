import { Hono } from "hono";
import type { AppDeps } from "../../app-deps.ts";

/** Placeholder, filled by the feature's work (issue 13). */
export function searchRoutes(_deps: AppDeps) {
  return new Hono();
}
