import {
  type AsyncFlateStreamHandler,
  Unzip,
  type UnzipDecoder,
  type UnzipFile,
  UnzipInflate,
  Zip,
  ZipDeflate,
  ZipPassThrough,
} from "fflate";

/*
 * Quick notes in the zip export (issue 25; the zip of issue 29): the server writes the zip, but only
 * this browser has its quick notes (spec §1), so the browser rewrites the zip with them in data.json,
 * and an import of such a zip reads them back from data.json. Loaded on demand (with fflate) only when
 * a zip is exported or imported. Both stream the zip through fflate: the photos are never unpacked.
 */

const DATA_JSON = "data.json";

/** Output is folded into a Blob every few MB, so the copy is held once (a Blob may live on disk). */
const FOLD_EVERY_BYTES = 4 * 1024 * 1024;

/** Collects a zip as fflate writes it. */
class BlobCollector {
  private readonly parts: Blob[] = [];
  private pending: Uint8Array<ArrayBuffer>[] = [];
  private pendingBytes = 0;

  add(chunk: Uint8Array) {
    // fflate's chunks are backed by plain ArrayBuffers (never shared memory), which Blob takes.
    this.pending.push(chunk as Uint8Array<ArrayBuffer>);
    this.pendingBytes += chunk.byteLength;
    if (this.pendingBytes >= FOLD_EVERY_BYTES) this.fold();
  }

  toBlob(type: string): Blob {
    this.fold();
    return new Blob(this.parts, { type });
  }

  private fold() {
    if (this.pending.length > 0) this.parts.push(new Blob(this.pending));
    this.pending = [];
    this.pendingBytes = 0;
  }
}

/** Feeds a Blob to an Unzip chunk by chunk; stops early once `isDone` says so. */
async function feed(blob: Blob, unzip: Unzip, isDone: () => boolean): Promise<void> {
  const reader = blob.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return unzip.push(new Uint8Array(0), true);
    unzip.push(value);
    if (isDone()) return reader.cancel();
  }
}

/** One entry's bytes gathered into one array (data.json: at most the server's 20 MB). */
function joined(chunks: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}

/** Calls `use` with an entry's whole content once it is unpacked. */
function gather(file: UnzipFile, use: (bytes: Uint8Array) => void, fail: (error: Error) => void) {
  const chunks: Uint8Array[] = [];
  file.ondata = (error, chunk, final) => {
    if (error) return fail(error);
    chunks.push(chunk);
    if (final) use(joined(chunks));
  };
  file.start();
}

/** data.json with `quickNotes` set, written as the JSON export's is (download-export.ts). */
function dataWithQuickNotes(bytes: Uint8Array, quickNotes: unknown): Uint8Array {
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
  } catch (error) {
    // Not the server's JSON (it always is): the entry is kept as it came rather than the zip lost.
    console.warn("Export: data.json is not JSON, so the quick notes could not be added", error);
    return bytes;
  }
  data.quickNotes = quickNotes;
  return new TextEncoder().encode(JSON.stringify(data));
}

/**
 * The server's zip with `quickNotes` added to its data.json. Every other entry (files/<id>.webp) is
 * copied stored, byte for byte, as it streams through; only data.json is unpacked and packed again.
 * Rejects when the zip cannot be read or has no data.json (the caller then saves it as it came).
 */
export async function addQuickNotesToArchive(archive: Blob, quickNotes: unknown): Promise<Blob> {
  const output = new BlobCollector();
  let failure: Error | null = null;
  let written = false;
  let hasData = false;
  const fail = (error: Error) => {
    failure ??= error;
  };
  const zip = new Zip((error, chunk, final) => {
    if (error) return fail(error);
    output.add(chunk);
    if (final) written = true;
  });
  const unzip = new Unzip((file) => {
    if (file.name === DATA_JSON) {
      hasData = true;
      const entry = new ZipDeflate(DATA_JSON, { level: 6 });
      zip.add(entry);
      gather(file, (bytes) => entry.push(dataWithQuickNotes(bytes, quickNotes), true), fail);
      return;
    }
    const copy = new ZipPassThrough(file.name);
    zip.add(copy);
    file.ondata = (error, chunk, final) => (error ? fail(error) : copy.push(chunk, final));
    file.start();
  });
  unzip.register(UnzipInflate);
  await feed(archive, unzip, () => failure !== null);
  zip.end();
  if (failure) throw failure;
  if (!written) throw new Error("The zip ended before its last entry did");
  if (!hasData) throw new Error("The zip has no data.json");
  return output.toBlob(archive.type || "application/zip");
}

/**
 * Inflates data.json only; any other deflated entry is passed over without being unpacked. Every
 * entry is started, as fflate keeps the bytes of one that is not until the end of the zip.
 */
class InflateDataJsonOnly implements UnzipDecoder {
  static compression = 8;
  ondata: AsyncFlateStreamHandler = () => {};
  private readonly inflate: UnzipInflate | null;

  constructor(name: string) {
    this.inflate = name === DATA_JSON ? new UnzipInflate() : null;
    if (this.inflate) this.inflate.ondata = (error, chunk, final) => this.ondata(error, chunk, final);
  }

  push(chunk: Uint8Array, final: boolean) {
    if (this.inflate) this.inflate.push(chunk, final);
    else if (final) this.ondata(null, new Uint8Array(0), true);
  }
}

/**
 * The parsed top-level data.json of a zip, streamed through without unpacking anything else; undefined
 * when it has none (a Google Takeout) or it is not JSON. Rejects when the zip cannot be read.
 */
export async function readArchiveData(archive: Blob): Promise<unknown> {
  let failure: Error | null = null;
  let data: unknown;
  let found = false;
  const fail = (error: Error) => {
    failure ??= error;
  };
  const unzip = new Unzip((file) => {
    if (file.name !== DATA_JSON || found) {
      file.ondata = (error) => error && fail(error);
      return file.start();
    }
    gather(
      file,
      (bytes) => {
        found = true;
        data = parsedOrUndefined(bytes);
      },
      fail,
    );
  });
  unzip.register(InflateDataJsonOnly);
  await feed(archive, unzip, () => found || failure !== null);
  if (failure) throw failure;
  return data;
}

function parsedOrUndefined(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    console.warn("Import: the zip's data.json is not JSON", error);
    return undefined;
  }
}
