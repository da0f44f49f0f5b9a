import { Hono } from "hono";
import { NoteSchema } from "../../../shared/schemas/note.ts";
import {
  QuickAddParseRequestSchema,
  QuickAddParseSchema,
  QuickAddRequestSchema,
} from "../../../shared/schemas/quick-add.ts";
import type { AppDeps } from "../../app-deps.ts";
import { type WriteEnv, writeContextOf } from "../../core/write/write-context.ts";
import { documented } from "../../http/openapi/documented.ts";
import { requireUser } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { previewQuickAdd } from "./quick-add.service.ts";
import { createFromLine } from "./quick-add-create.ts";

/** POST /api/quick-add and /api/quick-add/parse: one typed line as a task, a shopping list or a note (issue 28). */
export function quickAddRoutes({ database, auth }: AppDeps) {
  return new Hono<WriteEnv>()
    .use(requireUser(auth))
    .post(
      "/",
      documented(
        "quick-add",
        "Create what a quick-add line says",
        { status: 201, schema: NoteSchema, description: "The new note, or the list the items were added to" },
        "The line is read as by `POST /api/quick-add/parse` (`language` defaults to `en`, `timeZone` to `UTC`), then made in one write: its new tags (default colour), then the task, shopping list or note — or the items of the existing list it names. A line that says only when is 400 `validation.quickAddNoTitle`; a shopping line without items 400 `validation.quickAddNoItems`.",
        { 409: "`note_limit_reached`, `tag_limit_reached`, `item_limit_reached`: the account or the list is full" },
      ),
      validate("json", QuickAddRequestSchema),
      async (c) => c.json(await createFromLine(database.db, writeContextOf(c), c.req.valid("json")), 201),
    )
    .post(
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
