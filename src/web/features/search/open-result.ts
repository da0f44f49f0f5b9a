import type { SearchResult } from "@shared/schemas/search";

/**
 * Where a result opens, as the app opens it elsewhere: a shopping list on its own screen, a task or
 * note in its edit dialog on /home's tab (`?note=` asks the tab to open it), anything in the trash on
 * the trash screen (a trashed note cannot be edited). Paths without the language prefix.
 */
export function resultPath(result: SearchResult): string {
  if (result.isDeleted) return "/trash";
  if (result.category === "shopping") return `/shopping/${result.id}`;
  return `/home?${new URLSearchParams({ tab: result.category, note: result.id })}`;
}
