import type { PassThrough } from "node:stream";
import yazl from "yazl";
import type { DataExport } from "../../../../shared/schemas/data-export.ts";
import { userPhotos } from "../../photos/index.ts";
import { type ExportScope, readDataExport } from "./export-reader.ts";

/**
 * The zip export (GET /api/export/archive): `data.json` — the export file, each note listing its
 * photos — and `files/<photoId>.webp`, the stored WebP of each photo byte for byte (import keeps it
 * as it is: no second re-encoding). The rows are read first, in one snapshot; the photos then stream
 * into the zip one at a time, the next read from the database only once the client has taken the one
 * before, so a person's 500 MB of photos are never in memory together. data.json is written last and
 * names only the photos that were written (one deleted meanwhile is left out of both).
 */
export async function exportArchive(scope: ExportScope, now = new Date()) {
  const data = await readDataExport(scope, now, true);
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as PassThrough;
  void writeArchive(scope, data, zip).catch((error: unknown) => {
    // The headers are sent: a failure mid-way can only cut the download, which the client sees as damaged.
    console.error("export archive: writing the zip failed", error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { data, stream: output };
}

/**
 * How many photos the user's notes hold: sent beside the JSON export (`Poriadok-Photos`) so the web
 * app knows the JSON leaves something out and takes the zip instead.
 */
export async function photoCount(scope: ExportScope): Promise<number> {
  const { count } = await scope.db
    .selectFrom("note_photos")
    .innerJoin("notes", "notes.id", "note_photos.note_id")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("notes.user_id", "=", scope.userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function writeArchive(scope: ExportScope, data: DataExport, zip: yazl.ZipFile): Promise<void> {
  const output = zip.outputStream as PassThrough;
  const wanted = new Set(data.notes.flatMap((note) => (note.photos ?? []).map((photo) => photo.id)));
  const written = new Set<string>();
  const mtime = new Date(data.exportedAt);
  for await (const photo of userPhotos(scope.db, scope.userId)) {
    if (output.destroyed) return;
    if (!wanted.has(photo.id)) continue;
    // WebP does not compress further: stored, so an entry is its bytes as they are.
    const bytes = Buffer.from(photo.data.buffer, photo.data.byteOffset, photo.data.byteLength);
    zip.addBuffer(bytes, `files/${photo.id}.webp`, { compress: false, mtime });
    written.add(photo.id);
    await taken(output);
  }
  if (output.destroyed) return;
  const notes = data.notes.map((note) => ({
    ...note,
    photos: (note.photos ?? []).filter((photo) => written.has(photo.id)),
  }));
  zip.addBuffer(Buffer.from(JSON.stringify({ ...data, notes }, null, 2)), "data.json", { mtime });
  zip.end();
}

/** Resolves once what was written is on its way to the client (or the client has gone). */
async function taken(output: PassThrough): Promise<void> {
  // yazl writes an entry's bytes when its turn comes, on this or the next turn of the event loop.
  await new Promise((resolve) => setImmediate(resolve));
  while (output.writableNeedDrain && !output.destroyed) {
    await new Promise<void>((resolve) => {
      const done = () => {
        output.off("drain", done);
        output.off("close", done);
        resolve();
      };
      output.once("drain", done);
      output.once("close", done);
    });
  }
}
