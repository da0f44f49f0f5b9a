import { Hono } from "hono";
import { QuickAddParseRequestSchema, QuickAddParseSchema } from "../../../shared/schemas/quick-add.ts";
import type { AppDeps } from "../../app-deps.ts";
import { documented } from "../../http/openapi/documented.ts";
import { requireUser, type SessionEnv } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { previewQuickAdd } from "./quick-add.service.ts";

/** POST /api/quick-add/parse: one typed line read as a task, a shopping list or a note (issue 28). */
export function quickAddRoutes({ database, auth }: AppDeps) {
  return new Hono<SessionEnv>().use(requireUser(auth)).post(
    "/parse",
    documented(
      "quick-add",
      "What a quick-add line would create, without creating it",
      {
        schema: QuickAddParseSchema,
        description: "The line read: kind, title, date, time, repeat, tags, items, list",
      },
      "English (`en`) or Slovak (`sk`), with or without diacritics: dates (`zajtra`, `v piatok`, `15. decembra`, `next Friday`, `Dec 15`), times (`o 17:00`, `o 5 poobede`, `at 5pm`), repeats (`každý piatok`, `every weekday`) as an RRULE, `#tags` matched to the person's ignoring case and diacritics, shopping lines (`Kúpiť …`, `Buy …`, `… do Lidl`) with their items, notes (`Poznámka:`, `Note:`). `today` is the person's in `timeZone`, at `now` (the server's clock when left out). `keep` holds the texts of parts the person took back: they stay in the title.",
    ),
    validate("json", QuickAddParseRequestSchema),
    async (c) => c.json(await previewQuickAdd({ db: database.db, userId: c.var.user.id }, c.req.valid("json"))),
  );
}
