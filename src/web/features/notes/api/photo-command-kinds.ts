import type { NotePhoto } from "@shared/schemas/photo";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { rememberLocalPhoto } from "@/lib/local-photos";
import { findNote, onDetail, onListNotes } from "@/lib/notes-cache-changes";
import { commandKind, idempotencyHeaders } from "@/lib/outbox/command-kind";
import { queryKeys } from "@/lib/query-keys";

const titleOf = (queryClient: QueryClient, noteId: string) =>
  findNote(queryClient.getQueriesData({ queryKey: queryKeys.notes.all }), noteId)?.title ?? "";
const affects = [queryKeys.notes.all];

/** A note's photos changed wherever the note is cached: in the lists and in its own detail query. */
function onPhotos(key: QueryKey, data: unknown, noteId: string, update: (photos: NotePhoto[]) => NotePhoto[]) {
  const change = <Note extends { id: string; photos: NotePhoto[] }>(note: Note): Note =>
    note.id === noteId ? { ...note, photos: update(note.photos ?? []) } : note;
  return onDetail(
    key,
    onListNotes(key, data, (notes) => notes.map(change)),
    noteId,
    change,
  );
}

/**
 * A photo added to a note. The file itself waits in the outbox (IndexedDB keeps Blobs), so a photo
 * taken offline uploads when the network is back; until then the card shows it from an object URL
 * (lib/local-photos.ts). Its id is made by the caller, so a later delete can name it.
 */
export const addPhoto = commandKind("photos.add", {
  prepare: (queryClient, input: { noteId: string; photo: NotePhoto; file: Blob }) => {
    rememberLocalPhoto(input.photo.id, input.file);
    return { ...input, title: titleOf(queryClient, input.noteId) };
  },
  send: async ({ noteId, photo, file }, key) => {
    const headers = { ...idempotencyHeaders(key).headers, "Content-Type": file.type || "application/octet-stream" };
    return unwrap(
      await api.notes[":id"].photos.$post(
        { param: { id: noteId }, query: { id: photo.id } },
        { headers, init: { body: file } },
      ),
    );
  },
  apply: (key, data, { noteId, photo, file }) => {
    // After a reload the file comes back from IndexedDB: shown from it again until it is uploaded.
    rememberLocalPhoto(photo.id, file);
    return onPhotos(key, data, noteId, (photos) =>
      photos.some((entry) => entry.id === photo.id) ? photos : [...photos, photo],
    );
  },
  affects,
  subject: ({ title }) => ({ name: title, gone: "note" }),
});

export const deletePhoto = commandKind("photos.delete", {
  prepare: (queryClient, input: { noteId: string; photoId: string }) => ({
    ...input,
    title: titleOf(queryClient, input.noteId),
  }),
  send: async ({ photoId }, key) =>
    unwrap(await api.photos[":id"].$delete({ param: { id: photoId } }, idempotencyHeaders(key))),
  apply: (key, data, { noteId, photoId }) =>
    onPhotos(key, data, noteId, (photos) => photos.filter((photo) => photo.id !== photoId)),
  affects,
  subject: ({ title }) => ({ name: title, gone: "note" }),
});

export const photoCommandKinds = [addPhoto, deletePhoto] as const;
