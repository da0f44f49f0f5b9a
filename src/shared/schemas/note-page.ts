import { z } from "zod";
import { IdSchema } from "./id.ts";
import { type Note, NoteCategorySchema, NoteSchema } from "./note.ts";
import { TimeZoneSchema } from "./stats.ts";

/** How many notes a list page holds unless `limit` says otherwise, and the most it may ask for. */
export const NOTE_PAGE_DEFAULT = 50;
export const NOTE_PAGE_MAX = 200;

/**
 * Where the next page starts: the segment of the list's order it is in and the key of the last note
 * sent ([segment] alone = the start of that segment). Only the server reads its parts; clients pass
 * the string back as they got it.
 */
export type PageKey = [segment: number, ...key: (string | number | null)[]];

export function encodeCursor(key: PageKey): string {
  const bytes = new TextEncoder().encode(JSON.stringify(key));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** The key in a cursor, or null when the text is not one this server made (a 400, never a 500). */
export function decodeCursor(cursor: string): PageKey | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) return null;
  try {
    const binary = atob(cursor.replaceAll("-", "+").replaceAll("_", "/"));
    const parsed: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(toBytes(binary)));
    return isPageKey(parsed) ? parsed : null;
  } catch {
    return null; // not base64 or not JSON: the same answer as any other foreign text
  }
}

function toBytes(binary: string): Uint8Array {
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function isPageKey(value: unknown): value is PageKey {
  if (!Array.isArray(value) || value.length < 1 || value.length > 4) return false;
  const [segment, ...key] = value;
  return (
    Number.isInteger(segment) &&
    segment >= 0 &&
    segment <= 7 &&
    key.every(
      (part) =>
        part === null || (typeof part === "string" && part.length <= 100) || (Number.isInteger(part) && part >= 0),
    )
  );
}

export const PageCursorSchema = z
  .string()
  .transform((cursor, ctx) => {
    const key = decodeCursor(cursor);
    if (key) return key;
    ctx.addIssue({ code: "custom", message: "validation.cursor" });
    return z.NEVER;
  })
  .meta({ description: "`nextCursor` of the previous page, as it came; absent for the first page" });

const PageLimitSchema = z.coerce
  .number({ error: "validation.invalid" })
  .int("validation.invalid")
  .min(1, "validation.invalid")
  .max(NOTE_PAGE_MAX, "validation.invalid")
  .default(NOTE_PAGE_DEFAULT)
  .meta({ description: `Notes per page: 1–${NOTE_PAGE_MAX}, default ${NOTE_PAGE_DEFAULT}` });

/** An instant (ISO 8601 with an offset) bounding created_at, for a day or a month in the viewer's time zone. */
// Written the way timestamps are stored (toISOString), so SQLite's text comparison is a time comparison.
const InstantSchema = z.iso
  .datetime({ offset: true, error: "validation.date" })
  .transform((instant) => new Date(instant).toISOString());
/** A plain day (yyyy-MM-dd) bounding a task's date as written (its author's wall clock). */
const DaySchema = z.iso.date({ error: "validation.date" });

export const NoteListQuerySchema = z.object({
  category: NoteCategorySchema.optional(),
  /**
   * `newest` (default, spec §7): newest first. `schedule` (the tasks view): open tasks with a date by
   * date and time as written, then open tasks without a date newest first, then completed tasks most
   * recently changed first.
   */
  order: z.enum(["newest", "schedule"]).default("newest"),
  cursor: PageCursorSchema.optional(),
  limit: PageLimitSchema,
  createdFrom: InstantSchema.optional(),
  createdBefore: InstantSchema.optional(),
  dateFrom: DaySchema.optional(),
  dateTo: DaySchema.optional(),
  /** Only open (`false`) or only completed (`true`) tasks: the Today screen asks for the open ones due by today. */
  completed: z
    .enum(["true", "false"], { error: "validation.invalid" })
    .transform((value) => value === "true")
    .optional()
    .meta({ description: "`false`: only open tasks; `true`: only completed ones; absent: both" }),
  /** Only notes carrying this tag (one of the user's tags: another's or a missing one is a 404). */
  tag: IdSchema.optional().meta({ description: "A tag's id: only the notes carrying it" }),
});
export type NoteListQuery = z.output<typeof NoteListQuerySchema>;

export const TrashListQuerySchema = z.object({ cursor: PageCursorSchema.optional(), limit: PageLimitSchema });
/** The archive (GET /api/notes/archive) is paged as the trash is. */
export const ArchiveListQuerySchema = TrashListQuerySchema;

/** A note in a list: its items stay with the list's own request; a shopping list carries its counts. */
export const NoteSummarySchema = NoteSchema.omit({ items: true }).extend({
  itemsDone: z.number(),
  itemsTotal: z.number(),
});
export type NoteSummary = z.infer<typeof NoteSummarySchema>;

export const NotePageSchema = z.object({ notes: z.array(NoteSummarySchema), nextCursor: z.string().nullable() });
export type NotePage = z.infer<typeof NotePageSchema>;

export const TrashPageSchema = z.object({ notes: z.array(NoteSchema), nextCursor: z.string().nullable() });

/** Notes created per day in a range, days in the viewer's time zone (the notes calendar marks them). */
export const NoteDaysQuerySchema = z.object({
  category: NoteCategorySchema.optional(),
  createdFrom: InstantSchema,
  createdBefore: InstantSchema,
  timeZone: TimeZoneSchema,
});
/** Day (yyyy-MM-dd) → how many notes were created on it; days without notes are left out. */
export const NoteDaysSchema = z.object({ days: z.record(z.string(), z.number()) });
export type NoteDays = z.infer<typeof NoteDaysSchema>;

/** What a full note and a list's entry share: screens that show either take this. */
export type ListedNote = Omit<Note, "items">;
