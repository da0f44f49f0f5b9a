import type { AddItemInput, Note, ShoppingItem, UpdateItemInput } from "@shared/schemas/note";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { uuidv7 } from "uuidv7";
import { api, unwrap } from "@/lib/api-client";
import { onDetail } from "@/lib/notes-cache-changes";
import { commandKind, idempotencyHeaders, isUnder } from "@/lib/outbox/command-kind";
import { markCreationPending, markCreationSettled } from "@/lib/pending-creations";
import { queryKeys } from "@/lib/query-keys";

/** A list's items change in its own detail query; the lists' done/total are counted again on the refetch. */
function onItems(key: QueryKey, data: unknown, noteId: string, update: (items: ShoppingItem[]) => ShoppingItem[]) {
  return onDetail(key, data, noteId, (note: Note) => ({ ...note, items: update(note.items) }));
}

function itemName(queryClient: QueryClient, noteId: string, itemId: string): string {
  const note = queryClient.getQueryData<Note>(queryKeys.notes.detail(noteId));
  return note?.items.find((item) => item.id === itemId)?.name ?? "";
}

const itemParam = (noteId: string, itemId: string) => ({ param: { id: noteId, itemId: itemId } });
const affects = [queryKeys.notes.all];
type ItemRef = { noteId: string; itemId: string };

export const addItem = commandKind("items.add", {
  prepare: (_queryClient, { noteId, input: fields }: { noteId: string; input: AddItemInput }) => {
    // The id is made here (UUIDv7) and kept by the server, so a tick queued after it names the item.
    const input = { ...fields, id: fields.id ?? uuidv7() };
    markCreationPending(input.id);
    const draft: ShoppingItem = {
      id: input.id,
      noteId,
      name: input.name.trim(),
      completed: false,
      category: input.category?.trim() || null,
      quantity: input.quantity?.trim() || null,
      // Who added it is known once the server answers (the list is fetched again).
      addedBy: null,
    };
    return { id: input.id, noteId, input, draft };
  },
  send: async ({ noteId, input }, key) => {
    try {
      return unwrap(
        await api.notes[":id"].items.$post({ param: { id: noteId }, json: input }, idempotencyHeaders(key)),
      );
    } finally {
      markCreationSettled(input.id);
    }
  },
  apply: (key, data, { noteId, draft }) =>
    onItems(key, data, noteId, (items) => (items.some((item) => item.id === draft.id) ? items : [...items, draft])),
  affects,
  subject: ({ draft }) => ({ name: draft.name, gone: "list" }),
});

export const updateItem = commandKind("items.update", {
  prepare: (queryClient, input: ItemRef & { changes: UpdateItemInput }) => ({
    ...input,
    name: input.changes.name?.trim() ?? itemName(queryClient, input.noteId, input.itemId),
  }),
  send: async ({ noteId, itemId, changes }, key) =>
    unwrap(
      await api.notes[":id"].items[":itemId"].$patch(
        { ...itemParam(noteId, itemId), json: changes },
        idempotencyHeaders(key),
      ),
    ),
  apply: (key, data, { noteId, itemId, changes }) => {
    const patch: Partial<ShoppingItem> = {
      ...(changes.name === undefined ? {} : { name: changes.name.trim() }),
      ...(changes.category === undefined ? {} : { category: changes.category?.trim() || null }),
      ...(changes.quantity === undefined ? {} : { quantity: changes.quantity?.trim() || null }),
    };
    return onItems(key, data, noteId, (items) =>
      items.map((item) => (item.id === itemId ? { ...item, ...patch } : item)),
    );
  },
  affects,
  subject: ({ name }) => ({ name, gone: "list" }),
});

/** An item ticked off or back on: the command says which, so two devices ticking it offline agree. */
export const setItemCompleted = commandKind("items.setCompleted", {
  prepare: (queryClient, { noteId, itemId }: ItemRef) => {
    const note = queryClient.getQueryData<Note>(queryKeys.notes.detail(noteId));
    const item = note?.items.find((entry) => entry.id === itemId);
    return { noteId, itemId, completed: !item?.completed, name: item?.name ?? "" };
  },
  send: async ({ noteId, itemId, completed }, key) =>
    unwrap(
      await api.notes[":id"].items[":itemId"].$patch(
        { ...itemParam(noteId, itemId), json: { completed } },
        idempotencyHeaders(key),
      ),
    ),
  apply: (key, data, { noteId, itemId, completed }) =>
    onItems(key, data, noteId, (items) => items.map((item) => (item.id === itemId ? { ...item, completed } : item))),
  affects,
  subject: ({ name }) => ({ name, gone: "list" }),
});

export const deleteItem = commandKind("items.delete", {
  prepare: (queryClient, ref: ItemRef) => ({ ...ref, name: itemName(queryClient, ref.noteId, ref.itemId) }),
  send: async ({ noteId, itemId }, key) =>
    unwrap(await api.notes[":id"].items[":itemId"].$delete(itemParam(noteId, itemId), idempotencyHeaders(key))),
  apply: (key, data, { noteId, itemId }) =>
    onItems(key, data, noteId, (items) => items.filter((item) => item.id !== itemId)),
  affects,
  subject: ({ name }) => ({ name, gone: "list" }),
});

/**
 * Undo of a deleted item: the server keeps a deleted item a while and brings it back with its id, so
 * it returns in its place (items keep the order of adding), category and bought state.
 */
export const restoreItem = commandKind("items.restore", {
  prepare: (_queryClient, { noteId, item }: { noteId: string; item: ShoppingItem }) => ({ noteId, item }),
  send: async ({ noteId, item }, key) =>
    unwrap(await api.notes[":id"].items[":itemId"].restore.$post(itemParam(noteId, item.id), idempotencyHeaders(key))),
  apply: (key, data, { noteId, item }) =>
    onItems(key, data, noteId, (items) => {
      if (items.some((entry) => entry.id === item.id)) return items;
      // Before the first item added after it: UUIDv7 ids grow in the order of adding.
      const index = items.findIndex((entry) => entry.id > item.id);
      return index === -1 ? [...items, item] : [...items.slice(0, index), item, ...items.slice(index)];
    }),
  affects,
  subject: ({ item }) => ({ name: item.name, gone: "list" }),
});

/**
 * A whole category order (the user's way through the shop). Each command carries the whole order, so
 * whatever order the moves arrive in, the newest one sent is what stays.
 */
export const setCategoryOrder = commandKind("shopping.setCategoryOrder", {
  prepare: (_queryClient, order: string[]) => ({ order }),
  send: async ({ order }, key) =>
    (await unwrap(await api.shopping["category-order"].$put({ json: { order } }, idempotencyHeaders(key)))).order,
  apply: (key, data, { order }) => (isUnder(key, queryKeys.shopping.categoryOrder()) ? order : data),
  affects: [queryKeys.shopping.categoryOrder()],
  subject: () => ({ name: "", gone: "order" }),
});

/** The shopping list's kinds of change, registered for the outbox by app/outbox.ts. */
export const shoppingCommandKinds = [addItem, updateItem, setItemCompleted, deleteItem, restoreItem, setCategoryOrder];
