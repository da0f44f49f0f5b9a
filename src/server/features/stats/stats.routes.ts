import { Hono } from "hono";
import { StatisticsSchema, StatsQuerySchema } from "../../../shared/schemas/stats.ts";
import type { AppDeps } from "../../app-deps.ts";
import { documented } from "../../http/openapi/documented.ts";
import { requireUser, type SessionEnv } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { getStatistics } from "./stats.service.ts";

export function statsRoutes({ database, auth }: AppDeps) {
  return new Hono<SessionEnv>().use(requireUser(auth)).get(
    "/",
    documented(
      "stats",
      "Statistics of the user's notes; `timeZone` (IANA) decides today, this week and this month, `weekStart` (sunday, the default, or monday) the week",
      {
        schema: StatisticsSchema,
        description: "Statistics",
      },
    ),
    validate("query", StatsQuerySchema),
    async (c) => c.json(await getStatistics({ db: database.db, userId: c.var.user.id }, c.req.valid("query"))),
  );
}
