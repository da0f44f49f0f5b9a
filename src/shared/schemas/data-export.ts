import { z } from "zod";
import { IdSchema } from "./id.ts";
import {
  CategoryOrderSchema,
  checkNoteShape,
  ItemCategorySchema,
  ItemNameSchema,
  ItemQuantitySchema,
  NOTE_CONTENT_MAX,
  NOTE_ITEMS_MAX,
  NOTE_TAGS_MAX,
  NOTE_TITLE_MAX,
  NoteCategorySchema,
  NoteDateSchema,
} from "./note.ts";
import { PlannedHoursSchema } from "./planner.ts";
import { checkRepeatShape, RepeatRuleSchema } from "./recurrence.ts";
import { storableLine, storableText } from "./storable-text.ts";
import { TAG_NAME_MAX, TagColorSchema } from "./tag.ts";

/**
 * The file of "Export everything" (issue 12) and what "Import" reads back, also what the Todoist and
 * Keep converters produce. The field rules are the normal API's (note.ts, tag.ts, planner.ts), so a
 * file can never bring in what the app itself would refuse. Messages are errors:validation.* keys.
 */
export const EXPORT_FORMAT = "poriadok-export";
export const EXPORT_FORMAT_VERSION = 1;

/** Stored timestamps are ISO-8601 (db/types.ts); an offset other than Z is accepted from hand-made files. */
const Timestamp = z.iso.datetime({ offset: true, error: "validation.date" });

// The normal API's limits, restated from note.ts's create/update shapes (those are not exported alone).
const title = storableLine().min(1, "validation.required").max(NOTE_TITLE_MAX, "validation.tooLong");
const content = storableText().max(NOTE_CONTENT_MAX, "validation.tooLong");
const tagName = storableLine().min(1, "validation.required").max(TAG_NAME_MAX, "validation.tooLong");

export const ExportedTagSchema = z.object({
  id: IdSchema,
  name: tagName,
  color: TagColorSchema,
  createdAt: Timestamp,
});
export type ExportedTag = z.infer<typeof ExportedTagSchema>;

/** A shopping item; deleted items (deleted_at set, kept only for Undo) are never exported. */
export const ExportedItemSchema = z.object({
  id: IdSchema,
  name: ItemNameSchema,
  completed: z.boolean(),
  category: ItemCategorySchema,
  /** "2 l", "3×" or null; left out by files from before quantities. */
  quantity: ItemQuantitySchema.optional(),
  createdAt: Timestamp,
});
export type ExportedItem = z.infer<typeof ExportedItemSchema>;

/** A name the person added to lists before, with its last category (the add field's memory, issue 25). */
export const ExportedRememberedItemSchema = z.object({ name: ItemNameSchema, category: ItemCategorySchema });
export type ExportedRememberedItem = z.infer<typeof ExportedRememberedItemSchema>;

/**
 * A note of any category with its tag links (tag ids of this file) and, for lists, its items.
 * `trashedAt` stands for the table's is_deleted + deleted_at pair: null unless the note is in the trash.
 * `completedAt` is kept so the statistics of ticked tasks survive a round trip.
 */
export const ExportedNoteSchema = z
  .object({
    id: IdSchema,
    category: NoteCategorySchema,
    title,
    content,
    completed: z.boolean(),
    date: NoteDateSchema.nullable(),
    reminder: NoteDateSchema.nullable(),
    /** A repeating task's rule; left out by files from before recurring tasks. */
    repeat: RepeatRuleSchema.nullable().optional(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    completedAt: Timestamp.nullable(),
    trashedAt: Timestamp.nullable(),
    tags: z.array(IdSchema).max(NOTE_TAGS_MAX, "validation.tooMany"),
    items: z.array(ExportedItemSchema).max(NOTE_ITEMS_MAX, "validation.tooMany"),
  })
  // The same shape rules as creating a note.
  .superRefine(checkNoteShape)
  .superRefine(checkRepeatShape);
export type ExportedNote = z.infer<typeof ExportedNoteSchema>;

export const ExportedPlannerDaySchema = z.object({
  date: z.iso.date({ error: "validation.date" }),
  plannedHours: PlannedHoursSchema,
});
export type ExportedPlannerDay = z.infer<typeof ExportedPlannerDaySchema>;

/**
 * Who exported: informative only, import never changes the importing profile. Null in files the
 * Todoist/Keep converters make (they know no Poriadok profile).
 */
export const ExportedProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  locale: z.string(),
});

const envelope = {
  format: z.literal(EXPORT_FORMAT, { error: "validation.exportFormat" }),
  version: z.literal(EXPORT_FORMAT_VERSION, { error: "validation.exportVersion" }),
  exportedAt: Timestamp,
  // Informative only, so a hand-made file may leave it out.
  profile: ExportedProfileSchema.nullable().default(null),
};

/** The whole file, every part checked. */
export const DataExportSchema = z.object({
  ...envelope,
  tags: z.array(ExportedTagSchema),
  notes: z.array(ExportedNoteSchema),
  plannerHours: z.array(ExportedPlannerDaySchema),
  shoppingCategoryOrder: CategoryOrderSchema.shape.order,
  /** The names the person has added to lists, newest first; left out by older files. */
  rememberedItems: z.array(ExportedRememberedItemSchema).optional(),
  /**
   * The exporting browser's quick notes (they live only there, spec §1): the web app adds them to the
   * file it saves and restores them into the importing browser; the server neither writes nor reads them.
   */
  quickNotes: z.array(z.object({ id: z.string(), text: z.string(), created: z.string() })).optional(),
});
export type DataExport = z.infer<typeof DataExportSchema>;

/**
 * The file as import first reads it: the envelope checked, the rows only as arrays. Import then
 * checks each tag, note and planner day on its own with the schemas above, so one note over a limit
 * is skipped (and named in the summary) while the rest come in.
 */
export const DataExportEnvelopeSchema = z.object({
  ...envelope,
  tags: z.array(z.unknown()),
  notes: z.array(z.unknown()),
  plannerHours: z.array(z.unknown()),
  shoppingCategoryOrder: z.array(z.unknown()),
  rememberedItems: z.array(z.unknown()).default([]),
});

export const SKIPPED_KINDS = ["task", "note", "list", "tag", "plannerDay", "category"] as const;

/** What a summary calls a skipped task, shopping list or note: each by its own name. */
export function skippedKindOf(category: unknown): "task" | "list" | "note" {
  return category === "tasks" ? "task" : category === "shopping" ? "list" : "note";
}

/**
 * What an import did. `tasks` counts tasks, `notes` plain notes and `lists` shopping lists, each only
 * newly written ones (a summary names each kind: "4 tasks", not "4 notes"); `alreadyThere` counts rows of the file the account already had (left untouched); `skipped`
 * names what could not be imported with the reason's error code (its text: the web's
 * data-transfer.json → errors, else errors.json).
 */
export const ImportSummarySchema = z.object({
  tasks: z.number(),
  notes: z.number(),
  tags: z.number(),
  lists: z.number(),
  plannerDays: z.number(),
  alreadyThere: z.number(),
  skipped: z.array(z.object({ kind: z.enum(SKIPPED_KINDS), name: z.string(), reason: z.string() })),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;
