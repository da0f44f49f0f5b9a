import { Hono } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import { documentedPublic } from "../../http/openapi/documented.ts";
import { sharedProbe } from "./shared-probe.ts";

/**
 * How long the health check waits for the database: an orchestrator's probe typically gives up
 * after 2 s, and a 503 it receives is more use to it than a request it had to abandon.
 */
export const HEALTH_PROBE_TIMEOUT_MS = 1_500;

/**
 * How long a successful probe answers for the checks after it. Short next to the 2 s in which an
 * outage must show (issue 8), long enough that a burst of checks costs one probe, not one each.
 */
export const HEALTH_SUCCESS_REUSE_MS = 250;

const healthSchema = (status: string) => ({
  type: "object" as const,
  required: ["status", "database", "version"],
  properties: {
    status: { const: status },
    database: { type: "string" as const, enum: ["sqlite", "postgres"] },
    version: { type: "string" as const },
  },
});

const documentedHealth = documentedPublic({
  tags: ["health"],
  summary: "Whether the server and its database answer (for load balancers and monitoring)",
  responses: {
    200: { description: "Ready", content: { "application/json": { schema: healthSchema("ok") } } },
    503: {
      description: "The database did not answer in time",
      content: { "application/json": { schema: healthSchema("unavailable") } },
    },
  },
});

/** Answers 200 only when the database answers in time; the server listens only after migrations ran. */
export function healthRoutes({ database, version, logger }: AppDeps) {
  const probeDatabase = sharedProbe(() => database.ping(HEALTH_PROBE_TIMEOUT_MS), HEALTH_SUCCESS_REUSE_MS);
  return new Hono().get("/", documentedHealth, async (c) => {
    try {
      await probeDatabase();
      return c.json({ status: "ok" as const, database: database.engine, version }, 200);
    } catch (error) {
      logger.warn("health check: the database did not answer", { error });
      return c.json({ status: "unavailable" as const, database: database.engine, version }, 503);
    }
  });
}
