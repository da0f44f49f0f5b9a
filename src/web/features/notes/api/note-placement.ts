import type { UpdateNoteInput } from "@shared/schemas/note";
import type { NoteSummary } from "@shared/schemas/note-page";
import type { QueryKey } from "@tanstack/react-query";
import type { NotePages } from "@/lib/notes-cache";
import { onFigures, onListNotes, onNote } from "@/lib/notes-cache-changes";
import { isUnder } from "@/lib/outbox/command-kind";
import { queryKeys } from "@/lib/query-keys";

/**
 * Where an edit of pin or archive moves a card in the cached lists (issue 29), before the server
 * answers: a pinned card to the top of its lists (among the pinned ones, newest first), an unpinned
 * one back among the others, an archived one out of every list and into the Archive's first page, an
 * un-archived one out of the Archive and back into its lists. Each change is idempotent: the outbox
 * applies a waiting command again to every fresh answer (lib/outbox/overlay.ts).
 */
export function onPlacement(
  key: QueryKey,
  data: unknown,
  changes: UpdateNoteInput,
  note: NoteSummary | undefined,
  placed: Partial<Pick<NoteSummary, "pinned" | "color" | "archivedAt">>,
): unknown {
  if (!note) return data;
  const moved = { ...note, ...placed };
  if (changes.archived === true) return onArchived(key, data, moved, note.archivedAt === null);
  if (changes.archived === false) return onUnarchived(key, data, moved, note.archivedAt !== null);
  if (changes.pinned !== undefined && moved.archivedAt === null) return onPinned(key, data, moved);
  return data;
}

/**
 * The fields an edit of pin, colour or archive sets on the card (archivedAt: `now`, kept when it was
 * archived already, as the server does); made once, when the edit is, so applying it again is the same.
 */
export function placementFields(changes: UpdateNoteInput, note: Pick<NoteSummary, "archivedAt">, now: string) {
  const archivedAt =
    changes.archived === undefined ? {} : { archivedAt: changes.archived ? (note.archivedAt ?? now) : null };
  return {
    ...(changes.pinned === undefined ? {} : { pinned: changes.pinned }),
    ...(changes.color === undefined ? {} : { color: changes.color }),
    ...archivedAt,
  };
}

function onArchived(key: QueryKey, data: unknown, note: NoteSummary, wasListed: boolean): unknown {
  const lists = onListNotes(key, data, (notes) => notes.filter((entry) => entry.id !== note.id));
  const archive = onArchivePages(key, lists, note.id, note);
  const detail = onNote(key, archive, note.id, { archivedAt: note.archivedAt });
  return wasListed ? onFigures(key, detail, shiftOf(note, -1)) : detail;
}

function onUnarchived(key: QueryKey, data: unknown, note: NoteSummary, wasArchived: boolean): unknown {
  const archive = onArchivePages(key, data, note.id);
  const lists = onBelongingLists(key, archive, note, (notes) => placeAmong(notes, note));
  const detail = onNote(key, lists, note.id, { archivedAt: null });
  return wasArchived ? onFigures(key, detail, shiftOf(note, 1)) : detail;
}

function onPinned(key: QueryKey, data: unknown, note: NoteSummary): unknown {
  return onBelongingLists(key, data, note, (notes) => {
    const cached = notes.find((entry) => entry.id === note.id);
    return placeAmong(notes, { ...(cached ?? note), pinned: note.pinned });
  });
}

const shiftOf = (note: NoteSummary, by: number) => ({
  category: note.category,
  active: by,
  completed: note.completed ? by : 0,
});

/** The loaded Archive pages (["notes", "archive"]) without the note, and with it on top when `add`. */
function onArchivePages(key: QueryKey, data: unknown, id: string, add?: NoteSummary): unknown {
  if (!isUnder(key, queryKeys.notes.archive()) || !isPages(data)) return data;
  return {
    ...data,
    pages: data.pages.map((page, index) => {
      const notes = page.notes.filter((entry) => entry.id !== id);
      return { ...page, notes: index === 0 && add ? [add, ...notes] : notes };
    }),
  };
}

/**
 * Changes the first loaded page of the lists the note belongs in (all notes, and its category's,
 * day and tag lists included) and removes it from their later pages.
 */
function onBelongingLists(
  key: QueryKey,
  data: unknown,
  note: NoteSummary,
  place: (notes: NoteSummary[]) => NoteSummary[],
): unknown {
  const belongs = isUnder(key, queryKeys.notes.list("all")) || isUnder(key, queryKeys.notes.list(note.category));
  if (!belongs || !isPages(data)) return data;
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      notes: index === 0 ? place(page.notes) : page.notes.filter((entry) => entry.id !== note.id),
    })),
  };
}

/** Newest first, as the server lists each part (created_at, then id, descending). */
const isNewer = (a: NoteSummary, b: NoteSummary) =>
  a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id);

/**
 * The note among a page's notes as the server orders them: the pinned ones first, each part newest
 * first (the tasks view's own order inside each part is the server's to restore when it answers).
 */
export function placeAmong(notes: NoteSummary[], note: NoteSummary): NoteSummary[] {
  const others = notes.filter((entry) => entry.id !== note.id);
  const at = others.findIndex(
    (entry) => (note.pinned && !entry.pinned) || (entry.pinned === note.pinned && isNewer(note, entry)),
  );
  if (at === -1) return [...others, note];
  return [...others.slice(0, at), note, ...others.slice(at)];
}

function isPages(data: unknown): data is NotePages {
  return typeof data === "object" && data !== null && Array.isArray((data as NotePages).pages);
}
