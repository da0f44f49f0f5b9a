import type { ExportedNote } from "../../../../shared/schemas/data-export.ts";
import { AppError } from "../../../errors.ts";
import { type Conversion, createTagSet, foreignSourceExport } from "./foreign-source-export.ts";
import type { KeepPhotoRef, Skipped } from "./import-rows.ts";
import { nestsDeeperThan } from "./json-depth.ts";
import { type KeepNote, KeepNoteSchema, keepNoteToExported, looksLikeKeepNote } from "./keep-note.ts";
import { readZipEntries, type ZipFileEntry, type ZipSource } from "./zip-entries.ts";

/**
 * A Google Takeout zip as an export file. Takeout writes each Keep note twice, as
 * Takeout/<folder>/<name>.json and .html, beside its attachments and Labels.txt. The folder is named
 * in the account's language ("Keep", "Google Keep", "Google Notizen", "Заметки Google Keep"…), so it
 * is found by what it holds: every `*.json` directly in a folder of `Takeout/` (or in a top-level
 * folder, for a Keep folder zipped again on its own) is read, and a folder is Keep's when one of its
 * JSON files has a Keep note's shape. Only those JSON files are unpacked (the rest is never inflated),
 * within the archive limits of zip-entries.ts. A note of a Keep folder that cannot be read refuses the
 * whole import and is named in the refusal, so nothing is half-imported.
 */
const FOLDER_JSON = /^(?:Takeout\/)?[^/]+\/[^/]+\.json$/i;
/** How many unreadable files a refusal names; the rest are counted. */
const NAMED_MAX = 50;

export async function readKeepTakeout(zip: ZipSource, now = Date.now()): Promise<Conversion> {
  const files = keepFiles(await readZipEntries(zip, (name) => FOLDER_JSON.test(name)));
  if (files.length === 0)
    throw new AppError(
      "import_not_keep_takeout",
      400,
      "No Google Keep notes (Takeout/<Keep folder>/*.json) in this zip archive.",
    );
  const exportedAt = new Date(now).toISOString();
  const tagSet = createTagSet(exportedAt);
  const notes: ExportedNote[] = [];
  const skipped: Skipped[] = [];
  const photos: KeepPhotoRef[] = [];
  const unreadable: { file: string; reason: string }[] = [];
  for (const file of files) {
    const keep = typeof file.json === "string" ? file.json : parseKeepNote(file.json);
    if (typeof keep === "string") {
      unreadable.push({ file: file.name, reason: keep });
      continue;
    }
    const converted = keepNoteToExported(file.name, keep, tagSet, now);
    if ("note" in converted) {
      notes.push(converted.note);
      photos.push(...converted.photos);
    }
    skipped.push(...converted.skipped);
  }
  if (unreadable.length > 0)
    throw new AppError(
      "import_keep_unreadable",
      400,
      `${unreadable.length} note file(s) in the archive could not be read.`,
      unreadable.slice(0, NAMED_MAX),
    );
  return { file: foreignSourceExport(notes, tagSet.tags, exportedAt), skipped, photos };
}

type ReadFile = { name: string; json: unknown };

/** The JSON files of the folders that hold Keep notes; a file's `json` is why it could not be read, if it could not. */
function keepFiles(entries: ZipFileEntry[]): ReadFile[] {
  const read = entries.map((entry) => ({ name: entry.name, json: readJson(entry.data) }));
  const keepFolders = new Set(
    read
      .filter((file) => typeof file.json !== "string" && looksLikeKeepNote(file.json))
      .map((file) => folderOf(file.name)),
  );
  return read.filter((file) => keepFolders.has(folderOf(file.name)));
}

function folderOf(name: string): string {
  return name.slice(0, name.lastIndexOf("/"));
}

/** The parsed JSON, or why it could not be parsed (a key of errors.json, shown beside the file's name). */
function readJson(data: Buffer): unknown {
  if (nestsDeeperThan(data)) return "importProblem.tooDeep";
  try {
    const json: unknown = JSON.parse(data.toString("utf8").replace(/^\uFEFF/, ""));
    // A JSON string would read as a reason: no Keep note is one.
    return typeof json === "string" ? {} : json;
  } catch {
    return "importProblem.notJson";
  }
}

function parseKeepNote(json: unknown): KeepNote | string {
  const parsed = KeepNoteSchema.safeParse(json);
  return parsed.success ? parsed.data : "importProblem.notKeepNote";
}
