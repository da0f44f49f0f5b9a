/**
 * The note dialogs' checks (note-form-checks.ts, with zod) as a chunk of their own: a dialog starts
 * loading them when it opens, while the user types, and its submit waits for them, so no screen loads
 * zod before a dialog is used (docs/decisions/014, "/home").
 */
export const loadNoteFormChecks = () => import("./note-form-checks");

let isPreloading = false;

/** Starts loading the checks (once); a failure is retried by the submit's own load. */
export function preloadNoteFormChecks(): void {
  if (isPreloading) return;
  isPreloading = true;
  loadNoteFormChecks().catch(() => {
    isPreloading = false;
  });
}
