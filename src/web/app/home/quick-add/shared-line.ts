import { readUrlParam, takeUrlParam } from "@/lib/take-url-param";

/**
 * The line the page was opened with for quick add (?quickAdd=, from /share and the shortcuts), or
 * null: "" still asks for the field's focus (the "New task" shortcut). Read while rendering, the
 * address untouched; `forgetSharedLine` takes it out once the field is on screen.
 */
export function readSharedLine(): string | null {
  return readUrlParam("quickAdd")?.slice(0, 1000) ?? null;
}

/** Takes the line out of the address, so a reload or Back does not bring it again. */
export function forgetSharedLine(): void {
  takeUrlParam("quickAdd");
}
