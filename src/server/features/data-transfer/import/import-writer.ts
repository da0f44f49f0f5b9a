import type { Kysely, Transaction } from "kysely";
import type { ExportedNote, ImportSummary } from "../../../../shared/schemas/data-export.ts";
import { itemNameKey } from "../../../../shared/shopping-memory.ts";
import type { WriteContext } from "../../../core/write/write-context.ts";
import { runCommittedWrite } from "../../../core/write/write-user-data.ts";
import type { Engine } from "../../../db/client.ts";
import { readSnapshot } from "../../../db/read-snapshot.ts";
import type { Database } from "../../../db/types.ts";
import { applyRepeatEdit } from "../../recurrence/index.ts";
import { type ImportPlan, isEmptyPlan, planImport } from "./import-plan.ts";
import type { CheckedRows } from "./import-rows.ts";

/** Where the import writes: the database, its engine (for the read snapshot) and the write context. */
export type ImportScope = { db: Kysely<Database>; engine: Engine; context: WriteContext };

/** Rows per INSERT: 13 columns × 500 stays far inside SQLite's 32,766 parameters. */
const ROWS_PER_INSERT = 500;

/**
 * Writes the new part of a checked file (read-import-file.ts, on the import's worker thread) in ONE transaction through the write funnel, so the data
 * version rises once, the change log records every row and live sync tells the user's devices;
 * any failure leaves nothing half-imported. A file with nothing new writes nothing at all (the
 * data version stays): planned first in a read snapshot, then planned again inside the write, as
 * the rows may have changed in between.
 */
export async function writeImport(scope: ImportScope, rows: CheckedRows): Promise<ImportSummary> {
  const { db, context } = scope;
  const userId = context.ownerId;
  const preview = await readSnapshot(scope, (trx) => planImport(trx, userId, rows));
  if (isEmptyPlan(preview)) return summaryOf(preview);
  return runCommittedWrite(db, context, async (trx) => {
    const plan = await planImport(trx, userId, rows);
    await writePlan(trx, userId, plan);
    await rememberImported(trx, context.actorId, rows.rememberedItems);
    return summaryOf(plan);
  });
}

function summaryOf(plan: ImportPlan): ImportSummary {
  const ofKind = (category: ExportedNote["category"]) => plan.notes.filter((note) => note.category === category).length;
  return {
    tasks: ofKind("tasks"),
    notes: ofKind("notes"),
    tags: plan.tags.length,
    lists: ofKind("shopping"),
    plannerDays: plan.plannerDays.length,
    alreadyThere: plan.alreadyThere,
    skipped: plan.skipped,
  };
}

async function insertInChunks<Row>(rows: Row[], insert: (chunk: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await insert(rows.slice(start, start + ROWS_PER_INSERT));
  }
}

async function writePlan(trx: Transaction<Database>, userId: string, plan: ImportPlan): Promise<void> {
  const now = new Date().toISOString();
  await insertInChunks(plan.tags, (chunk) =>
    trx
      .insertInto("tags")
      .values(
        chunk.map((tag) => ({
          id: tag.id,
          user_id: userId,
          name: tag.name,
          name_key: tag.nameKey,
          color: tag.color,
          created_at: tag.createdAt,
        })),
      )
      .execute(),
  );
  await insertInChunks(plan.notes, (chunk) =>
    trx
      .insertInto("notes")
      .values(
        chunk.map((note) => ({
          id: note.id,
          user_id: userId,
          title: note.title,
          content: note.content,
          completed: note.completed,
          category: note.category,
          date: note.date,
          reminder: note.reminder,
          // Its series is made on its first completion (recurrence/complete-occurrence.ts).
          repeat: note.repeat ?? null,
          pinned: note.pinned,
          color: note.color,
          archived_at: note.archivedAt,
          is_deleted: note.trashedAt !== null,
          deleted_at: note.trashedAt,
          completed_at: note.completedAt,
          created_at: note.createdAt,
          updated_at: note.updatedAt,
        })),
      )
      .execute(),
  );
  const links = plan.notes.flatMap((note) => note.tags.map((tagId) => ({ note_id: note.id, tag_id: tagId })));
  await insertInChunks(links, (chunk) => trx.insertInto("note_tags").values(chunk).execute());
  const items = plan.notes.flatMap((note) =>
    note.items.map((item) => ({
      id: item.id,
      note_id: note.id,
      name: item.name,
      completed: item.completed,
      category: item.category,
      quantity: item.quantity ?? null,
      created_at: item.createdAt,
    })),
  );
  await insertInChunks(items, (chunk) => trx.insertInto("shopping_items").values(chunk).execute());
  // A checklist's order is its lines' order in the file: positions 1, 2, 3….
  const lines = plan.notes.flatMap((note) =>
    note.checklist.map((line, index) => ({
      id: line.id,
      note_id: note.id,
      title: line.title,
      completed: line.completed,
      position: index + 1,
      created_at: note.createdAt,
      updated_at: note.updatedAt,
    })),
  );
  await insertInChunks(lines, (chunk) => trx.insertInto("checklist_items").values(chunk).execute());
  // An open repeating task that names its zone starts its series now, in that zone, so its time of day
  // holds across DST; without one, its series starts on its first completion from the date's offset.
  for (const note of plan.notes)
    if (note.repeat && note.timeZone && note.date && !note.completed)
      await applyRepeatEdit(trx, userId, note.id, { repeat: note.repeat, timeZone: note.timeZone });
  await insertInChunks(plan.plannerDays, (chunk) =>
    trx
      .insertInto("hours_planner")
      .values(
        chunk.map((day) => ({
          user_id: userId,
          date: day.date,
          planned_hours: day.plannedHours,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute(),
  );
  if (plan.categoryOrder) {
    const order = plan.categoryOrder;
    await trx.deleteFrom("shopping_category_order").where("user_id", "=", userId).execute();
    await trx
      .insertInto("shopping_category_order")
      .values(order.map((category, position) => ({ user_id: userId, category, position })))
      .execute();
  }
}

/**
 * The add field's memory from the file (issue 25): names the importing person does not remember yet
 * are added with their category; what they remember already stays (an import never overwrites).
 */
async function rememberImported(
  trx: Transaction<Database>,
  userId: string,
  remembered: CheckedRows["rememberedItems"],
): Promise<void> {
  const now = Date.now();
  const byKey = new Map<string, CheckedRows["rememberedItems"][number] & { usedAt: string }>();
  // The file lists them newest first: the first of a name wins, and the order survives in used_at.
  remembered.forEach((item, index) => {
    const key = itemNameKey(item.name);
    if (key !== "" && !byKey.has(key)) byKey.set(key, { ...item, usedAt: new Date(now - index).toISOString() });
  });
  const rows = [...byKey].map(([key, item]) => ({
    user_id: userId,
    name_key: key,
    name: item.name,
    category: item.category,
    used_at: item.usedAt,
  }));
  await insertInChunks(rows, (chunk) =>
    trx
      .insertInto("shopping_item_memory")
      .values(chunk)
      .onConflict((conflict) => conflict.columns(["user_id", "name_key"]).doNothing())
      .execute(),
  );
}
