import { z } from "zod";
import type { NoteColor } from "../../../../shared/constants.ts";
import type { ExportedNote } from "../../../../shared/schemas/data-export.ts";
import { NOTE_TAGS_MAX } from "../../../../shared/schemas/note.ts";
import { foreignChecklist } from "./foreign-checklist.ts";
import type { TagSet } from "./foreign-source-export.ts";
import { stableId, UNKNOWN_CREATION_TIME } from "./foreign-source-ids.ts";
import { cleanLine, cleanText, joinParagraphs, noteTitle } from "./foreign-source-text.ts";
import type { KeepPhotoRef, Skipped } from "./import-rows.ts";

/**
 * One Google Keep note as Takeout writes it (Takeout/Keep/<title or time>.json): title, textContent
 * or listContent [{ text, isChecked }], labels [{ name }], isTrashed, isArchived, isPinned, color,
 * createdTimestampUsec and userEditedTimestampUsec (microseconds since 1970, a number or a string),
 * attachments [{ filePath, mimetype }] (files beside the note: images become its photos, keep-photos.ts) and
 * annotations (web links, whose addresses join the content). Fields Keep leaves out when unset are optional.
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
    isPinned: z.boolean().optional().default(false),
    color: z.string().optional().default("DEFAULT"),
    createdTimestampUsec: Microseconds.optional(),
    userEditedTimestampUsec: Microseconds.optional(),
    attachments: z
      .array(z.object({ filePath: z.string(), mimetype: z.string().optional() }))
      .optional()
      .default([]),
    annotations: z
      .array(z.object({ url: z.string().optional() }))
      .optional()
      .default([]),
  })
  .refine((note) => note.textContent !== undefined || note.listContent !== undefined || note.attachments.length > 0, {
    message: "neither textContent, listContent nor attachments",
  });
export type KeepNote = z.infer<typeof KeepNoteSchema>;

/**
 * Whether a JSON file is a Keep note at all (what finds the Keep folder, whatever its name): an object
 * with Keep's fields in Keep's types, holding text, a checklist or attachments.
 */
export function looksLikeKeepNote(json: unknown): boolean {
  return typeof json === "object" && json !== null && !Array.isArray(json) && KeepNoteSchema.safeParse(json).success;
}

/** The note (unless there is nothing of it we can keep), its photos, and what of the file was left, with why. */
export type KeepConversion =
  | { note: ExportedNote; photos: KeepPhotoRef[]; skipped: Skipped[] }
  | { skipped: Skipped[] };

/** Keep's image attachments, by declared type or, when Takeout leaves the type out, by extension. */
const IMAGE_NAME = /\.(?:jpe?g|png|webp|gif|heic|heif|avif|tiff?)$/i;
const isImage = (attachment: KeepNote["attachments"][number]) =>
  attachment.mimetype ? attachment.mimetype.startsWith("image/") : IMAGE_NAME.test(attachment.filePath);

/**
 * Text notes and checklists become notes (a checklist's lines its checklist, its labels tags), with pin, colour and archive.
 * Image attachments become the note's photos (read from the zip afterwards); a note of only images is
 * kept, titled with its first image's file name (without the extension). Other attachments (audio,
 * drawings' other files) are skipped and named.
 */
export function keepNoteToExported(fileName: string, keep: KeepNote, tagSet: TagSet, now: number): KeepConversion {
  const folder = fileName.slice(0, fileName.lastIndexOf("/") + 1);
  const images = keep.attachments.filter(isImage);
  const others: Skipped[] = keep.attachments
    .filter((attachment) => !isImage(attachment))
    .map((attachment) => ({
      kind: "file",
      name: `${folder}${attachment.filePath}`,
      reason: "importProblem.attachmentNotPhoto",
    }));
  const fallbackTitle = images[0] ? images[0].filePath.replace(/\.[^.]*$/, "") : "";
  const note = keepNote(fileName, keep, tagSet, now, fallbackTitle);
  if (!note) {
    const reason = keep.attachments.length > 0 ? "importProblem.attachmentsOnly" : "importProblem.emptyNote";
    return { skipped: [{ kind: "file", name: fileName, reason }] };
  }
  const idTime = Date.parse(note.createdAt);
  const photos = images.map((image, index) => ({
    noteId: note.id,
    file: `${folder}${image.filePath}`,
    photoId: stableId("keep-photo", [note.id, image.filePath], idTime + index),
  }));
  return { note, photos, skipped: others };
}

function keepNote(
  fileName: string,
  keep: KeepNote,
  tagSet: TagSet,
  now: number,
  fallbackTitle: string,
): ExportedNote | null {
  const knownMs = toMs(keep.createdTimestampUsec) ?? toMs(keep.userEditedTimestampUsec);
  const createdMs = knownMs ?? now;
  const editedMs = Math.max(toMs(keep.userEditedTimestampUsec) ?? createdMs, createdMs);
  // The file's own name, not its folder: a Takeout unpacked and zipped again keeps its notes' ids.
  const baseName = fileName.slice(fileName.lastIndexOf("/") + 1);
  const idTime = knownMs ?? UNKNOWN_CREATION_TIME;
  const id = stableId("keep-note", [baseName, idTime], idTime);
  // A checklist has listContent; its textContent, when Takeout writes one at all, is empty.
  const isList = keep.listContent !== undefined && (keep.textContent ?? "").trim() === "";
  const lines = (keep.listContent ?? []).map((entry) => ({ text: entry.text, completed: entry.isChecked }));
  // The line's place in the list is in its id's time bits too.
  const { checklist, overflow } = foreignChecklist(isList ? lines : [], (index) =>
    stableId("keep-item", [id, index], idTime + index),
  );
  const links = keep.annotations.flatMap((link) => (link.url ? [link.url] : []));
  const text = joinParagraphs([keep.textContent ?? "", overflow, [...new Set(links)].join("\n")]);
  const title = keepTitle(keep.title, isList ? (checklist[0]?.title ?? "") : text || fallbackTitle);
  if (title === null) return null; // an empty note: nothing to keep
  const tags = keep.labels.map((label) => tagSet.idOf(label.name)).filter((tagId): tagId is string => tagId !== null);
  return {
    id,
    category: "notes",
    title: title.title,
    content: cleanText(joinParagraphs([title.isCut ? keep.title : "", text])),
    completed: false,
    date: null,
    reminder: null,
    createdAt: new Date(createdMs).toISOString(),
    updatedAt: new Date(editedMs).toISOString(),
    completedAt: null,
    trashedAt: keep.isTrashed ? new Date(editedMs).toISOString() : null,
    tags: [...new Set(tags)].slice(0, NOTE_TAGS_MAX),
    items: [],
    pinned: keep.isPinned,
    color: KEEP_COLORS[keep.color] ?? null,
    // Keep writes no time of archiving: the note's last edit stands for it.
    archivedAt: keep.isArchived && !keep.isTrashed ? new Date(editedMs).toISOString() : null,
    checklist,
  };
}

/**
 * Keep's colours on our palette (NOTE_COLORS): its names are the API's (the app shows Coral, Peach,
 * Sand, Mint, Sage, Fog, Storm, Dusk, Blossom, Clay, Chalk); Fog (BLUE) and Storm (CERULEAN) both
 * become blue. DEFAULT, or a name Keep may add later, is no colour.
 */
export const KEEP_COLORS: Readonly<Record<string, NoteColor>> = {
  RED: "red",
  ORANGE: "orange",
  YELLOW: "yellow",
  GREEN: "green",
  TEAL: "teal",
  BLUE: "blue",
  CERULEAN: "blue",
  PURPLE: "purple",
  PINK: "pink",
  BROWN: "brown",
  GRAY: "gray",
};

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
