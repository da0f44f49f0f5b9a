/** The URL parameter a line for quick add arrives in: from /share (routes/share.tsx) and the shortcuts. */
const SHARED_LINE_PARAM = "quickAdd";

/**
 * The line the page was opened with for quick add, or null: "" still asks for the field's focus (the
 * "New task" shortcut). Taken from the address once and the parameter removed, so a reload or Back
 * does not add the line again.
 */
export function takeSharedLine(): string | null {
  const url = new URL(window.location.href);
  const line = url.searchParams.get(SHARED_LINE_PARAM);
  if (line === null) return null;
  url.searchParams.delete(SHARED_LINE_PARAM);
  window.history.replaceState(window.history.state, "", url);
  return line.slice(0, 1000);
}
