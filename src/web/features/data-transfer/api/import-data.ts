import type { ImportSummary } from "@shared/schemas/data-export";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { restoreQuickNotes } from "@/features/quick-notes";
import { ApiError, api, unwrap } from "@/lib/api-client";
import type { ImportSource } from "../import-sources";
import { CALENDAR_FEED_QUERY_KEY } from "./calendar-feed";

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
async function postImport({ source, file }: ImportRequest, onWaiting: () => void): Promise<ImportSummary> {
  const startedAt = Date.now();
  for (;;) {
    const response = await api.import.$post({ form: { source, file } });
    if (response.ok) return unwrap(response);
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
 * A Poriadok export carries the exporting browser's quick notes (download-export.ts); once the server
 * has taken the file, they are restored into this browser (the server never sees them, spec §1).
 */
async function restoreQuickNotesOf(file: File): Promise<number> {
  const data = JSON.parse(await file.text()) as { quickNotes?: unknown };
  if (data.quickNotes === undefined) return 0;
  return restoreQuickNotes(window.localStorage, data.quickNotes, window);
}

/** Cached server state an import does not touch: who is signed in, the installation, the feed link. */
const UNTOUCHED_BY_IMPORT = new Set<string>(["account", "public-config", CALENDAR_FEED_QUERY_KEY[0]]);

/**
 * Sends a file to POST /api/import as multipart (`source`, `file`) and answers what came in. On success
 * every list of the user's data is refetched (live sync announces the change too, to other devices).
 * `onWaiting` is called when the file waits for another import to finish on the server.
 */
export function useImportData({ onWaiting }: { onWaiting: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ImportRequest): Promise<ImportOutcome> => {
      const summary = await postImport(request, onWaiting);
      const quickNotes = request.source === "poriadok" ? await restoreQuickNotesOf(request.file) : 0;
      return { summary, quickNotes };
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => !UNTOUCHED_BY_IMPORT.has(String(query.queryKey[0])) }),
  });
}
