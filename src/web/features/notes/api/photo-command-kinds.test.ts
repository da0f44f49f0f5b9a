import type { NoteSummary } from "@shared/schemas/note-page";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { photoSrc } from "@/lib/local-photos";
import type { NotePages } from "@/lib/notes-cache";
import { queryKeys } from "@/lib/query-keys";
import { addPhoto, deletePhoto } from "./photo-command-kinds";

const summary = { id: "n1", title: "Trip", photos: [] } as unknown as NoteSummary;
const listKey = queryKeys.notes.list("all");
const detailKey = queryKeys.notes.detail("n1");
const photosIn = (data: unknown) => (data as NotePages).pages[0]?.notes[0]?.photos;

function cache() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(listKey, { pages: [{ notes: [summary], nextCursor: null }], pageParams: [null] });
  queryClient.setQueryData(detailKey, { ...summary, items: [] });
  return queryClient;
}

describe("a photo added or deleted through the outbox", () => {
  it("shows on the note in the lists and in its own query at once, from the device until uploaded", () => {
    const queryClient = cache();
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" });
    const photo = { id: "p1", width: 120, height: 80 };
    const added = addPhoto.make(queryClient, { noteId: "n1", photo, file }, { id: "c1", createdAt: 1 });
    const list = added.apply(listKey, queryClient.getQueryData(listKey));
    expect(photosIn(list)).toEqual([photo]);
    expect((added.apply(detailKey, queryClient.getQueryData(detailKey)) as NoteSummary).photos).toEqual([photo]);
    // Applied again (after every fetch while it waits): still one.
    expect(photosIn(added.apply(listKey, list))).toEqual([photo]);
    expect(added.subject()).toEqual({ name: "Trip", gone: "note" });
    expect(photoSrc("p1", "thumb")).toMatch(/^blob:/);
    expect(photoSrc("p2", "thumb")).toBe("/api/photos/p2/thumb");
    expect(photoSrc("p2", "full")).toBe("/api/photos/p2");

    const removed = deletePhoto.make(queryClient, { noteId: "n1", photoId: "p1" }, { id: "c2", createdAt: 2 });
    expect(photosIn(removed.apply(listKey, list))).toEqual([]);
  });
});
