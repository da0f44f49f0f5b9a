import { Hono } from "hono";
import {
  CreateNoteSchema,
  IdParamSchema,
  NoteCountsSchema,
  NoteSchema,
  TaskProgressSchema,
  UpdateNoteSchema,
} from "../../../shared/schemas/note.ts";
import {
  ArchiveListQuerySchema,
  NoteDaysQuerySchema,
  NoteDaysSchema,
  NoteListQuerySchema,
  NotePageSchema,
} from "../../../shared/schemas/note-page.ts";
import { TaskDaysQuerySchema, TaskDaysSchema } from "../../../shared/schemas/task-days.ts";
import { TaskProgressQuerySchema } from "../../../shared/schemas/task-progress.ts";
import type { AppDeps } from "../../app-deps.ts";
import { notFound } from "../../core/not-found.ts";
import { isAllowedEdit } from "../../core/shared-lists/list-access.ts";
import { ownWriteContextOf, type WriteEnv, writeContextOf } from "../../core/write/write-context.ts";
import { documented } from "../../http/openapi/documented.ts";
import { requireUser } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { withSharingOf } from "../sharing/index.ts";
import { createNote } from "./create-note.ts";
import { countNotesPerDay, listArchivePage, listNotePage } from "./note-lists.service.ts";
import { countNotes, getNote, moveToTrash, toggleNote, updateNote } from "./notes.service.ts";
import { countTaskDays } from "./task-days.service.ts";
import { taskProgress } from "./task-progress.ts";

export function notesRoutes({ database, auth }: AppDeps) {
  const scope = (userId: string) => ({ db: database.db, userId });
  return new Hono<WriteEnv>()
    .use(requireUser(auth))
    .get(
      "/",
      documented(
        "notes",
        "Active notes, one page at a time: pinned first, then newest first, or `order=schedule` for the tasks view",
        { schema: NotePageSchema, description: "A page of notes; `nextCursor` is null on the last page" },
        "Keyset paging: pass `nextCursor` back as `cursor` for the next page (an unknown cursor is a 400 " +
          "`validation.cursor`). Notes carry tag ids and, for shopping lists, `itemsDone`/`itemsTotal`; " +
          "a list's items come with `GET /api/notes/{id}`. `createdFrom`/`createdBefore` bound the " +
          "creation instant, `dateFrom`/`dateTo` (inclusive days) a task's date as written; `completed` keeps " +
          "only open (`false`) or completed (`true`) tasks, `tag` only the notes with that tag (a tag that is " +
          "not the user's is a 404). Archived notes are left out (`GET /api/notes/archive` lists them); pinned " +
          "ones come first, each part in the order asked for.",
      ),
      validate("query", NoteListQuerySchema),
      async (c) => c.json(await listNotePage(scope(c.var.user.id), c.req.valid("query"))),
    )
    .get(
      "/archive",
      documented(
        "notes",
        "Archived notes, most recently archived first, one page at a time",
        { schema: NotePageSchema, description: "A page of notes; `nextCursor` is null on the last page" },
        "Keyset paging as in `GET /api/notes`. An archived note is out of the other lists (search still " +
          "finds it, marked `archived`); `PATCH /api/notes/{id}` with `{ archived: false }` restores it.",
      ),
      validate("query", ArchiveListQuerySchema),
      async (c) => c.json(await listArchivePage(scope(c.var.user.id), c.req.valid("query"))),
    )
    .get(
      "/days",
      documented("notes", "Notes created per day in a range, days in the given time zone", {
        schema: NoteDaysSchema,
        description: "Day (yyyy-MM-dd) to count",
      }),
      validate("query", NoteDaysQuerySchema),
      async (c) => c.json(await countNotesPerDay(scope(c.var.user.id), database.engine, c.req.valid("query"))),
    )
    .get(
      "/task-days",
      documented(
        "notes",
        "Tasks per day in a calendar's range, with repeating tasks' coming occurrences",
        { schema: TaskDaysSchema, description: "Day (yyyy-MM-dd, as written) to count; the coming occurrences" },
        "`from`/`to`: inclusive days, at most 62 apart. Counts done tasks too; an open repeating task adds the " +
          "occurrences ticking would make on those days (`coming`, read-only until their day).",
      ),
      validate("query", TaskDaysQuerySchema),
      async (c) => c.json(await countTaskDays(scope(c.var.user.id), c.req.valid("query"))),
    )
    .get(
      "/counts",
      documented("notes", "Counts per category and in the trash", { schema: NoteCountsSchema, description: "Counts" }),
      async (c) => c.json(await countNotes(scope(c.var.user.id))),
    )
    .get(
      "/progress",
      documented(
        "notes",
        "Completed share of active tasks (0–100)",
        { schema: TaskProgressSchema, description: "Progress" },
        "A repeating series counts once: as its open occurrence when that is due by `today` (the viewer's " +
          "day, yyyy-MM-dd; UTC's when left out), else as the ticked occurrence that made it.",
      ),
      validate("query", TaskProgressQuerySchema),
      async (c) => {
        const today = c.req.valid("query").today ?? new Date().toISOString().slice(0, 10);
        return c.json(await taskProgress(scope(c.var.user.id), today));
      },
    )
    .post(
      "/",
      documented(
        "notes",
        "Create a note",
        { status: 201, schema: NoteSchema, description: "The new note" },
        undefined,
        {
          409: "`note_limit_reached`: the account holds the most notes it may; `conflict`: the `id` sent is taken",
        },
      ),
      validate("json", CreateNoteSchema),
      async (c) => c.json(await createNote(database.db, writeContextOf(c), c.req.valid("json")), 201),
    )
    .get(
      "/:id",
      documented("notes", "One active note", { schema: NoteSchema, description: "The note" }),
      validate("param", IdParamSchema),
      async (c) => {
        // A member of a shared list reads it in the owner's scope (the write context's ownerId).
        const note = await getNote(scope(writeContextOf(c).ownerId), c.req.valid("param").id);
        return c.json(await withSharingOf(database.db, c.var.user.id, note));
      },
    )
    .patch(
      "/:id",
      documented(
        "notes",
        "Change a note: only the fields sent; `tags` replaces its tags as a set",
        { schema: NoteSchema, description: "The note" },
        "A note in the trash is changed too and stays there (`isDeleted: true` in the answer); restoring it shows the change. " +
          "`pinned` puts it first in its tab, `color` is one of the palette's names (null: none), `archived: true` moves " +
          "it to the archive (`archivedAt` set), `false` back. On a shared list these are the owner's: a member's " +
          "request with them is a 404.",
      ),
      validate("param", IdParamSchema),
      validate("json", UpdateNoteSchema),
      async (c) => {
        const context = writeContextOf(c);
        if (!isAllowedEdit(context, c.req.valid("json"))) throw notFound();
        const note = await updateNote(database.db, context, c.req.valid("param").id, c.req.valid("json"));
        return c.json(await withSharingOf(database.db, context.actorId, note));
      },
    )
    .post(
      "/:id/toggle",
      documented("notes", "Flip a note's completed flag", { schema: NoteSchema, description: "The note" }, undefined, {
        409: "`note_limit_reached`: completing a repeating task makes its next one, and the account is full",
      }),
      validate("param", IdParamSchema),
      async (c) => {
        const note = await toggleNote(database.db, writeContextOf(c), c.req.valid("param").id);
        return c.json(await withSharingOf(database.db, c.var.user.id, note));
      },
    )
    .delete("/:id", documented("notes", "Move a note to the trash"), validate("param", IdParamSchema), async (c) => {
      // Only the owner moves a list to the trash: a member's request finds no such note (404).
      await moveToTrash(database.db, ownWriteContextOf(c), c.req.valid("param").id);
      return c.body(null, 204);
    });
}
