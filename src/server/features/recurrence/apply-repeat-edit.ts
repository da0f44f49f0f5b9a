import type { Transaction } from "kysely";
import type { z } from "zod";
import type { UpdateNoteSchema } from "../../../shared/schemas/note.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../errors.ts";
import { makeNextOccurrence } from "./complete-occurrence.ts";
import { endSeries, readOccurrence, readSeries, startSeries, updateSeries } from "./task-series.ts";

type Update = z.output<typeof UpdateNoteSchema>;
const TEMPLATE_FIELDS = ["title", "content", "tags", "reminder", "date"] as const;

/**
 * The recurrence side of a task's edit, run in the edit's transaction after its fields are written:
 * `repeat: null` ends the series, a rule starts or changes it, an edit of a series' task changes the
 * series too unless `applyTo` is "this" (then only this occurrence differs), and ticking it done
 * makes the next occurrence (complete-occurrence.ts).
 */
export async function applyRepeatEdit(trx: Transaction<Database>, userId: string, id: string, update: Update) {
  const note = await readOccurrence(trx, userId, id);
  if (note?.category !== "tasks") return;
  if (update.repeat === null) {
    if (note.repeat !== null) await endSeries(trx, userId, note);
  } else if (note.repeat !== null || update.repeat !== undefined) {
    if (note.date === null) throw repeatNeedsDate();
    const date = note.date;
    const series = await readSeries(trx, userId, note.series_id);
    const rule = update.repeat ?? note.repeat ?? undefined;
    const isSeriesEdit =
      update.repeat !== undefined || (update.applyTo !== "this" && TEMPLATE_FIELDS.some((field) => field in update));
    if (!series && rule) await startSeries(trx, userId, { ...note, date }, rule, update.timeZone);
    else if (series && isSeriesEdit)
      await updateSeries(trx, userId, { ...note, date }, series, { rule: update.repeat, timeZone: update.timeZone });
  }
  if (update.completed === true) await makeNextOccurrence(trx, userId, id);
}

function repeatNeedsDate(): AppError {
  return new AppError("validation_failed", 400, "A repeating task needs a date.", [
    { field: "date", message: "validation.repeatNeedsDate" },
  ]);
}
