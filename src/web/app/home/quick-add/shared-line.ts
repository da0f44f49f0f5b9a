import { takeUrlParam } from "@/lib/take-url-param";

/**
 * The line the page was opened with for quick add (?quickAdd=, from /share and the shortcuts), or
 * null: "" still asks for the field's focus (the "New task" shortcut).
 */
export function takeSharedLine(): string | null {
  return takeUrlParam("quickAdd")?.slice(0, 1000) ?? null;
}
