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

const healthSchema = (...statuses: string[]) => ({
  type: "object" as const,
  required: ["status", "database", "version", "commit"],
  properties: {
    status: statuses.length === 1 ? { const: statuses[0] } : { type: "string" as const, enum: statuses },
    database: { type: "string" as const, enum: ["sqlite", "postgres"] },
    version: { type: "string" as const },
    commit: { type: "string" as const, description: 'The git commit the server was built from, or "unknown"' },
  },
});

const documentedHealth = documentedPublic({
  tags: ["health"],
  summary: "Whether the server and its database answer (for load balancers and monitoring)",
  responses: {
    200: { description: "Ready", content: { "application/json": { schema: healthSchema("ok") } } },
    503: {
      description:
        "`unavailable`: the database did not answer in time; `stopping`: the instance is shutting down (SIGTERM) and finishes the requests it has, send new ones elsewhere",
      content: { "application/json": { schema: healthSchema("unavailable", "stopping") } },
    },
  },
});

/**
 * Answers 200 only when the database answers in time; the server listens only after migrations ran.
 * From the stop signal on, 503 `stopping` at once (without asking the database), so a proxy takes the
 * instance out while it finishes what it has.
 */
export function healthRoutes({ database, version, commit, logger, stopping }: AppDeps) {
  const probeDatabase = sharedProbe(() => database.ping(HEALTH_PROBE_TIMEOUT_MS), HEALTH_SUCCESS_REUSE_MS);
  return new Hono().get("/", documentedHealth, async (c) => {
    if (stopping.isStopping()) {
      return c.json({ status: "stopping" as const, database: database.engine, version, commit }, 503);
    }
    try {
      await probeDatabase();
      return c.json({ status: "ok" as const, database: database.engine, version, commit }, 200);
    } catch (error) {
      logger.warn("health check: the database did not answer", { error });
      return c.json({ status: "unavailable" as const, database: database.engine, version, commit }, 503);
    }
  });
}
