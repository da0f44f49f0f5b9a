import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { IMPORT_ZIP_MAX_BYTES, megabytes } from "../../../../shared/import-limits.ts";
import { AppError } from "../../../errors.ts";

/**
 * A Takeout zip sent as the request's body, streamed to a temporary file under the data directory
 * (DATA_DIR/import-uploads/, mode 0700) a chunk at a time — never the whole archive in memory — and
 * counted on the way: a declared Content-Length over the limit is refused before a byte is read, a
 * body that passes the limit as it streams is refused there, its file removed. `use` gets the file's
 * path; the file is removed when it returns or throws, whatever happens. A file an instance left
 * behind (a crash mid-import) is removed by the next upload once it is a day old.
 */
const UPLOADS_DIR = "import-uploads";
const STALE_MS = 24 * 60 * 60 * 1000;

export async function withUploadedZip<T>(
  upload: { body: ReadableStream<Uint8Array> | null; contentLength: string | undefined; dataDir: string },
  use: (zipPath: string) => Promise<T>,
  maxBytes = IMPORT_ZIP_MAX_BYTES,
): Promise<T> {
  const declared = Number(upload.contentLength);
  if (upload.contentLength !== undefined && Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!upload.body) throw new AppError("validation_failed", 400, "Send the zip archive as the request's body.");
  const directory = path.join(upload.dataDir, UPLOADS_DIR);
  await mkdir(directory, { recursive: true, mode: 0o700 });
  await removeStale(directory);
  const zipPath = path.join(directory, `${randomUUID()}.zip`);
  try {
    await pipeline(
      Readable.fromWeb(upload.body as WebReadableStream<Uint8Array>),
      countingUpTo(maxBytes),
      createWriteStream(zipPath, { mode: 0o600 }),
    );
    return await use(zipPath);
  } finally {
    await rm(zipPath, { force: true });
  }
}

function countingUpTo(maxBytes: number): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > maxBytes) callback(tooLarge(maxBytes));
      else callback(null, chunk);
    },
  });
}

async function removeStale(directory: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(directory).catch(() => [])) {
    const file = path.join(directory, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > STALE_MS) await rm(file, { force: true });
  }
}

export function tooLarge(maxBytes = IMPORT_ZIP_MAX_BYTES): AppError {
  return new AppError("import_zip_upload_too_large", 413, `The zip archive is larger than ${megabytes(maxBytes)}.`, {
    maxMegabytes: Math.round(maxBytes / (1024 * 1024)),
  });
}
