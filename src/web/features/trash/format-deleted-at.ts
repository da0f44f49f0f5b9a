import type { Note } from "@shared/schemas/note";
import { parseDate } from "@/lib/format-date";

/** When a note went to the trash (deletedAt; older rows may only have updatedAt), or null if unknown. */
export function deletedAtOf(note: Pick<Note, "deletedAt" | "updatedAt">): Date | null {
  return parseDate(note.deletedAt ?? note.updatedAt);
}
