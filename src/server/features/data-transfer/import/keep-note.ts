import { z } from "zod";
import type { ExportedItem, ExportedNote } from "../../../../shared/schemas/data-export.ts";
import { NOTE_ITEMS_MAX, NOTE_TAGS_MAX } from "../../../../shared/schemas/note.ts";
import type { TagSet } from "./foreign-source-export.ts";
import { stableId, UNKNOWN_CREATION_TIME } from "./foreign-source-ids.ts";
import { cleanLine, cleanText, itemName, joinParagraphs, noteTitle } from "./foreign-source-text.ts";

/**
 * One Google Keep note as Takeout writes it (Takeout/Keep/<title or time>.json): title, textContent
 * or listContent [{ text, isChecked }], labels [{ name }], isTrashed, isArchived, isPinned, color,
 * createdTimestampUsec and userEditedTimestampUsec (microseconds since 1970, a number or a string),
 * attachments and annotations (links), which we leave. Fields Keep leaves out when unset are optional.
 */
const Microseconds = z.union([z.number(), z.string().regex(/^\d+$/)]).transform(Number);

export const KeepNoteSchema = z
  .object({
    title: z.string().optional().default(""),
    textContent: z.string().optional(),
    listContent: z.array(z.object({ text: z.string().default(""), isChecked: z.boolean().default(false) })).optional(),
    labels: z
      .array(z.object({ name: z.string() }))
      .optional()
      .default([]),
    isTrashed: z.boolean().optional().default(false),
    isArchived: z.boolean().optional().default(false),
    createdTimestampUsec: Microseconds.optional(),
    userEditedTimestampUsec: Microseconds.optional(),
  })
  .refine((note) => note.textContent !== undefined || note.listContent !== undefined, {
    message: "neither textContent nor listContent",
  });
export type KeepNote = z.infer<typeof KeepNoteSchema>;

/** Text notes become notes, checklists shopping lists (ticked → bought); archived is simply a note. */
export function keepNoteToExported(fileName: string, keep: KeepNote, tagSet: TagSet, now: number): ExportedNote | null {
  const knownMs = toMs(keep.createdTimestampUsec) ?? toMs(keep.userEditedTimestampUsec);
  const createdMs = knownMs ?? now;
  const editedMs = Math.max(toMs(keep.userEditedTimestampUsec) ?? createdMs, createdMs);
  // The file's own name, not its folder: a Takeout unpacked and zipped again keeps its notes' ids.
  const baseName = fileName.slice(fileName.lastIndexOf("/") + 1);
  const idTime = knownMs ?? UNKNOWN_CREATION_TIME;
  const id = stableId("keep-note", [baseName, idTime], idTime);
  // A checklist has listContent; its textContent, when Takeout writes one at all, is empty.
  const isList = keep.listContent !== undefined && (keep.textContent ?? "").trim() === "";
  const base = {
    id,
    completed: false,
    date: null,
    reminder: null,
    createdAt: new Date(createdMs).toISOString(),
    updatedAt: new Date(editedMs).toISOString(),
    completedAt: null,
    trashedAt: keep.isTrashed ? new Date(editedMs).toISOString() : null,
  };
  if (isList) return keepList(keep, base, { createdMs, idTime });
  const text = keep.textContent ?? "";
  const title = keepTitle(keep.title, text);
  if (title === null) return null; // an empty note: nothing to keep
  const tags = keep.labels.map((label) => tagSet.idOf(label.name)).filter((tagId): tagId is string => tagId !== null);
  return {
    ...base,
    category: "notes",
    title: title.title,
    content: cleanText(joinParagraphs([title.isCut ? keep.title : "", text])),
    tags: [...new Set(tags)].slice(0, NOTE_TAGS_MAX),
    items: [],
  };
}

/**
 * A checklist as a shopping list. Our lists carry no tags (spec), so its labels stay in Keep; items
 * past our 500 per list stay in the content rather than being lost.
 */
function keepList(
  keep: KeepNote,
  base: Omit<ExportedNote, "category" | "title" | "content" | "tags" | "items">,
  { createdMs, idTime }: { createdMs: number; idTime: number },
): ExportedNote | null {
  const entries = (keep.listContent ?? []).filter((entry) => cleanLine(entry.text) !== "");
  const title = keepTitle(keep.title, entries[0]?.text ?? "");
  if (title === null) return null;
  const items: ExportedItem[] = entries.slice(0, NOTE_ITEMS_MAX).map((entry, index) => ({
    // The item's place in the list is in its time bits, so ordering by id keeps Keep's order.
    id: stableId("keep-item", [base.id, index], idTime + index),
    name: itemName(entry.text),
    completed: entry.isChecked,
    category: null,
    createdAt: new Date(createdMs + index).toISOString(),
  }));
  const overflow = entries
    .slice(NOTE_ITEMS_MAX)
    .map((entry) => `${entry.isChecked ? "☑" : "☐"} ${cleanLine(entry.text)}`);
  return {
    ...base,
    category: "shopping",
    title: title.title,
    content: cleanText(joinParagraphs([title.isCut ? keep.title : "", overflow.join("\n")])),
    tags: [],
    items,
  };
}

/** Keep's title, or else the first line of the text (as Keep shows an untitled note); null if both are empty. */
function keepTitle(title: string, text: string) {
  const own = noteTitle(title);
  if (own.title !== "") return own;
  const firstLine = cleanLine(text.split("\n").find((line) => line.trim() !== "") ?? "");
  if (firstLine === "") return null;
  return { title: noteTitle(firstLine).title, isCut: false };
}

function toMs(microseconds: number | undefined): number | null {
  if (microseconds === undefined || !Number.isFinite(microseconds) || microseconds <= 0) return null;
  return Math.floor(microseconds / 1000);
}
