import { z } from "zod";
import { CHECKLIST_ITEM_MAX, CHECKLIST_ITEMS_MAX } from "../constants.ts";
import { IdSchema, NewIdSchema } from "./id.ts";
import { storableLine } from "./storable-text.ts";

/**
 * A task's sub-tasks and a note's checklist (Keep's list notes): ordered lines with a tick. Messages
 * are translation keys under errors:validation.* (see account.ts).
 */
export { CHECKLIST_ITEM_MAX, CHECKLIST_ITEMS_MAX };

export const ChecklistItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  completed: z.boolean(),
  /** Ascending order within the note; only the order means anything. */
  position: z.number(),
});
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

export const ChecklistTitleSchema = storableLine()
  .min(1, "validation.required")
  .max(CHECKLIST_ITEM_MAX, "validation.tooLong");

/** A checklist line given with a new note (or an import): in the order sent. */
export const NewChecklistLineSchema = z.object({
  id: NewIdSchema.optional(),
  title: ChecklistTitleSchema,
  completed: z.boolean().default(false),
});
export const NewChecklistSchema = z.array(NewChecklistLineSchema).max(CHECKLIST_ITEMS_MAX, "validation.tooMany");

/** Adds a line: at the end, or right after `afterId` (an item of the same note). */
export const AddChecklistItemSchema = z.object({
  id: NewIdSchema.optional(),
  title: ChecklistTitleSchema,
  completed: z.boolean().default(false),
  afterId: IdSchema.optional(),
});
export type AddChecklistItemInput = z.input<typeof AddChecklistItemSchema>;

/** Changes only the fields sent; `completed` is set, never flipped, so a replay changes nothing. */
export const UpdateChecklistItemSchema = z
  .object({ title: ChecklistTitleSchema, completed: z.boolean() })
  .partial()
  .refine((update) => Object.keys(update).length > 0, { message: "validation.nothingToChange" });
export type UpdateChecklistItemInput = z.input<typeof UpdateChecklistItemSchema>;

/** Moves a line right after `afterId`, or to the top (null). */
export const MoveChecklistItemSchema = z.object({ afterId: IdSchema.nullable() });
export type MoveChecklistItemInput = z.input<typeof MoveChecklistItemSchema>;

/** What a converted note becomes: a shopping list, or a note with a checklist. Set, not flipped. */
export const ConvertChecklistSchema = z.object({ to: z.enum(["shopping", "notes"]) });
export type ConvertChecklistInput = z.input<typeof ConvertChecklistSchema>;

/** The checklist routes' own refusals; each is a key of errors.json on the web. */
export type ChecklistErrorCode = "checklist_limit_reached" | "list_shared";
