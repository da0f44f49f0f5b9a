import { z } from "zod";
import { NoteSchema, ShoppingItemSchema } from "./note.ts";
import { NoteSummarySchema } from "./note-page.ts";
import { PlannerDaySchema } from "./planner.ts";
import { TagSchema } from "./tag.ts";

/**
 * `GET /api/sync?since=N`: what changed in the user's data after sequence number N (the `cursor` of
 * the previous pull; 0 or absent for a device that has nothing yet). docs/decisions/017.
 */
export const SyncQuerySchema = z.object({
  since: z.coerce
    .number({ error: "validation.invalid" })
    .int("validation.invalid")
    .min(0, "validation.invalid")
    .max(Number.MAX_SAFE_INTEGER, "validation.invalid")
    .default(0)
    .meta({ description: "The `cursor` of the previous pull; 0 (the default) pulls everything" }),
});

/** A deleted entity's id: the same type as the entity's own id (integers now, text ids later). */
const IdListSchema = z.array(NoteSchema.shape.id);

export const SyncAnswerSchema = z.object({
  /** The data version this answer reflects: pass it as `since` next time. */
  cursor: z.number(),
  /**
   * True when `upserts` holds everything the user has, and the device must drop whatever it holds
   * that is not in it: a first pull, a cursor older than the pruned tombstones, or a cursor ahead of
   * the server (a database restored from a backup).
   */
  reset: z.boolean(),
  upserts: z.object({
    /** Active and trashed notes (`isDeleted`), shaped as the list API gives them. */
    notes: z.array(NoteSummarySchema),
    tags: z.array(TagSchema),
    items: z.array(ShoppingItemSchema),
    plannerDays: z.array(PlannerDaySchema),
    /** The whole category order when it changed (or on a reset), null when it did not. */
    shoppingCategoryOrder: z.array(z.string()).nullable(),
  }),
  deletes: z.object({
    notes: IdListSchema,
    tags: IdListSchema,
    /** Items deleted for good and items deleted with Undo still possible (restoring one upserts it again). */
    items: IdListSchema,
    /** Days (yyyy-MM-dd) whose planned hours are gone. */
    plannerDays: z.array(z.string()),
  }),
});
export type SyncAnswer = z.infer<typeof SyncAnswerSchema>;
export type SyncQuery = z.output<typeof SyncQuerySchema>;
