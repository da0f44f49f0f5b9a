import { Hono } from "hono";
import {
  SEARCH_BURST,
  SEARCH_RESULTS_PER_KIND,
  SearchQuerySchema,
  SearchResultsSchema,
} from "../../../shared/schemas/search.ts";
import { SEARCH_TERMS_MAX } from "../../../shared/search-text.ts";
import type { AppDeps } from "../../app-deps.ts";
import { documented } from "../../http/openapi/documented.ts";
import { requireUser, type SessionEnv } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { searchBuckets, searchRateLimit } from "./search-rate-limit.ts";

/** GET /api/search?q=…&trash=1: full-text search over the user's tasks, lists and notes. */
export function searchRoutes({ auth, config, searches }: AppDeps) {
  const { requestsPerMinute, timeBudgetMs } = config.search;
  const buckets = searchBuckets({ perMinute: requestsPerMinute });
  return new Hono<SessionEnv>().use(requireUser(auth)).get(
    "/",
    documented(
      "search",
      "Find tasks, shopping lists and notes by words in their title, content, items or tags",
      {
        schema: SearchResultsSchema,
        description: `Results grouped by kind, best first (at most ${SEARCH_RESULTS_PER_KIND} of each)`,
      },
      `Case and diacritics do not count (\`cokolada\` finds \`Čokoláda\`); every word must be found, the last also as the start of a word; a repeated word counts once and at most ${SEARCH_TERMS_MAX} different words are searched for (the first ${SEARCH_TERMS_MAX - 1} and the last). The trash only with \`trash=1\`. An empty or too long \`q\` is 400 \`validation_failed\` (\`validation.searchQueryEmpty\`, \`validation.searchQueryTooLong\`).`,
      {
        429: `\`search_rate_limited\`: more than ${requestsPerMinute} searches a minute (${Math.min(SEARCH_BURST, requestsPerMinute)} at once) by this person; \`Retry-After\` says how many seconds to wait`,
        503: `\`search_too_costly\`: the search did not finish within ${timeBudgetMs} ms and was abandoned (fewer or longer words help); \`server_busy\`: too many searches are running on the server`,
      },
    ),
    searchRateLimit(buckets),
    validate("query", SearchQuerySchema),
    async (c) => c.json(await searches.search(c.var.user.id, c.req.valid("query"))),
  );
}
