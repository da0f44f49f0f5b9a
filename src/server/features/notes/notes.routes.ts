import { Hono } from "hono";
import { z } from "zod";
import {
  CreateNoteSchema,
  IdParamSchema,
  NoteCountsSchema,
  NoteListQuerySchema,
  NoteSchema,
  TaskProgressSchema,
  UpdateNoteSchema,
} from "../../../shared/schemas/note.ts";
import type { AppDeps } from "../../app-deps.ts";
import { documented } from "../../http/openapi.ts";
import { requireUser, type SessionEnv } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { idempotencyRequest } from "../idempotency/idempotent-create.ts";
import {
  countNotes,
  createNote,
  getNote,
  listNotes,
  moveToTrash,
  taskProgress,
  toggleNote,
  updateNote,
} from "./notes.service.ts";

const NoteListSchema = z.object({ notes: z.array(NoteSchema) });

export function notesRoutes({ database, auth }: AppDeps) {
  const scope = (userId: string) => ({ db: database.db, userId });
  return new Hono<SessionEnv>()
    .use(requireUser(auth))
    .get(
      "/",
      documented("notes", "Active notes, newest first, with tag ids and items", {
        schema: NoteListSchema,
        description: "Notes",
      }),
      validate("query", NoteListQuerySchema),
      async (c) => c.json({ notes: await listNotes(scope(c.var.user.id), c.req.valid("query").category) }),
    )
    .get(
      "/counts",
      documented("notes", "Counts per category and in the trash", { schema: NoteCountsSchema, description: "Counts" }),
      async (c) => c.json(await countNotes(scope(c.var.user.id))),
    )
    .get(
      "/progress",
      documented("notes", "Completed share of active tasks (0–100)", {
        schema: TaskProgressSchema,
        description: "Progress",
      }),
      async (c) => c.json(await taskProgress(scope(c.var.user.id))),
    )
    .post(
      "/",
      documented("notes", "Create a note", { status: 201, schema: NoteSchema, description: "The new note" }),
      validate("json", CreateNoteSchema),
      async (c) => {
        const input = c.req.valid("json");
        return c.json(await createNote(scope(c.var.user.id), input, idempotencyRequest(c, input)), 201);
      },
    )
    .get(
      "/:id",
      documented("notes", "One active note", { schema: NoteSchema, description: "The note" }),
      validate("param", IdParamSchema),
      async (c) => c.json(await getNote(scope(c.var.user.id), c.req.valid("param").id)),
    )
    .patch(
      "/:id",
      documented("notes", "Change a note; `tags` replaces its tags as a set", {
        schema: NoteSchema,
        description: "The note",
      }),
      validate("param", IdParamSchema),
      validate("json", UpdateNoteSchema),
      async (c) => c.json(await updateNote(scope(c.var.user.id), c.req.valid("param").id, c.req.valid("json"))),
    )
    .post(
      "/:id/toggle",
      documented("notes", "Flip a note's completed flag", { schema: NoteSchema, description: "The note" }),
      validate("param", IdParamSchema),
      async (c) => c.json(await toggleNote(scope(c.var.user.id), c.req.valid("param").id)),
    )
    .delete("/:id", documented("notes", "Move a note to the trash"), validate("param", IdParamSchema), async (c) => {
      await moveToTrash(scope(c.var.user.id), c.req.valid("param").id);
      return c.body(null, 204);
    });
}
