import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { AppError } from "../../../errors.ts";
import { oneNoteExport } from "../../../test-support/data-transfer.ts";
import type { ImportUpload } from "./import-sources.ts";
import { type ParseLimits, readImportOffThread } from "./read-import-off-thread.ts";

const encode = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;

async function refusal(upload: ImportUpload, limits?: ParseLimits): Promise<AppError> {
  const error = await readImportOffThread(upload, limits).then(
    () => new Error("expected a refusal"),
    (thrown: unknown) => thrown,
  );
  if (error instanceof AppError) return error;
  throw error;
}

/** An export of `count` notes: about 370 bytes a note of JSON. */
function exportOf(count: number): string {
  const file = oneNoteExport(uuidv7(), "Note");
  const [note] = file.notes;
  return JSON.stringify({ ...file, notes: Array.from({ length: count }, () => ({ ...note, id: uuidv7() })) });
}

/** A heap far too small for a 10 MB export, and little time: each a constant, so each one worker. */
const SMALL_HEAP: ParseLimits = { maxHeapMb: 16, timeoutMs: 60_000, idleMs: 1_000 };
const NO_TIME: ParseLimits = { maxHeapMb: 128, timeoutMs: 1, idleMs: 1_000 };

describe("reading an import on the worker thread", () => {
  it("answers the checked rows, handing the upload over", async () => {
    const bytes = encode(exportOf(3));
    const rows = await readImportOffThread({ source: "poriadok", bytes });
    expect(rows.notes.map((note) => note.title)).toEqual(["Note", "Note", "Note"]);
    expect(rows.skipped).toEqual([]);
    expect(bytes.byteLength).toBe(0); // transferred, not copied
  });

  it("passes the reader's refusal on with its status, code and details", async () => {
    const error = await refusal({ source: "poriadok", bytes: encode(`{"notes":${"[".repeat(65)}${"]".repeat(65)}}`) });
    expect([error.status, error.code, error.details]).toEqual([
      400,
      "import_invalid_file",
      [{ field: "", message: "importProblem.tooDeep" }],
    ]);
    const todoist = await refusal({ source: "todoist", bytes: encode("a,b\n1,2\n") });
    expect([todoist.status, todoist.code]).toEqual([400, "import_not_todoist"]);
  });

  it("refuses a file that needs more heap or time than the worker has, and reads the next file", async () => {
    const heavy = await refusal({ source: "poriadok", bytes: encode(exportOf(30_000)) }, SMALL_HEAP);
    expect([heavy.status, heavy.code]).toEqual([413, "import_file_too_complex"]);
    const slow = await refusal({ source: "poriadok", bytes: encode(exportOf(1)) }, NO_TIME);
    expect([slow.status, slow.code]).toEqual([413, "import_file_too_complex"]);
    const rows = await readImportOffThread({ source: "poriadok", bytes: encode(exportOf(1)) }, SMALL_HEAP);
    expect(rows.notes).toHaveLength(1);
  });
});
