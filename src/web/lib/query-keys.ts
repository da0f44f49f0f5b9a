import type { NoteCategory } from "@shared/constants";

/**
 * Every server-state key in one place, so a mutation in one feature can refresh what another shows
 * (a restore in the trash changes the home list) without the features importing each other.
 */
export const queryKeys = {
  notes: {
    all: ["notes"] as const,
    lists: () => ["notes", "list"] as const,
    list: (category: NoteCategory | "all") => ["notes", "list", category] as const,
    detail: (id: string) => ["notes", "detail", id] as const,
    counts: () => ["notes", "counts"] as const,
    progress: () => ["notes", "progress"] as const,
    /** The archived notes (issue 29): under "notes", so every notes change refreshes it; not a list. */
    archive: () => ["notes", "archive"] as const,
  },
  trash: { all: ["trash"] as const },
  tags: { all: ["tags"] as const },
  shopping: {
    categoryOrder: () => ["shopping", "category-order"] as const,
    rememberedItems: () => ["shopping", "remembered-items"] as const,
  },
  stats: (timeZone: string, weekStart: string) => ["stats", timeZone, weekStart] as const,
  planner: { week: (from: string) => ["planner", from] as const },
};
