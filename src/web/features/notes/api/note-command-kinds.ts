import type { CreateNoteInput, UpdateNoteInput } from "@shared/schemas/note";
import type { NoteSummary } from "@shared/schemas/note-page";
import type { QueryClient } from "@tanstack/react-query";
import { uuidv7 } from "uuidv7";
import { api, unwrap } from "@/lib/api-client";
import { findNote, onFigures, onFirstPage, onListNotes, onNote, onPutBack, summaryOf } from "@/lib/notes-cache-changes";
import { commandKind, idempotencyHeaders } from "@/lib/outbox/command-kind";
import { markCreationPending, markCreationSettled } from "@/lib/pending-creations";
import { queryKeys } from "@/lib/query-keys";
import { onPlacement, placementFields } from "./note-placement";

const noteParam = (id: string) => ({ param: { id: id } });
const cachedNote = (queryClient: QueryClient, id: string) =>
  findNote(queryClient.getQueriesData({ queryKey: queryKeys.notes.all }), id);
const affectsNotes = [queryKeys.notes.all, queryKeys.trash.all];

/**
 * A new note. Its id and its first items' ids are made here (UUIDv7, docs/decisions/017) and kept by the
 * server, so later commands about the draft name it already; it counts as pending until sent.
 */
export const createNote = commandKind("notes.create", {
  prepare: (_queryClient, fields: CreateNoteInput) => {
    const now = new Date().toISOString();
    // A caller that needs the id at once (quick add's Undo) makes it; else it is made here.
    const input = {
      ...fields,
      id: fields.id ?? uuidv7(),
      items: fields.items?.map((item) => ({ ...item, id: uuidv7() })),
      checklist: fields.checklist?.map((line) => ({ ...line, id: line.id ?? uuidv7() })),
    };
    markCreationPending(input.id);
    const draft: NoteSummary = {
      id: input.id,
      title: input.title.trim(),
      content: input.content ?? "",
      completed: false,
      category: input.category,
      date: input.date ?? null,
      reminder: input.reminder ?? null,
      repeat: input.repeat ?? null,
      isDeleted: false,
      tags: input.tags ?? [],
      itemsDone: 0,
      itemsTotal: input.items?.length ?? 0,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
      sharing: null,
      pinned: input.pinned ?? false,
      color: input.color ?? null,
      archivedAt: null,
      checklist: (input.checklist ?? []).map((line, index) => ({
        id: line.id,
        title: line.title.trim(),
        completed: line.completed ?? false,
        position: index + 1,
      })),
      photos: [],
    };
    return { id: input.id, input, draft };
  },
  send: async ({ input }, key) => {
    try {
      return unwrap(await api.notes.$post({ json: input }, idempotencyHeaders(key)));
    } finally {
      markCreationSettled(input.id);
    }
  },
  apply: (key, data, { draft }) => {
    // Only the lists the note belongs in: all notes, and its own category (a day's list filters by day).
    const prepend = (notes: NoteSummary[]) => (notes.some((note) => note.id === draft.id) ? notes : [draft, ...notes]);
    const inAll = onFirstPage(key, data, queryKeys.notes.list("all"), prepend);
    const inOwn = onFirstPage(key, inAll, queryKeys.notes.list(draft.category), prepend);
    return onFigures(key, inOwn, { category: draft.category, active: 1 });
  },
  affects: affectsNotes,
  subject: ({ draft }) => ({ name: draft.title, gone: "note" }),
});

/**
 * An edit: the card shows the new values at once. Pinning, archiving and un-archiving also move the
 * card (note-placement.ts), from the note as the cache held it when the edit was made.
 */
export const updateNote = commandKind("notes.update", {
  prepare: (queryClient, { id, changes }: { id: string; changes: UpdateNoteInput }) => {
    const cached = cachedNote(queryClient, id);
    const movesCard = changes.pinned !== undefined || changes.archived !== undefined;
    return {
      id,
      changes,
      title: changes.title?.trim() ?? cached?.title ?? "",
      placed: placementFields(changes, cached ?? { archivedAt: null }, new Date().toISOString()),
      ...(movesCard && cached ? { note: summaryOf(cached) } : {}),
    };
  },
  send: async ({ id, changes }, key) =>
    unwrap(await api.notes[":id"].$patch({ ...noteParam(id), json: changes }, idempotencyHeaders(key))),
  apply: (key, data, { id, changes, placed, note }) => {
    const { title, pinned: _pinned, color: _color, archived: _archived, ...rest } = changes;
    const fields = { ...rest, ...(title === undefined ? {} : { title: title.trim() }) };
    const edited = onNote(key, data, id, { ...fields, ...placed });
    return onPlacement(key, edited, changes, note && { ...note, ...fields }, placed);
  },
  affects: affectsNotes,
  subject: ({ title }) => ({ name: title, gone: "note" }),
});

/**
 * A task ticked done or open again. The command says which (never "flip"): two devices ticking the
 * same task offline both leave it done.
 */
export const setNoteCompleted = commandKind("notes.setCompleted", {
  prepare: (queryClient, id: string) => {
    const note = cachedNote(queryClient, id);
    return { id, completed: !note?.completed, category: note?.category ?? "tasks", title: note?.title ?? "" };
  },
  send: async ({ id, completed }, key) =>
    unwrap(await api.notes[":id"].$patch({ ...noteParam(id), json: { completed } }, idempotencyHeaders(key))),
  apply: (key, data, { id, completed, category }) =>
    onFigures(key, onNote(key, data, id, { completed }), { category, completed: completed ? 1 : -1 }),
  affects: affectsNotes,
  subject: ({ title }) => ({ name: title, gone: "note" }),
});

/** A note moved to the trash: it leaves the lists at once. */
export const trashNote = commandKind("notes.trash", {
  prepare: (queryClient, id: string) => {
    const note = cachedNote(queryClient, id);
    return { id, category: note?.category, completed: note?.completed ?? false, title: note?.title ?? "" };
  },
  send: async ({ id }, key) => unwrap(await api.notes[":id"].$delete(noteParam(id), idempotencyHeaders(key))),
  apply: (key, data, { id, category, completed }) => {
    const lists = onListNotes(key, data, (notes) => notes.filter((note) => note.id !== id));
    if (!category) return lists;
    return onFigures(key, lists, { category, active: -1, trash: 1, completed: completed ? -1 : 0 });
  },
  affects: affectsNotes,
  subject: ({ title }) => ({ name: title, gone: "note" }),
});

/** Undo of "Moved to trash": the note comes back in its place in the lists it belongs in. */
export const untrashNote = commandKind("notes.untrash", {
  prepare: (_queryClient, note: Parameters<typeof summaryOf>[0]) => ({ note: summaryOf(note) }),
  send: async ({ note }, key) =>
    unwrap(await api.trash[":id"].restore.$post(noteParam(note.id), idempotencyHeaders(key))),
  apply: (key, data, { note }) =>
    onFigures(key, onPutBack(key, data, note), {
      category: note.category,
      active: 1,
      trash: -1,
      completed: note.completed ? 1 : 0,
    }),
  affects: affectsNotes,
  subject: ({ note }) => ({ name: note.title, gone: "note" }),
});

/** The notes' kinds of change, registered for the outbox by app/outbox.ts. */
export const noteCommandKinds = [createNote, updateNote, setNoteCompleted, trashNote, untrashNote];
