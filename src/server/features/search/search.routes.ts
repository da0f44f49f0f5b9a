import { Hono } from "hono";
import { SearchQuerySchema, SearchResultsSchema } from "../../../shared/schemas/search.ts";
import type { AppDeps } from "../../app-deps.ts";
import { documented } from "../../http/openapi/documented.ts";
import { requireUser, type SessionEnv } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { searchNotes } from "./search.service.ts";

/** GET /api/search?q=…&trash=1: full-text search over the user's tasks, lists and notes. */
export function searchRoutes({ database, auth }: AppDeps) {
  return new Hono<SessionEnv>()
    .use(requireUser(auth))
    .get(
      "/",
      documented(
        "search",
        "Find tasks, shopping lists and notes by words in their title, content, items or tags",
        { schema: SearchResultsSchema, description: "Results grouped by kind, best first (at most 20 of each)" },
        "Case and diacritics do not count (`cokolada` finds `Čokoláda`); every word must be found, the last also as the start of a word. The trash only with `trash=1`. An empty or too long `q` is 400 `validation_failed` (`validation.searchQueryEmpty`, `validation.searchQueryTooLong`).",
      ),
      validate("query", SearchQuerySchema),
      async (c) => c.json(await searchNotes({ db: database.db, userId: c.var.user.id }, c.req.valid("query"))),
    );
}
