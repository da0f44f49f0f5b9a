import type { Readable } from "node:stream";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { AppError } from "../../../errors.ts";

/**
 * Reads the wanted files of an uploaded zip — from memory, or from the temporary file a large upload
 * was streamed to (import-upload-file.ts), entry by entry, never the whole archive — refusing a
 * hostile archive before it costs memory or time:
 *  - an entry named with an absolute path or a `..` segment (path traversal), by yauzl's own check;
 *  - more entries than `maxEntries` (the directory's count is read before any entry);
 *  - more than `maxTotalBytes` claimed by all entries together (read from the directory);
 *  - a wanted entry over `maxEntryBytes`, or the wanted entries together over `maxReadBytes`, once
 *    unpacked: first by the size the entry claims, then by the bytes that really come out while
 *    inflating, chunk by chunk, before the entry is ever whole in memory — a zip bomb whose header lies
 *    about its size is stopped by yauzl's validateEntrySizes at the first byte past its claim, and by
 *    our count past the cap.
 * Anything yauzl cannot read (not a zip, damaged, encrypted) is one "unreadable" refusal.
 */
export type ZipLimits = { maxEntries: number; maxTotalBytes: number; maxEntryBytes: number; maxReadBytes: number };
export type ZipFileEntry = { name: string; data: Buffer };
/** An archive in memory, or the path of one on disk (read through yauzl's random access, a piece at a time). */
export type ZipSource = Uint8Array | { path: string };

/**
 * A Keep note's JSON is a few kilobytes (Keep itself stops a note at about 20,000 characters), so 1 MB
 * a note is far above any real one; 5,000 such notes are about 15 MB, under the 32 MB read in all.
 * A Takeout with photos (up to 500 MB as uploaded) holds three or four files a note and claims about
 * its own size unpacked, as photos do not compress: 50,000 files and 2 GB claimed leave room for the
 * largest, while a directory claiming more is refused before anything is inflated.
 */
export const ZIP_LIMITS: ZipLimits = {
  maxEntries: 50_000,
  maxTotalBytes: 2 * 1024 * 1024 * 1024,
  maxEntryBytes: 1024 * 1024,
  maxReadBytes: 32 * 1024 * 1024,
};

export async function readZipEntries(
  zip: ZipSource,
  isWanted: (name: string) => boolean,
  limits: ZipLimits = ZIP_LIMITS,
): Promise<ZipFileEntry[]> {
  const zipFile = await openZip(zip);
  try {
    if (zipFile.entryCount > limits.maxEntries) throw tooManyEntries(limits);
    return await collectEntries(zipFile, isWanted, limits);
  } finally {
    zipFile.close();
  }
}

export function openZip(zip: ZipSource): Promise<ZipFile> {
  // decodeStrings: false so an unsafe name reaches us as an entry we can name in the refusal,
  // instead of a bare error event; the name is decoded and checked below with yauzl's own functions.
  // autoClose: false, as readZipEntries closes the file itself whatever happens.
  const options = { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false };
  return new Promise((resolve, reject) => {
    const opened = (error: Error | null, zipFile?: ZipFile) => {
      if (error || !zipFile) reject(unreadable());
      else resolve(zipFile);
    };
    if ("path" in zip) yauzl.open(zip.path, options, opened);
    else yauzl.fromBuffer(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength), options, opened);
  });
}

function collectEntries(zipFile: ZipFile, isWanted: (name: string) => boolean, limits: ZipLimits) {
  return new Promise<ZipFileEntry[]>((resolve, reject) => {
    const wanted: ZipFileEntry[] = [];
    let claimedBytes = 0;
    let unpackedBytes = 0;
    const fail = (error: unknown) => {
      zipFile.removeAllListeners("entry");
      reject(error instanceof AppError ? error : unreadable());
    };
    zipFile.on("error", fail);
    zipFile.on("end", () => resolve(wanted));
    zipFile.on("entry", (entry: Entry) => {
      const name = entryName(entry);
      if (yauzl.validateFileName(name) !== null) return fail(unsafePath(name));
      claimedBytes += entry.uncompressedSize;
      if (claimedBytes > limits.maxTotalBytes) return fail(tooLarge(limits.maxTotalBytes));
      if (name.endsWith("/") || !isWanted(name)) return zipFile.readEntry();
      if (entry.uncompressedSize > limits.maxEntryBytes) return fail(entryTooLarge(name, limits));
      let entryBytes = 0;
      const countBytes = (chunk: Buffer): ReadVerdict => {
        entryBytes += chunk.length;
        unpackedBytes += chunk.length;
        if (entryBytes > limits.maxEntryBytes) return "entry over";
        return unpackedBytes > limits.maxReadBytes ? "archive over" : "go on";
      };
      readEntry(zipFile, entry, countBytes)
        .then((data) => {
          if (data === "entry over") return fail(entryTooLarge(name, limits));
          if (data === "archive over") return fail(tooLarge(limits.maxReadBytes));
          wanted.push({ name, data });
          zipFile.readEntry();
        })
        .catch(fail);
    });
    zipFile.readEntry();
  });
}

export function entryName(entry: Entry): string {
  // With decodeStrings off, fileName is the raw bytes; this is yauzl's own decoding (UTF-8 flag,
  // Info-ZIP Unicode path field, else CP437) and its "\" → "/" normalisation.
  const raw = entry.fileName as unknown as Buffer;
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, false);
}

export type ReadVerdict = "go on" | "entry over" | "archive over";

/** The entry's bytes, or which cap `countBytes` says is passed, as soon as it is. */
export function readEntry(zipFile: ZipFile, entry: Entry, countBytes: (chunk: Buffer) => ReadVerdict) {
  return new Promise<Buffer | Exclude<ReadVerdict, "go on">>((resolve, reject) => {
    zipFile.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(unreadable());
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        const verdict = countBytes(chunk);
        if (verdict === "go on") return void chunks.push(chunk);
        stopReading(stream);
        resolve(verdict);
      });
      // validateEntrySizes' "too many bytes" is a header that lied: a bomb, not a damaged file.
      stream.on("error", (streamError) =>
        reject(/too many bytes/.test(streamError.message) ? tooLargeLiar(entry) : unreadable()),
      );
      stream.on("end", () => resolve(Buffer.concat(chunks)));
    });
  });
}

function stopReading(stream: Readable) {
  stream.removeAllListeners("data");
  stream.on("error", () => {}); // the refusal is already given; a late inflate error changes nothing
  stream.destroy();
}

function unreadable() {
  return new AppError("import_zip_unreadable", 400, "This file is not a zip archive, or it is damaged.");
}

function unsafePath(name: string) {
  return new AppError("import_zip_unsafe_path", 400, "The zip archive names a file outside its own folder.", [name]);
}

function tooManyEntries(limits: ZipLimits) {
  return new AppError(
    "import_zip_too_many_entries",
    400,
    `The zip archive holds more than ${limits.maxEntries} files.`,
    { maxEntries: limits.maxEntries },
  );
}

function tooLarge(maxBytes: number) {
  const megabytes = Math.round(maxBytes / (1024 * 1024));
  return new AppError("import_zip_too_large", 413, `The zip archive unpacks to more than ${megabytes} MB.`, {
    maxMegabytes: megabytes,
  });
}

/** The same refusal as tooLarge: a header that lies about its size is how a zip bomb hides. */
function tooLargeLiar(entry: Entry) {
  return new AppError("import_zip_too_large", 413, "A file in the zip archive unpacks to more than it claims.", {
    claimedBytes: entry.uncompressedSize,
  });
}

/** One file over its own cap: named, so the user sees which (a Keep note is a few kilobytes). */
function entryTooLarge(name: string, limits: ZipLimits) {
  const megabytes = Math.round(limits.maxEntryBytes / (1024 * 1024));
  return new AppError(
    "import_zip_entry_too_large",
    413,
    `A file in the zip archive unpacks to more than ${megabytes} MB.`,
    [{ file: name, reason: "importProblem.entryTooLarge" }],
  );
}
