import { Hono } from "hono";
import {
  PlannerDayParamSchema,
  PlannerDaySchema,
  PlannerWeekQuerySchema,
  PlannerWeekSchema,
  SaveHoursSchema,
} from "../../../shared/schemas/planner.ts";
import type { AppDeps } from "../../app-deps.ts";
import { type WriteEnv, writeContextOf } from "../../core/write/write-context.ts";
import { documented } from "../../http/openapi/documented.ts";
import { requireUser } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { getWeek, saveHours } from "./planner.service.ts";

export function plannerRoutes({ database, auth }: AppDeps) {
  const scope = (userId: string) => ({ db: database.db, userId });
  return new Hono<WriteEnv>()
    .use(requireUser(auth))
    .get(
      "/",
      documented("planner", "Planned hours of the seven days from `from` (yyyy-MM-dd)", {
        schema: PlannerWeekSchema,
        description: "The week",
      }),
      validate("query", PlannerWeekQuerySchema),
      async (c) => c.json(await getWeek(scope(c.var.user.id), c.req.valid("query").from)),
    )
    .put(
      "/:date",
      documented("planner", "Save one day's planned hours (0–24, step 0.5)", {
        schema: PlannerDaySchema,
        description: "The saved day",
      }),
      validate("param", PlannerDayParamSchema),
      validate("json", SaveHoursSchema),
      async (c) =>
        c.json(
          await saveHours(database.db, writeContextOf(c), c.req.valid("param").date, c.req.valid("json").plannedHours),
        ),
    );
}
