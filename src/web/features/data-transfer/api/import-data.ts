import type { ImportSummary } from "@shared/schemas/data-export";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { restoreQuickNotes } from "@/features/quick-notes";
import { ApiError, api, unwrap } from "@/lib/api-client";
import { type ImportSource, isZipFile } from "../import-sources";
import { CALENDAR_FEED_QUERY_KEY } from "./calendar-feed";
import { type ImportProgress, postZipWithProgress } from "./upload-zip";

export type { ImportProgress };

export type ImportRequest = { source: ImportSource; file: File };

/**
 * A refused import: the server's code (its text in errors.json) and its `details`, which name the rows
 * or files it could not read — shown under the message, so the user knows what to fix.
 */
export class ImportRefusedError extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly refusalDetails: unknown,
  ) {
    super(status, code, message);
  }
}

type ErrorAnswer = { error?: { code?: string; message?: string; details?: unknown } } | null;

/**
 * How long, in all, an import waits for others on the server to finish (answered 503 `server_busy`:
 * one import at a time) before it shows that the server is busy. Long enough for a large import.
 */
export const BUSY_WAIT_LIMIT_MS = 120_000;
const BUSY_RETRY_DEFAULT_MS = 5_000;
const BUSY_RETRY_MIN_MS = 1_000;
const BUSY_RETRY_MAX_MS = 15_000;

/** The wait a `Retry-After` in seconds asks for, kept between one and fifteen seconds. */
function retryDelayMs(retryAfter: string | null): number {
  const seconds = Number(retryAfter);
  if (!retryAfter || !Number.isFinite(seconds)) return BUSY_RETRY_DEFAULT_MS;
  return Math.min(BUSY_RETRY_MAX_MS, Math.max(BUSY_RETRY_MIN_MS, seconds * 1000));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function refusal(status: number, body: ErrorAnswer): ImportRefusedError {
  return new ImportRefusedError(
    status,
    body?.error?.code ?? "internal",
    body?.error?.message ?? `HTTP ${status}`,
    body?.error?.details,
  );
}

/**
 * Posts the file; while another import holds the server (503 `server_busy`), waits as `Retry-After`
 * asks and sends it again, calling `onWaiting` so the form can say so — up to BUSY_WAIT_LIMIT_MS,
 * then the busy answer is shown. Nothing was read of a refused upload, so sending it again is safe.
 */
async function postImport(
  { source, file }: ImportRequest,
  { onWaiting, onProgress }: ImportCallbacks,
): Promise<ImportSummary> {
  const startedAt = Date.now();
  for (;;) {
    // A zip (a Takeout, or a Poriadok export with photos) goes up as the body, with upload progress
    // (upload-zip.ts); the server tells the two apart by the zip's data.json. Other files as a form.
    const response =
      source === "keep" || isZipFile(file)
        ? await postZipWithProgress(file, onProgress)
        : await api.import.$post({ form: { source, file } });
    if (response.ok) return unwrap(response as { ok: boolean; status: number; json: () => Promise<ImportSummary> });
    const body = (await response.json().catch(() => null)) as ErrorAnswer;
    const delayMs = retryDelayMs(response.headers.get("Retry-After"));
    // The typed client knows only the documented success; a refusal's status is any number.
    const status: number = response.status;
    const isBusy = status === 503 && body?.error?.code === "server_busy";
    if (!isBusy || Date.now() - startedAt + delayMs > BUSY_WAIT_LIMIT_MS) throw refusal(status, body);
    onWaiting();
    await wait(delayMs);
  }
}

/** What the server brought in, and how many of the file's quick notes came back into this browser. */
export type ImportOutcome = { summary: ImportSummary; quickNotes: number };

/**
 * A Poriadok export carries the exporting browser's quick notes (download-export.ts): the JSON file
 * and the zip with photos in its data.json. Once the server has taken the file, they are restored
 * into this browser (the server never sees them, spec §1). A zip is read by archive-quick-notes.ts,
 * loaded only now; a Takeout has no data.json, so nothing comes of it.
 */
async function restoreQuickNotesOf(file: File, isZip: boolean): Promise<number> {
  const data = isZip ? await readZipData(file) : (JSON.parse(await file.text()) as unknown);
  const quickNotes = (data as { quickNotes?: unknown } | undefined)?.quickNotes;
  if (quickNotes === undefined) return 0;
  return restoreQuickNotes(window.localStorage, quickNotes, window);
}

async function readZipData(file: File): Promise<unknown> {
  try {
    const { readArchiveData } = await import("./archive-quick-notes");
    return await readArchiveData(file);
  } catch (error) {
    // The import itself went through: only the quick notes could not be read, so none are restored.
    console.warn("Import: the zip's quick notes could not be read", error);
    return undefined;
  }
}

/** Cached server state an import does not touch: who is signed in, the installation, the feed link. */
const UNTOUCHED_BY_IMPORT = new Set<string>(["account", "public-config", CALENDAR_FEED_QUERY_KEY[0]]);

/**
 * Sends a file to POST /api/import — as multipart (`source`, `file`), a Takeout zip as the body — and answers what came in. On success
 * every list of the user's data is refetched (live sync announces the change too, to other devices).
 * `onWaiting` is called when the file waits for another import to finish on the server; `onProgress`
 * follows a Takeout zip's upload and then its processing.
 */
type ImportCallbacks = { onWaiting: () => void; onProgress: (progress: ImportProgress) => void };

export function useImportData(callbacks: ImportCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ImportRequest): Promise<ImportOutcome> => {
      const summary = await postImport(request, callbacks);
      // A Poriadok export carries quick notes, the JSON file and the zip alike (a Takeout is not read
      // through here: one chosen as Google Keep is not a Poriadok export).
      const isPoriadok = request.source === "poriadok";
      const quickNotes = isPoriadok ? await restoreQuickNotesOf(request.file, isZipFile(request.file)) : 0;
      return { summary, quickNotes };
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => !UNTOUCHED_BY_IMPORT.has(String(query.queryKey[0])) }),
  });
}
