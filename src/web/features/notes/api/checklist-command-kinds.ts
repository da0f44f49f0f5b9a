import type { AddChecklistItemInput, ChecklistItem, UpdateChecklistItemInput } from "@shared/schemas/checklist";
import type { Note } from "@shared/schemas/note";
import type { NoteSummary } from "@shared/schemas/note-page";
import type { QueryClient } from "@tanstack/react-query";
import { uuidv7 } from "uuidv7";
import { api, unwrap } from "@/lib/api-client";
import { findNote, onDetail, onFigures, onListNotes, onPutBack, summaryOf } from "@/lib/notes-cache-changes";
import { commandKind, idempotencyHeaders, isUnder } from "@/lib/outbox/command-kind";
import { markCreationPending, markCreationSettled } from "@/lib/pending-creations";
import { queryKeys } from "@/lib/query-keys";
import { onChecklist, withLineAdded, withLineMoved } from "../checklist-cache";

const cachedNote = (queryClient: QueryClient, id: string) =>
  findNote(queryClient.getQueriesData({ queryKey: queryKeys.notes.all }), id);
const lineTitle = (queryClient: QueryClient, noteId: string, id: string) =>
  cachedNote(queryClient, noteId)?.checklist.find((line) => line.id === id)?.title ?? "";
const lineParam = (noteId: string, itemId: string) => ({ param: { id: noteId, itemId } });
const affects = [queryKeys.notes.all];
type LineRef = { noteId: string; itemId: string };

/** A line added (at the end or after `afterId`); its id is made here, so a tick queued after it names it. */
export const addChecklistItem = commandKind("checklist.add", {
  prepare: (_queryClient, { noteId, input: fields }: { noteId: string; input: AddChecklistItemInput }) => {
    const input = { ...fields, title: fields.title.trim(), id: fields.id ?? uuidv7() };
    markCreationPending(input.id);
    return { noteId, input };
  },
  send: async ({ noteId, input }, key) => {
    try {
      return unwrap(
        await api.notes[":id"].checklist.$post({ param: { id: noteId }, json: input }, idempotencyHeaders(key)),
      );
    } finally {
      markCreationSettled(input.id);
    }
  },
  apply: (key, data, { noteId, input }) =>
    onChecklist(key, data, noteId, (lines) =>
      withLineAdded(lines, { id: input.id, title: input.title, completed: input.completed ?? false }, input.afterId),
    ),
  affects,
  subject: ({ input }) => ({ name: input.title, gone: "note" }),
});

/** A new title, or a tick set (never flipped: two devices ticking it offline agree). */
export const updateChecklistItem = commandKind("checklist.update", {
  prepare: (queryClient, ref: LineRef & { changes: UpdateChecklistItemInput }) => {
    const title = ref.changes.title?.trim();
    const changes = title === undefined ? ref.changes : { ...ref.changes, title };
    return { ...ref, changes, title: title ?? lineTitle(queryClient, ref.noteId, ref.itemId) };
  },
  send: async ({ noteId, itemId, changes }, key) =>
    unwrap(
      await api.notes[":id"].checklist[":itemId"].$patch(
        { ...lineParam(noteId, itemId), json: changes },
        idempotencyHeaders(key),
      ),
    ),
  apply: (key, data, { noteId, itemId, changes }) =>
    onChecklist(key, data, noteId, (lines) =>
      lines.map((line) => (line.id === itemId ? { ...line, ...changes } : line)),
    ),
  affects,
  subject: ({ title }) => ({ name: title, gone: "item" }),
});

/** A line moved right after `afterId` (null: to the top). */
export const moveChecklistItem = commandKind("checklist.move", {
  prepare: (queryClient, ref: LineRef & { afterId: string | null }) => ({
    ...ref,
    title: lineTitle(queryClient, ref.noteId, ref.itemId),
  }),
  send: async ({ noteId, itemId, afterId }, key) =>
    unwrap(
      await api.notes[":id"].checklist[":itemId"].move.$post(
        { ...lineParam(noteId, itemId), json: { afterId } },
        idempotencyHeaders(key),
      ),
    ),
  apply: (key, data, { noteId, itemId, afterId }) =>
    onChecklist(key, data, noteId, (lines) => withLineMoved(lines, itemId, afterId)),
  affects,
  subject: ({ title }) => ({ name: title, gone: "item" }),
});

export const deleteChecklistItem = commandKind("checklist.delete", {
  prepare: (queryClient, ref: LineRef) => ({ ...ref, title: lineTitle(queryClient, ref.noteId, ref.itemId) }),
  send: async ({ noteId, itemId }, key) =>
    unwrap(await api.notes[":id"].checklist[":itemId"].$delete(lineParam(noteId, itemId), idempotencyHeaders(key))),
  apply: (key, data, { noteId, itemId }) =>
    onChecklist(key, data, noteId, (lines) => lines.filter((line) => line.id !== itemId)),
  affects,
  subject: ({ title }) => ({ name: title, gone: "item" }),
});

/**
 * A note with a checklist made a shopping list (`to: "shopping"`), or a list a note with a checklist:
 * the card leaves its tab for the other one at once, its lines as items (same ids) or back.
 */
export const convertChecklist = commandKind("checklist.convert", {
  prepare: (queryClient, { noteId, to }: { noteId: string; to: "shopping" | "notes" }) => {
    const cached = queryClient.getQueryData<Note>(queryKeys.notes.detail(noteId)) ?? cachedNote(queryClient, noteId);
    // A list's own screen holds its items: they become the lines shown until the server answers.
    const lines = cached && "items" in cached ? linesOf(cached.items) : [];
    return { noteId, to, note: cached ? summaryOf(cached) : undefined, lines };
  },
  send: async ({ noteId, to }, key) =>
    unwrap(
      await api.notes[":id"].checklist.convert.$post({ param: { id: noteId }, json: { to } }, idempotencyHeaders(key)),
    ),
  apply: (key, data, { noteId, to, note, lines }) => {
    if (!note || note.category === to) return data;
    const converted = convertedSummary(note, to, lines);
    const from = note.category;
    const inLists = onListNotes(key, data, (notes) => {
      if (isUnder(key, queryKeys.notes.list(from))) return notes.filter((entry) => entry.id !== noteId);
      return notes.map((entry) => (entry.id === noteId ? converted : entry));
    });
    const moved = onPutBack(key, inLists, converted);
    const detail = onDetail(key, moved, noteId, (full) => convertedNote(full, to));
    return onFigures(key, onFigures(key, detail, { category: from, active: -1 }), { category: to, active: 1 });
  },
  affects,
  subject: ({ note }) => ({ name: note?.title ?? "", gone: "note" }),
});

function convertedSummary(note: NoteSummary, to: "shopping" | "notes", lines: ChecklistItem[]): NoteSummary {
  if (to === "shopping") {
    const done = note.checklist.filter((line) => line.completed).length;
    return { ...note, category: to, tags: [], checklist: [], itemsDone: done, itemsTotal: note.checklist.length };
  }
  return { ...note, category: to, itemsDone: 0, itemsTotal: 0, checklist: lines };
}

/** A list's items as checklist lines, in the order they were added (UUIDv7 ids), as the server makes them. */
function linesOf(items: Note["items"]): ChecklistItem[] {
  return [...items]
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .map((item, index) => ({ id: item.id, title: item.name, completed: item.completed, position: index + 1 }));
}

function convertedNote(note: Note, to: "shopping" | "notes"): Note {
  if (to === "shopping") {
    const items = note.checklist.map((line) => ({
      id: line.id,
      noteId: note.id,
      name: line.title,
      completed: line.completed,
      category: null,
      quantity: null,
      addedBy: null,
    }));
    return { ...note, category: to, tags: [], checklist: [], items };
  }
  return { ...note, category: to, items: [], checklist: linesOf(note.items) };
}

/** The checklists' kinds of change, registered for the outbox by app/outbox.ts. */
export const checklistCommandKinds = [
  addChecklistItem,
  updateChecklistItem,
  moveChecklistItem,
  deleteChecklistItem,
  convertChecklist,
];
