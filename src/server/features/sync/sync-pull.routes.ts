import { Hono } from "hono";
import { SyncAnswerSchema, SyncQuerySchema } from "../../../shared/schemas/sync.ts";
import type { AppDeps } from "../../app-deps.ts";
import { documented } from "../../http/openapi/documented.ts";
import { requireUser, type SessionEnv } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { pullChanges } from "./sync-pull.service.ts";

/** GET /api/sync?since=N: the pull of live sync (docs/decisions/017, "Change log and pull"). */
export function syncPullRoutes({ database, auth, logger }: AppDeps) {
  return new Hono<SessionEnv>()
    .use(requireUser(auth))
    .get(
      "/",
      documented(
        "sync",
        "What changed in the user's data since a cursor (the pull of live sync)",
        { schema: SyncAnswerSchema, description: "Changed and deleted entities, and the cursor to pass next time" },
        "Pass the previous answer's `cursor` as `since` (0 or absent on a device that holds nothing). " +
          "`upserts` carries entities in the list routes' shapes (notes with tag ids and shopping counts, " +
          "trashed ones with `isDeleted`), `deletes` the ids of entities gone since. `reset: true` means " +
          "`upserts` holds all of the user's data and the device drops anything else: on `since=0`, when " +
          "the cursor is older than the tombstones kept (30 days), and when it is ahead of the server.",
      ),
      validate("query", SyncQuerySchema),
      async (c) =>
        c.json(
          await pullChanges(
            { db: database.db, engine: database.engine, userId: c.var.user.id, logger },
            c.req.valid("query").since,
          ),
        ),
    );
}
