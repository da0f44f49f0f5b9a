import type { Readable } from "node:stream";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { AppError } from "../../../errors.ts";

/**
 * Reads the wanted files of an uploaded zip in memory (nothing is ever written to disk), refusing a
 * hostile archive before it costs memory or time:
 *  - an entry named with an absolute path or a `..` segment (path traversal), by yauzl's own check;
 *  - more entries than `maxEntries` (the directory's count is read before any entry);
 *  - more than `maxTotalBytes` once unpacked: first by the sizes the entries claim, then by the bytes
 *    that really come out while inflating — a zip bomb whose header lies about its size is stopped
 *    by yauzl's validateEntrySizes at the first byte past its claim, and by our count past the cap.
 * Anything yauzl cannot read (not a zip, damaged, encrypted) is one "unreadable" refusal.
 */
export type ZipLimits = { maxEntries: number; maxTotalBytes: number };
export type ZipFileEntry = { name: string; data: Buffer };

export const ZIP_LIMITS: ZipLimits = { maxEntries: 10_000, maxTotalBytes: 100 * 1024 * 1024 };

export async function readZipEntries(
  zip: Uint8Array,
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

function openZip(zip: Uint8Array): Promise<ZipFile> {
  const buffer = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  // decodeStrings: false so an unsafe name reaches us as an entry we can name in the refusal,
  // instead of a bare error event; the name is decoded and checked below with yauzl's own functions.
  const options = { lazyEntries: true, decodeStrings: false, validateEntrySizes: true };
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, options, (error, zipFile) => {
      if (error || !zipFile) reject(unreadable());
      else resolve(zipFile);
    });
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
      if (claimedBytes > limits.maxTotalBytes) return fail(tooLarge(limits));
      if (name.endsWith("/") || !isWanted(name)) return zipFile.readEntry();
      const countBytes = (chunk: Buffer) => {
        unpackedBytes += chunk.length;
        return unpackedBytes <= limits.maxTotalBytes;
      };
      readEntry(zipFile, entry, countBytes)
        .then((data) => {
          if (data === "over") return fail(tooLarge(limits));
          wanted.push({ name, data });
          zipFile.readEntry();
        })
        .catch(fail);
    });
    zipFile.readEntry();
  });
}

function entryName(entry: Entry): string {
  // With decodeStrings off, fileName is the raw bytes; this is yauzl's own decoding (UTF-8 flag,
  // Info-ZIP Unicode path field, else CP437) and its "\" → "/" normalisation.
  const raw = entry.fileName as unknown as Buffer;
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, false);
}

/** The entry's bytes, or "over" as soon as `countBytes` says the archive's cap is passed. */
function readEntry(zipFile: ZipFile, entry: Entry, countBytes: (chunk: Buffer) => boolean) {
  return new Promise<Buffer | "over">((resolve, reject) => {
    zipFile.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(unreadable());
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        if (countBytes(chunk)) return void chunks.push(chunk);
        stopReading(stream);
        resolve("over");
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

function tooLarge(limits: ZipLimits) {
  const megabytes = Math.round(limits.maxTotalBytes / (1024 * 1024));
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
