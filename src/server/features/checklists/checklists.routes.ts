import { Hono } from "hono";
import { z } from "zod";
import {
  AddChecklistItemSchema,
  ChecklistItemSchema,
  ConvertChecklistSchema,
  MoveChecklistItemSchema,
  UpdateChecklistItemSchema,
} from "../../../shared/schemas/checklist.ts";
import { IdParamSchema, ItemParamSchema, NoteSchema } from "../../../shared/schemas/note.ts";
import type { AppDeps } from "../../app-deps.ts";
import { ownWriteContextOf, type WriteEnv } from "../../core/write/write-context.ts";
import { documented } from "../../http/openapi/documented.ts";
import { requireUser } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import {
  addChecklistItem,
  deleteChecklistItem,
  moveChecklistItem,
  updateChecklistItem,
} from "./checklist-items.service.ts";
import { convertChecklist } from "./convert-checklist.service.ts";

const ON_LISTS =
  "`validation_failed` with `validation.checklistNotOnLists`: a shopping list holds items, not a checklist";

/**
 * Mounted at /api/notes/:id/checklist: a task's sub-tasks and a note's checklist. Only the note's
 * owner reaches them (members of a shared list reach its items, and lists have no checklist).
 */
export function checklistsRoutes({ database, auth }: AppDeps) {
  const { db } = database;
  return new Hono<WriteEnv>()
    .use(requireUser(auth))
    .post(
      "/:id/checklist",
      documented(
        "checklists",
        "Add a checklist line (sub-task): at the end, or right after `afterId`",
        { status: 201, schema: ChecklistItemSchema, description: "The new line" },
        undefined,
        {
          400: ON_LISTS,
          409: "`checklist_limit_reached`: the note holds the most lines a note may; `conflict`: the `id` sent is taken",
        },
      ),
      validate("param", IdParamSchema),
      validate("json", AddChecklistItemSchema),
      async (c) => {
        const { id } = c.req.valid("param");
        return c.json(await addChecklistItem(db, ownWriteContextOf(c), id, c.req.valid("json")), 201);
      },
    )
    .post(
      "/:id/checklist/convert",
      documented(
        "checklists",
        "Convert a note with a checklist to a shopping list (`to: shopping`) or a list to a note (`to: notes`)",
        { schema: NoteSchema, description: "The note as it is now (unchanged when it already was of that kind)" },
        undefined,
        {
          400: "`validation_failed` with `validation.convertOnlyNotes`: a task does not convert",
          409: "`list_shared`: stop sharing the list first; `checklist_limit_reached`: too many items for a checklist",
        },
      ),
      validate("param", IdParamSchema),
      validate("json", ConvertChecklistSchema),
      async (c) => {
        const { id } = c.req.valid("param");
        return c.json(await convertChecklist(db, ownWriteContextOf(c), id, c.req.valid("json").to));
      },
    )
    .patch(
      "/:id/checklist/:itemId",
      documented(
        "checklists",
        "Change a line's title or set its tick (`completed`); only the fields sent",
        { schema: ChecklistItemSchema, description: "The line" },
        undefined,
        { 400: ON_LISTS },
      ),
      validate("param", ItemParamSchema),
      validate("json", UpdateChecklistItemSchema),
      async (c) => {
        const { id, itemId } = c.req.valid("param");
        return c.json(await updateChecklistItem(db, ownWriteContextOf(c), id, itemId, c.req.valid("json")));
      },
    )
    .post(
      "/:id/checklist/:itemId/move",
      documented(
        "checklists",
        "Move a line right after `afterId` (null: to the top)",
        { schema: z.array(ChecklistItemSchema), description: "The note's lines in their new order" },
        undefined,
        { 400: ON_LISTS },
      ),
      validate("param", ItemParamSchema),
      validate("json", MoveChecklistItemSchema),
      async (c) => {
        const { id, itemId } = c.req.valid("param");
        const { afterId } = c.req.valid("json");
        return c.json(await moveChecklistItem(db, ownWriteContextOf(c), id, itemId, afterId));
      },
    )
    .delete(
      "/:id/checklist/:itemId",
      documented("checklists", "Delete a line", undefined, undefined, { 400: ON_LISTS }),
      validate("param", ItemParamSchema),
      async (c) => {
        const { id, itemId } = c.req.valid("param");
        await deleteChecklistItem(db, ownWriteContextOf(c), id, itemId);
        return c.body(null, 204);
      },
    );
}
