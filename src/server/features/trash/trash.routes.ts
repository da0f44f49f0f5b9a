import { Hono } from "hono";
import { z } from "zod";
import { IdParamSchema, NoteSchema } from "../../../shared/schemas/note.ts";
import { TrashListQuerySchema, TrashPageSchema } from "../../../shared/schemas/note-page.ts";
import type { AppDeps } from "../../app-deps.ts";
import { ownWriteContextOf, type WriteEnv } from "../../core/write/write-context.ts";
import { documented } from "../../http/openapi/documented.ts";
import { requireUser } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { deletePermanently, emptyTrash, restoreNote } from "./trash.service.ts";
import { listTrashPage } from "./trash-page.ts";

export function trashRoutes({ database, auth }: AppDeps) {
  const scope = (userId: string) => ({ db: database.db, userId });
  return new Hono<WriteEnv>()
    .use(requireUser(auth))
    .get(
      "/",
      documented(
        "trash",
        "Trashed notes, most recently changed first, one page at a time (with items)",
        { schema: TrashPageSchema, description: "A page of notes; `nextCursor` is null on the last page" },
        "Keyset paging as in `GET /api/notes`: pass `nextCursor` back as `cursor`; `limit` 1–200, default 50.",
      ),
      validate("query", TrashListQuerySchema),
      async (c) => c.json(await listTrashPage(scope(c.var.user.id), c.req.valid("query"))),
    )
    .delete(
      "/",
      documented("trash", "Empty the trash", {
        schema: z.object({ deleted: z.number() }),
        description: "How many were deleted",
      }),
      async (c) => c.json({ deleted: await emptyTrash(database.db, ownWriteContextOf(c)) }),
    )
    .post(
      "/:id/restore",
      documented("trash", "Restore a trashed note", { schema: NoteSchema, description: "The restored note" }),
      validate("param", IdParamSchema),
      async (c) => c.json(await restoreNote(database.db, ownWriteContextOf(c), c.req.valid("param").id)),
    )
    .delete(
      "/:id",
      documented("trash", "Delete a trashed note permanently"),
      validate("param", IdParamSchema),
      async (c) => {
        await deletePermanently(database.db, ownWriteContextOf(c), c.req.valid("param").id);
        return c.body(null, 204);
      },
    );
}
