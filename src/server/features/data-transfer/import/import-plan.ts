import type { Kysely, Transaction } from "kysely";
import { MAX_NOTES_PER_USER, MAX_TAGS_PER_USER } from "../../../../shared/constants.ts";
import {
  type ExportedItem,
  type ExportedNote,
  type ExportedPlannerDay,
  skippedKindOf,
} from "../../../../shared/schemas/data-export.ts";
import { tagNameKey } from "../../../../shared/schemas/tag.ts";
import type { Database } from "../../../db/types.ts";
import { resolveIds } from "./import-ids.ts";
import type { CheckedRows, Skipped } from "./import-rows.ts";

type Db = Kysely<Database> | Transaction<Database>;

export type TagToWrite = { id: string; name: string; nameKey: string; color: string; createdAt: string };
/** A new note under its final id, its tag ids and items already mapped to the user's ids. */
export type NoteToWrite = Omit<ExportedNote, "tags" | "items"> & { tags: string[]; items: ExportedItem[] };

/** What an import writes: only rows new to the user. `categoryOrder` is null when it stays as it is. */
export type ImportPlan = {
  tags: TagToWrite[];
  notes: NoteToWrite[];
  plannerDays: ExportedPlannerDay[];
  categoryOrder: string[] | null;
  alreadyThere: number;
  skipped: Skipped[];
};

/** As CategoryOrderSchema (shared/schemas/note.ts): the order holds at most 100 categories. */
const CATEGORY_ORDER_MAX = 100;

export function isEmptyPlan(plan: ImportPlan): boolean {
  return plan.tags.length + plan.notes.length + plan.plannerDays.length === 0 && plan.categoryOrder === null;
}

/**
 * Decides, against the user's rows as they are now, what of the checked file is new. Rows the user
 * already has are left untouched and counted in `alreadyThere`; within the quotas, the rest is new.
 */
export async function planImport(db: Db, userId: string, rows: CheckedRows): Promise<ImportPlan> {
  const plan: ImportPlan = { tags: [], notes: [], plannerDays: [], categoryOrder: null, alreadyThere: 0, skipped: [] };
  const tagIds = await planTags(db, userId, rows, plan);
  await planNotes(db, userId, rows, tagIds, plan);
  await planPlannerDays(db, userId, rows, plan);
  await planCategoryOrder(db, userId, rows, plan);
  plan.skipped.unshift(...rows.skipped);
  return plan;
}

/** Plans the tags; answers the file's tag ids mapped to the user's (a tag skipped has no entry). */
async function planTags(db: Db, userId: string, rows: CheckedRows, plan: ImportPlan): Promise<Map<string, string>> {
  const resolved = await resolveIds(
    db,
    "tags",
    userId,
    rows.tags.map((tag) => tag.id),
  );
  const existing = await db.selectFrom("tags").select(["id", "name_key"]).where("user_id", "=", userId).execute();
  const idByName = new Map(existing.map((tag) => [tag.name_key, tag.id]));
  const mapped = new Map<string, string>();
  for (const tag of rows.tags) {
    const target = resolved.get(tag.id);
    const nameKey = tagNameKey(tag.name);
    const sameName = idByName.get(nameKey);
    if (target?.state === "there") {
      mapped.set(tag.id, target.id);
      plan.alreadyThere += 1;
    } else if (sameName !== undefined) {
      // The user has a tag of this name (ignoring case) under another id: the file's notes get that one.
      mapped.set(tag.id, sameName);
      plan.alreadyThere += 1;
    } else if (target?.state !== "new") {
      plan.skipped.push({ kind: "tag", name: tag.name, reason: "conflict" });
    } else if (existing.length + plan.tags.length >= MAX_TAGS_PER_USER) {
      plan.skipped.push({ kind: "tag", name: tag.name, reason: "tag_limit_reached" });
    } else {
      plan.tags.push({ id: target.id, name: tag.name, nameKey, color: tag.color, createdAt: tag.createdAt });
      idByName.set(nameKey, target.id);
      mapped.set(tag.id, target.id);
    }
  }
  return mapped;
}

async function planNotes(db: Db, userId: string, rows: CheckedRows, tagIds: Map<string, string>, plan: ImportPlan) {
  const resolved = await resolveIds(
    db,
    "notes",
    userId,
    rows.notes.map((note) => note.id),
  );
  const { count } = await db
    .selectFrom("notes")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  const kindOf = (note: ExportedNote) => skippedKindOf(note.category);
  const fresh: { note: ExportedNote; id: string }[] = [];
  for (const note of rows.notes) {
    const target = resolved.get(note.id);
    if (target?.state === "there") plan.alreadyThere += 1;
    else if (target?.state !== "new") plan.skipped.push({ kind: kindOf(note), name: note.title, reason: "conflict" });
    else if (Number(count) + fresh.length >= MAX_NOTES_PER_USER)
      plan.skipped.push({ kind: kindOf(note), name: note.title, reason: "note_limit_reached" });
    else fresh.push({ note, id: target.id });
  }
  // An item id held anywhere already (another user's, or another of this user's lists) gets a derived one.
  const itemIds = await resolveIds(
    db,
    "shopping_items",
    userId,
    fresh.flatMap(({ note }) => note.items.map((item) => item.id)),
    true,
  );
  // The same for checklist lines (export version 2).
  const lineIds = await resolveIds(
    db,
    "checklist_items",
    userId,
    fresh.flatMap(({ note }) => note.checklist.map((line) => line.id)),
    true,
  );
  for (const { note, id } of fresh) {
    const checklist = note.checklist.flatMap((line) => {
      const target = lineIds.get(line.id);
      if (target?.state === "new") return [{ ...line, id: target.id }];
      plan.skipped.push({ kind: kindOf(note), name: `${note.title}: ${line.title}`, reason: "conflict" });
      return [];
    });
    const items: ExportedItem[] = [];
    for (const item of note.items) {
      const target = itemIds.get(item.id);
      if (target?.state === "new") items.push({ ...item, id: target.id });
      else plan.skipped.push({ kind: "list", name: `${note.title}: ${item.name}`, reason: "conflict" });
    }
    // Links to tags the file does not carry (or that were skipped) are left out; the note comes in.
    const tags = [...new Set(note.tags.flatMap((tagId) => tagIds.get(tagId) ?? []))];
    plan.notes.push({ ...note, id, tags, items, checklist });
  }
}

/** Days the user already planned keep their hours. */
async function planPlannerDays(db: Db, userId: string, rows: CheckedRows, plan: ImportPlan) {
  const existing = await db.selectFrom("hours_planner").select("date").where("user_id", "=", userId).execute();
  const planned = new Set(existing.map((row) => row.date));
  for (const day of rows.plannerDays) {
    if (planned.has(day.date)) plan.alreadyThere += 1;
    else plan.plannerDays.push(day);
  }
}

/** The user's order first, then the file's categories it lacks, within the order's limit. */
async function planCategoryOrder(db: Db, userId: string, rows: CheckedRows, plan: ImportPlan) {
  const existing = await db
    .selectFrom("shopping_category_order")
    .select("category")
    .where("user_id", "=", userId)
    .orderBy("position")
    .execute();
  const order = existing.map((row) => row.category);
  const added = rows.categories.filter((category) => !order.includes(category));
  if (added.length === 0) return;
  const room = Math.max(0, CATEGORY_ORDER_MAX - order.length);
  for (const category of added.slice(room))
    plan.skipped.push({ kind: "category", name: category, reason: "validation.tooMany" });
  if (room > 0) plan.categoryOrder = [...order, ...added.slice(0, room)];
}
