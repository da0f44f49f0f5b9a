import { z } from "zod";
import { PHOTOS_MAX_PER_NOTE } from "../constants.ts";
import { CHECKLIST_ITEMS_MAX, ChecklistTitleSchema } from "./checklist.ts";
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
  NoteColorSchema,
  NoteDateSchema,
} from "./note.ts";
import { PlannedHoursSchema } from "./planner.ts";
import { checkRepeatShape, RepeatRuleSchema } from "./recurrence.ts";
import { TimeZoneSchema } from "./stats.ts";
import { storableLine, storableText } from "./storable-text.ts";
import { TAG_NAME_MAX, TagColorSchema } from "./tag.ts";

/**
 * The file of "Export everything" (issue 12) and what "Import" reads back, also what the Todoist and
 * Keep converters produce. The field rules are the normal API's (note.ts, tag.ts, planner.ts), so a
 * file can never bring in what the app itself would refuse. Messages are errors:validation.* keys.
 */
export const EXPORT_FORMAT = "poriadok-export";
/**
 * 2 (issue 29): a note's `pinned`, `color`, `archivedAt` and `checklist`. A version 1 file still
 * imports: what it lacks takes the defaults (not pinned, no colour, not archived, no checklist).
 */
export const EXPORT_FORMAT_VERSION = 2;
export const EXPORT_FORMAT_VERSIONS = [1, 2] as const;

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

/** A task's sub-task or a line of a note's checklist; the array's order is the checklist's. */
export const ExportedChecklistItemSchema = z.object({
  id: IdSchema,
  title: ChecklistTitleSchema,
  completed: z.boolean(),
});
export type ExportedChecklistItem = z.infer<typeof ExportedChecklistItemSchema>;

/**
 * One photo of a note in the zip export (GET /api/export/archive): its stored WebP is the archive's
 * `files/<id>.webp`. The array's order is the note's. Left out by the JSON export and older files.
 */
export const ExportedPhotoSchema = z.object({
  id: IdSchema,
  file: z.string().regex(/^files\/[0-9A-Za-z-]{1,64}\.webp$/, "validation.invalid"),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ExportedPhoto = z.infer<typeof ExportedPhotoSchema>;

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
    /**
     * Version 2: the IANA zone a repeating task keeps its time of day in across DST (its series'); left
     * out when it has none (a day without a time, or a file from before): the date's offset is kept then.
     */
    timeZone: TimeZoneSchema.optional(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    completedAt: Timestamp.nullable(),
    trashedAt: Timestamp.nullable(),
    tags: z.array(IdSchema).max(NOTE_TAGS_MAX, "validation.tooMany"),
    items: z.array(ExportedItemSchema).max(NOTE_ITEMS_MAX, "validation.tooMany"),
    /** Version 2: pinned first in its tab. */
    pinned: z.boolean().default(false),
    /** Version 2: one of NOTE_COLORS, or null. */
    color: NoteColorSchema.nullable().default(null),
    /** Version 2: when it was archived (out of the lists, in the Archive view), or null. */
    archivedAt: Timestamp.nullable().default(null),
    /** Version 2: a task's sub-tasks or a note's checklist, in order (never on a shopping list). */
    checklist: z.array(ExportedChecklistItemSchema).max(CHECKLIST_ITEMS_MAX, "validation.tooMany").default([]),
    /** The zip export's data.json only: the note's photos, each a file of the archive. */
    photos: z.array(ExportedPhotoSchema).max(PHOTOS_MAX_PER_NOTE, "validation.tooMany").optional(),
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
  version: z.union(
    EXPORT_FORMAT_VERSIONS.map((version) => z.literal(version)),
    { error: "validation.exportVersion" },
  ),
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

/** `file`: a file of a foreign archive left out whole (a Keep note holding only an image, an attachment). */
export const SKIPPED_KINDS = ["task", "note", "list", "tag", "plannerDay", "category", "file"] as const;

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
  /** Photos stored with the notes (a Google Keep Takeout's images, issue 29); absent when the file held none. */
  photos: z.number().optional(),
  skipped: z.array(z.object({ kind: z.enum(SKIPPED_KINDS), name: z.string(), reason: z.string() })),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;
