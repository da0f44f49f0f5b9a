import { quickNotesForExport } from "@/features/quick-notes";
import { api, unwrap } from "@/lib/api-client";
import { fileNameFromDisposition, saveFile } from "../save-file";
import { type DownloadProgress, readWithProgress } from "./read-with-progress";

/** The three files of Settings → Your data → Export. */
export type ExportKind = "everything" | "shopping" | "tasks";

const requests = {
  everything: () => api.export.$get(),
  archive: () => api.export.archive.$get(),
  shopping: () => api.export["shopping.csv"].$get(),
  tasks: () => api.export["tasks.ics"].$get(),
} satisfies Record<ExportKind | "archive", () => Promise<unknown>>;

/** Names the server gives its files; used only if a response came without Content-Disposition. */
const FALLBACK_NAMES: Record<ExportKind, (day: string) => string> = {
  everything: (day) => `poriadok-export-${day}.json`,
  shopping: (day) => `poriadok-shopping-${day}.csv`,
  tasks: (day) => `poriadok-tasks-${day}.ics`,
};

function today(): string {
  const now = new Date();
  const twoDigits = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

/**
 * Downloads one export through the typed client, reading the body as it streams in (a large account's
 * JSON takes a while), then lets the browser save it under the server's name. A refusal throws ApiError.
 * Answers the name the file was saved under.
 */
export async function downloadExport(kind: ExportKind, onProgress: (progress: DownloadProgress) => void) {
  const response = await requests[kind]();
  if (!response.ok) await unwrap(response);
  if (kind === "everything" && Number(response.headers.get("Poriadok-Photos")) > 0) {
    await response.body?.cancel();
    return downloadArchive(onProgress);
  }
  const received = await readWithProgress(response, onProgress);
  const blob = kind === "everything" ? await withQuickNotes(received) : received;
  const fileName =
    fileNameFromDisposition(response.headers.get("Content-Disposition")) ?? FALLBACK_NAMES[kind](today());
  saveFile(blob, fileName);
  return fileName;
}

/**
 * The zip of an account with photos (GET /api/export/archive: data.json and files/), rewritten here
 * with this browser's quick notes added to its data.json as the JSON export has them; an account
 * without photos gets the JSON.
 */
async function downloadArchive(onProgress: (progress: DownloadProgress) => void) {
  const response = await requests.archive();
  if (!response.ok) await unwrap(response);
  const received = await readWithProgress(response, onProgress);
  const zip = await archiveWithQuickNotes(received);
  const fileName =
    fileNameFromDisposition(response.headers.get("Content-Disposition")) ?? `poriadok-export-${today()}.zip`;
  saveFile(zip, fileName);
  return fileName;
}

/**
 * The zip with the quick notes in its data.json. The zip writer (fflate) loads only now, so no screen
 * pays for it on its first load.
 */
async function archiveWithQuickNotes(zip: Blob): Promise<Blob> {
  try {
    const { addQuickNotesToArchive } = await import("./archive-quick-notes");
    return await addQuickNotesToArchive(zip, quickNotesForExport(window.localStorage));
  } catch (error) {
    // The server's zip is saved as it came rather than not at all; the notes stay in this browser.
    console.warn("Export: the quick notes could not be added to the zip", error);
    return zip;
  }
}

/**
 * The server's file with this browser's quick notes added as `quickNotes` (issue 25): they never
 * reach the server (spec §1), so only the browser can put them in. Import gives them back.
 */
async function withQuickNotes(file: Blob): Promise<Blob> {
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(await file.text()) as Record<string, unknown>;
  } catch (error) {
    // Not the server's JSON (it always is): the file is saved as it came rather than not at all.
    console.warn("Export: the file is not JSON, so the quick notes could not be added", error);
    return file;
  }
  data.quickNotes = quickNotesForExport(window.localStorage);
  return new Blob([JSON.stringify(data)], { type: file.type || "application/json" });
}
