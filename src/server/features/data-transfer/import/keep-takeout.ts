import type { DataExport, ExportedNote } from "../../../../shared/schemas/data-export.ts";
import { AppError } from "../../../errors.ts";
import { createTagSet, foreignSourceExport } from "./foreign-source-export.ts";
import { nestsDeeperThan } from "./json-depth.ts";
import { type KeepNote, KeepNoteSchema, keepNoteToExported } from "./keep-note.ts";
import { readZipEntries } from "./zip-entries.ts";

/**
 * A Google Takeout zip as an export file. Takeout writes each Keep note twice, as
 * Takeout/Keep/<name>.json and .html, beside its attachments and Labels.txt; only the JSON files are
 * unpacked (the rest is never inflated). A note that cannot be read refuses the whole import and is
 * named in the refusal, so nothing is half-imported.
 */
const KEEP_NOTE_FILE = /(^|\/)Keep\/[^/]+\.json$/;
/** How many unreadable files a refusal names; the rest are counted. */
const NAMED_MAX = 50;

export async function readKeepTakeout(zip: Uint8Array, now = Date.now()): Promise<DataExport> {
  const files = await readZipEntries(zip, (name) => KEEP_NOTE_FILE.test(name));
  if (files.length === 0)
    throw new AppError(
      "import_not_keep_takeout",
      400,
      "No Google Keep notes (Takeout/Keep/*.json) in this zip archive.",
    );
  const exportedAt = new Date(now).toISOString();
  const tagSet = createTagSet(exportedAt);
  const notes: ExportedNote[] = [];
  const unreadable: { file: string; reason: string }[] = [];
  for (const file of files) {
    const keep = parseKeepNote(file.data);
    if (typeof keep === "string") {
      unreadable.push({ file: file.name, reason: keep });
      continue;
    }
    const note = keepNoteToExported(file.name, keep, tagSet, now);
    if (note) notes.push(note);
  }
  if (unreadable.length > 0)
    throw new AppError(
      "import_keep_unreadable",
      400,
      `${unreadable.length} note file(s) in the archive could not be read.`,
      unreadable.slice(0, NAMED_MAX),
    );
  return foreignSourceExport(notes, tagSet.tags, exportedAt);
}

/** The note, or why it could not be read (a key of errors.json, shown beside the file's name). */
function parseKeepNote(data: Buffer): KeepNote | string {
  if (nestsDeeperThan(data)) return "importProblem.tooDeep";
  let json: unknown;
  try {
    json = JSON.parse(data.toString("utf8"));
  } catch {
    return "importProblem.notJson";
  }
  const parsed = KeepNoteSchema.safeParse(json);
  return parsed.success ? parsed.data : "importProblem.notKeepNote";
}
