import { z } from "zod";
import {
  ITEM_NAME_MAX,
  MAX_ITEMS_PER_LIST,
  NOTE_CATEGORIES,
  NOTE_COLORS,
  NOTE_CONTENT_MAX,
  NOTE_TITLE_MAX,
} from "../constants.ts";
import { ChecklistItemSchema, NewChecklistSchema } from "./checklist.ts";
import { IdPathSegmentSchema, IdSchema, NewIdSchema } from "./id.ts";
import { NotePhotoSchema } from "./photo.ts";
import { checkRepeatShape, RepeatEditScopeSchema, RepeatRuleSchema } from "./recurrence.ts";
import { NoteSharingSchema } from "./sharing.ts";
import { TimeZoneSchema } from "./stats.ts";
import { storableLine, storableText } from "./storable-text.ts";

/**
 * Notes of the three categories (tasks, shopping lists, plain notes). Messages are translation keys
 * under errors:validation.* (see account.ts).
 */
export const NoteCategorySchema = z.enum(NOTE_CATEGORIES);
/** A note's colour by name (each theme paints its own shade); null: none. */
export const NoteColorSchema = z.enum(NOTE_COLORS, { error: "validation.invalid" });

// The text limits live with the other constants (the editors read them without zod); kept exported here too.
export { ITEM_NAME_MAX, NOTE_CONTENT_MAX, NOTE_TITLE_MAX };
export const NOTE_TAGS_MAX = 20;
/** The items a list may hold, also on create (the server counts existing ones on every add). */
export const NOTE_ITEMS_MAX = MAX_ITEMS_PER_LIST;

/** A task's date: a plain day (yyyy-MM-dd) or a date-time with the author's offset (2026-11-21T14:30:00+01:00). */
export const NoteDateSchema = z.union(
  [z.iso.date({ error: "validation.date" }), z.iso.datetime({ offset: true, local: false, error: "validation.date" })],
  { error: "validation.date" },
);

// Every stored string refuses control characters and lone surrogates (storable-text.ts).
const title = storableLine().min(1, "validation.required").max(NOTE_TITLE_MAX, "validation.tooLong");
const content = storableText().max(NOTE_CONTENT_MAX, "validation.tooLong");
const tagIds = z.array(IdSchema).max(NOTE_TAGS_MAX, "validation.tooMany");
export const ItemNameSchema = storableLine().min(1, "validation.required").max(ITEM_NAME_MAX, "validation.tooLong");
export const ITEM_CATEGORY_MAX = 40;
export const ITEM_QUANTITY_MAX = 40;
/** An optional amount shown apart from the name ("2 l", "3×"); blank means none (null). */
export const ItemQuantitySchema = storableLine()
  .max(ITEM_QUANTITY_MAX, "validation.tooLong")
  .nullable()
  .transform((quantity) => (quantity?.trim() ? quantity.trim() : null));
/** A built-in key (produce …) or the user's own name; null or blank means "Other". */
export const ItemCategorySchema = storableLine()
  .max(ITEM_CATEGORY_MAX, "validation.tooLong")
  .nullable()
  .transform((category) => (category ? category : null));

type NoteShape = { category: string; date: unknown; tags: unknown[]; items: unknown[]; checklist?: unknown[] };

/** What each kind of note may hold: a date only on a task, tags not on a list, items only on a list. */
export function checkNoteShape(note: NoteShape, ctx: z.RefinementCtx): void {
  if (note.date !== null && note.category !== "tasks")
    ctx.addIssue({ code: "custom", path: ["date"], message: "validation.dateOnlyForTasks" });
  if (note.tags.length > 0 && note.category === "shopping")
    ctx.addIssue({ code: "custom", path: ["tags"], message: "validation.noTagsOnLists" });
  if (note.items.length > 0 && note.category !== "shopping")
    ctx.addIssue({ code: "custom", path: ["items"], message: "validation.itemsOnlyOnLists" });
  if (note.checklist && note.checklist.length > 0 && note.category === "shopping")
    ctx.addIssue({ code: "custom", path: ["checklist"], message: "validation.checklistNotOnLists" });
}

/**
 * A new note. `id` (and each first item's `id`) is optional: a client that made its own UUIDv7 sends
 * it, so it can refer to the note before the answer arrives (offline); else the server makes one.
 */
export const CreateNoteSchema = z
  .object({
    id: NewIdSchema.optional(),
    title,
    content: content.default(""),
    category: NoteCategorySchema,
    date: NoteDateSchema.nullable().default(null),
    reminder: NoteDateSchema.nullable().default(null),
    /** A repeating task's rule (recurrence.ts) and the author's time zone, which keeps its time of day across DST. */
    repeat: RepeatRuleSchema.nullable().default(null),
    timeZone: TimeZoneSchema.optional(),
    tags: tagIds.default([]),
    /** Pinned first in its tab (issue 29). */
    pinned: z.boolean().default(false),
    /** One of NOTE_COLORS; null (or left out): none. */
    color: NoteColorSchema.nullable().default(null),
    items: z
      .array(z.object({ id: NewIdSchema.optional(), name: ItemNameSchema, category: ItemCategorySchema.default(null) }))
      .max(NOTE_ITEMS_MAX, "validation.tooMany")
      .default([]),
    /** A task's sub-tasks or a note's checklist, in order (not on a shopping list). */
    checklist: NewChecklistSchema.default([]),
  })
  .superRefine(checkNoteShape)
  .superRefine(checkRepeatShape);
export type CreateNoteInput = z.input<typeof CreateNoteSchema>;

/** What an edit may change; the tag list, when given, replaces the note's tags as a set. */
export const UpdateNoteSchema = z
  .object({
    title,
    content,
    completed: z.boolean(),
    date: NoteDateSchema.nullable(),
    reminder: NoteDateSchema.nullable(),
    tags: tagIds,
    repeat: RepeatRuleSchema.nullable(),
    timeZone: TimeZoneSchema,
    /** On a repeating task: "this" changes only this occurrence, "future" also the series (the default). */
    applyTo: RepeatEditScopeSchema,
    /** Pinned first in its tab. */
    pinned: z.boolean(),
    /** One of NOTE_COLORS; null: none. */
    color: NoteColorSchema.nullable(),
    /** true: out of the lists into the archive (archivedAt set to now; again: kept); false: back in the lists. */
    archived: z.boolean(),
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, { message: "validation.nothingToChange" });
export type UpdateNoteInput = z.input<typeof UpdateNoteSchema>;

/** The note, tag or list id from the path (/api/notes/0193…): a UUID (see id.ts). */
export const IdParamSchema = z.object({ id: IdPathSegmentSchema });
export const ItemParamSchema = IdParamSchema.extend({ itemId: IdPathSegmentSchema });

export const ShoppingItemSchema = z.object({
  id: z.string(),
  noteId: z.string(),
  name: z.string(),
  completed: z.boolean(),
  category: z.string().nullable(),
  /** An optional amount ("2 l", "3×"), shown apart from the name; null when none. */
  quantity: z.string().nullable(),
  /** Who added it (the user's id; a shared list shows the member's name); null when not known. */
  addedBy: z.string().nullable(),
});
export type ShoppingItem = z.infer<typeof ShoppingItemSchema>;

/** A note as the API returns it (spec §3 "Note (read shape)"). */
export const NoteSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  completed: z.boolean(),
  category: NoteCategorySchema,
  date: z.string().nullable(),
  reminder: z.string().nullable(),
  /** The repeat rule of a repeating task (recurrence.ts), else null. */
  repeat: z.string().nullable(),
  isDeleted: z.boolean(),
  tags: z.array(z.string()),
  items: z.array(ShoppingItemSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  /** A shared shopping list's people as the reader sees them (sharing.ts); null when not shared. */
  sharing: NoteSharingSchema,
  /** Pinned first in its tab. */
  pinned: z.boolean(),
  color: NoteColorSchema.nullable(),
  /** When it was archived (out of the lists, still found by search); null when not. */
  archivedAt: z.string().nullable(),
  /** A task's sub-tasks or a note's checklist, in order (empty on shopping lists: they have items). */
  checklist: z.array(ChecklistItemSchema),
  /** Its photos in the order they were added (GET /api/photos/{id} and /thumb serve them). */
  photos: z.array(NotePhotoSchema),
});
export type Note = z.infer<typeof NoteSchema>;

/** A new item; `id` as on a new note (optional, a UUIDv7 the client made). */
export const AddItemSchema = z.object({
  id: NewIdSchema.optional(),
  name: ItemNameSchema,
  /** Null (or left out): the category the person last gave an item of this name, else "Other". */
  category: ItemCategorySchema.default(null),
  quantity: ItemQuantitySchema.default(null),
});
export type AddItemInput = z.input<typeof AddItemSchema>;
/** Only the fields sent change; `completed` sets the tick (safe to replay, unlike the toggle route). */
export const UpdateItemSchema = z
  .object({ name: ItemNameSchema, category: ItemCategorySchema, quantity: ItemQuantitySchema, completed: z.boolean() })
  .partial()
  .refine((update) => Object.keys(update).length > 0, { message: "validation.nothingToChange" });
export type UpdateItemInput = z.input<typeof UpdateItemSchema>;

/** The user's order of shopping categories (their way through the shop); "Other" is always last. */
export const CategoryOrderSchema = z.object({
  order: z
    .array(storableLine().min(1, "validation.required").max(ITEM_CATEGORY_MAX, "validation.tooLong"))
    .max(100, "validation.tooMany")
    .refine((order) => new Set(order).size === order.length, { message: "validation.duplicate" }),
});

/** GET /api/shopping/remembered-items: the person's own earlier items, newest first (shopping-memory.ts). */
export const RememberedItemsSchema = z.object({
  items: z.array(z.object({ name: z.string(), category: z.string().nullable() })),
});
export type RememberedItems = z.infer<typeof RememberedItemsSchema>;

export const NoteCountsSchema = z.object({
  active: z.object({ tasks: z.number(), shopping: z.number(), notes: z.number(), total: z.number() }),
  trash: z.number(),
});
export type NoteCounts = z.infer<typeof NoteCountsSchema>;

export const TaskProgressSchema = z.object({ completed: z.number(), total: z.number(), percentage: z.number() });
export type TaskProgress = z.infer<typeof TaskProgressSchema>;
