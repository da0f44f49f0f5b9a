import type { Kysely } from "kysely";
import { uuidv7 } from "uuidv7";
import type { z } from "zod";
import { DEFAULT_TAG_COLOR } from "../../../shared/constants.ts";
import { type QuickAddParse, quickAddProblem } from "../../../shared/quick-add/parse-quick-add.ts";
import { CreateNoteSchema, type Note } from "../../../shared/schemas/note.ts";
import type { QuickAddRequestSchema } from "../../../shared/schemas/quick-add.ts";
import { tagNameKey } from "../../../shared/tag-name-key.ts";
import { formatInZone, instantOfWall } from "../../../shared/zoned-time.ts";
import { notFound } from "../../core/not-found.ts";
import type { WriteContext } from "../../core/write/write-context.ts";
import { writeUserData } from "../../core/write/write-user-data.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../errors.ts";
import { findNote, insertNoteRows } from "../notes/index.ts";
import { insertItem } from "../shopping/index.ts";
import { insertTag } from "../tags/index.ts";
import { readQuickAdd } from "./quick-add.service.ts";

type Request = z.output<typeof QuickAddRequestSchema>;

/** A refusal in the API's validation shape, on the line's `text`. */
const refused = (message: string) =>
  new AppError("validation_failed", 400, "The line does not say what to add.", [{ field: "text", message }]);

/** A task's date as the API stores it: the day, or the day and time with the zone's offset then. */
function noteDate(line: QuickAddParse, timeZone: string): string | null {
  if (line.date === null || line.time === null) return line.date;
  const [year = 0, month = 1, day = 1] = line.date.split("-").map(Number);
  const [hour = 0, minute = 0] = line.time.split(":").map(Number);
  return formatInZone(instantOfWall(Date.UTC(year, month - 1, day, hour, minute), timeZone), timeZone);
}

/**
 * Makes what a line says for the signed-in person, in one write (one transaction, one data version,
 * the request's Idempotency-Key claimed once): the line's new tags, then its task, list or note, or
 * the items of the list it names. Answers the note as POST /api/notes does (the list, for items).
 * A line that says only when, or a shopping line without items, is refused (400) with nothing written.
 */
export async function createFromLine(db: Kysely<Database>, context: WriteContext, request: Request): Promise<Note> {
  const userId = context.ownerId;
  const { line, tags: known } = await readQuickAdd({ db, userId }, request);
  const problem = quickAddProblem(line);
  if (problem) throw refused(problem);
  // The person's tags by id; a name they have not used yet gets the id its new tag is made with.
  const tags = line.tags.map((name) => {
    const existing = known.find((tag) => tagNameKey(tag.name) === tagNameKey(name));
    return { name, id: existing?.id ?? uuidv7(), isNew: existing === undefined };
  });
  const checked = CreateNoteSchema.safeParse({
    title: line.title,
    category: line.kind,
    date: line.kind === "tasks" ? noteDate(line, request.timeZone) : null,
    repeat: line.repeat,
    ...(line.repeat ? { timeZone: request.timeZone } : {}),
    tags: tags.map((tag) => tag.id),
    items: line.list === null ? line.items.map((name) => ({ name })) : [],
  });
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw refused(issue?.message.startsWith("validation.") ? issue.message : "validation.invalid");
  }
  const input = checked.data;
  return writeUserData(db, context, async (trx) => {
    for (const tag of tags)
      if (tag.isNew) await insertTag(trx, userId, tag.id, { name: tag.name, color: DEFAULT_TAG_COLOR });
    if (line.list === null) return insertNoteRows(trx, context, uuidv7(), input);
    for (const name of line.items)
      await insertItem(trx, context, line.list, uuidv7(), { name, category: null, quantity: null });
    const list = await findNote(trx, { userId, isDeleted: false, id: line.list });
    if (!list) throw notFound();
    return list;
  });
}
