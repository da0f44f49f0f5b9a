import type { ImportSummary } from "@shared/schemas/data-export";
import { useMutation, useQueryClient } from "@tanstack/react-query";
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

async function readImportAnswer(response: Awaited<ReturnType<typeof api.import.$post>>): Promise<ImportSummary> {
  if (response.ok) return unwrap(response);
  const body = (await response.json().catch(() => null)) as ErrorAnswer;
  throw new ImportRefusedError(
    response.status,
    body?.error?.code ?? "internal",
    body?.error?.message ?? `HTTP ${response.status}`,
    body?.error?.details,
  );
}

/** Cached server state an import does not touch: who is signed in, the installation, the feed link. */
const UNTOUCHED_BY_IMPORT = new Set<string>(["account", "public-config", CALENDAR_FEED_QUERY_KEY[0]]);

/**
 * Sends a file to POST /api/import as multipart (`source`, `file`) and answers what came in. On success
 * every list of the user's data is refetched (live sync announces the change too, to other devices).
 */
export function useImportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ source, file }: ImportRequest): Promise<ImportSummary> =>
      readImportAnswer(await api.import.$post({ form: { source, file } })),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => !UNTOUCHED_BY_IMPORT.has(String(query.queryKey[0])) }),
  });
}
