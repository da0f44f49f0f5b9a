import type { z } from "zod";
import {
  type DataExportEnvelopeSchema,
  type ExportedNote,
  ExportedNoteSchema,
  type ExportedPlannerDay,
  ExportedPlannerDaySchema,
  type ExportedRememberedItem,
  ExportedRememberedItemSchema,
  type ExportedTag,
  ExportedTagSchema,
  type ImportSummary,
  skippedKindOf,
} from "../../../../shared/schemas/data-export.ts";
import { ITEM_CATEGORY_MAX } from "../../../../shared/schemas/note.ts";
import { storableLine } from "../../../../shared/schemas/storable-text.ts";

export type Skipped = ImportSummary["skipped"][number];

/** An image beside a Keep note, to be stored as the imported note's photo (keep-photos.ts). */
export type KeepPhotoRef = { noteId: string; file: string; photoId: string };

/** A photo of a Poriadok zip export (files/<id>.webp), stored as it is on its imported note (archive-photos.ts). */
export type ArchivePhotoRef = { noteId: string; file: string; photoId: string };

/** The rows of a file that obey the normal API's rules, and what was left out and why. */
export type CheckedRows = {
  tags: ExportedTag[];
  notes: ExportedNote[];
  plannerDays: ExportedPlannerDay[];
  categories: string[];
  /** The add field's memory (issue 25); an unreadable entry is dropped quietly, as it is only a hint. */
  rememberedItems: ExportedRememberedItem[];
  skipped: Skipped[];
  /** A Keep Takeout's images, each to be stored as its note's photo once the notes are written (keep-photos.ts). */
  photos?: KeepPhotoRef[];
  /** A Poriadok zip export's photos (GET /api/export/archive), stored once the notes are written. */
  archivePhotos?: ArchivePhotoRef[];
};

const CategorySchema = storableLine().min(1, "validation.required").max(ITEM_CATEGORY_MAX, "validation.tooLong");

/**
 * Checks each row on its own (shared/schemas/data-export.ts), so one note over a limit is skipped
 * with its reason while the rest come in. A second row with an id already seen in the file is
 * skipped as a duplicate: ids are the rows' identity.
 */
export function checkRows(file: z.output<typeof DataExportEnvelopeSchema>): CheckedRows {
  const skipped: Skipped[] = [];
  const tags = checkEach(file.tags, ExportedTagSchema, skipped, () => "tag");
  const notes = checkEach(file.notes, ExportedNoteSchema, skipped, (raw) => skippedKindOf(field(raw, "category")));
  const plannerDays = checkEach(file.plannerHours, ExportedPlannerDaySchema, skipped, () => "plannerDay");
  const categories = checkEach(file.shoppingCategoryOrder, CategorySchema, skipped, () => "category");
  return {
    tags: uniqueBy(
      tags,
      (tag) => tag.id,
      (tag) => skipped.push(duplicate("tag", tag.name)),
    ),
    notes: withUniqueItems(
      uniqueBy(
        notes,
        (note) => note.id,
        (note) => skipped.push(duplicate(skippedKindOf(note.category), note.title)),
      ),
      skipped,
    ),
    plannerDays: uniqueBy(
      plannerDays,
      (day) => day.date,
      (day) => skipped.push(duplicate("plannerDay", day.date)),
    ),
    categories: [...new Set(categories)],
    rememberedItems: file.rememberedItems.flatMap((raw) => {
      const checked = ExportedRememberedItemSchema.safeParse(raw);
      return checked.success ? [checked.data] : [];
    }),
    skipped,
  };
}

/** An item id met again (in another list of the file) is left out of the later list. */
function withUniqueItems(notes: ExportedNote[], skipped: Skipped[]): ExportedNote[] {
  const seen = new Set<string>();
  return notes.map((note) => ({
    ...note,
    items: uniqueBy(
      note.items,
      (item) => item.id,
      (item) => skipped.push(duplicate("list", `${note.title}: ${item.name}`)),
      seen,
    ),
  }));
}

function checkEach<Row>(
  rows: unknown[],
  schema: z.ZodType<Row>,
  skipped: Skipped[],
  kindOf: (raw: unknown) => Skipped["kind"],
): Row[] {
  const valid: Row[] = [];
  for (const raw of rows) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) valid.push(parsed.data);
    else skipped.push({ kind: kindOf(raw), name: nameOf(raw), reason: reasonOf(parsed.error) });
  }
  return valid;
}

/** The first problem's translation key (errors.json, validation.*). */
function reasonOf(error: z.ZodError): string {
  const message = error.issues[0]?.message ?? "";
  return message.startsWith("validation.") ? message : "validation.invalid";
}

/** What the summary calls a skipped row: its title, name or date, cut short (it is shown to the user). */
function nameOf(raw: unknown): string {
  if (typeof raw === "string") return raw.slice(0, 100);
  const name = field(raw, "title") ?? field(raw, "name") ?? field(raw, "date") ?? field(raw, "id");
  return typeof name === "string" ? name.slice(0, 100) : "";
}

function field(raw: unknown, key: string): unknown {
  return typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>)[key] : undefined;
}

function duplicate(kind: Skipped["kind"], name: string): Skipped {
  return { kind, name, reason: "validation.duplicate" };
}

function uniqueBy<Row>(
  rows: Row[],
  keyOf: (row: Row) => string,
  onDuplicate: (row: Row) => void,
  seen = new Set<string>(),
): Row[] {
  return rows.filter((row) => {
    const key = keyOf(row);
    if (seen.has(key)) {
      onDuplicate(row);
      return false;
    }
    seen.add(key);
    return true;
  });
}
