import type { NoteSummary } from "@shared/schemas/note-page";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { NotePages } from "@/lib/notes-cache";
import { applyCommands } from "@/lib/outbox/overlay";
import { queryKeys } from "@/lib/query-keys";
import { updateNote } from "./note-command-kinds";

/** updateNote's optimistic apply for pin and archive (issue 29): where the card goes before the answer. */
const note = (id: string, fields: Partial<NoteSummary> = {}): NoteSummary => ({
  id,
  title: `Note ${id}`,
  content: "",
  completed: false,
  category: "notes",
  date: null,
  reminder: null,
  repeat: null,
  isDeleted: false,
  tags: [],
  itemsDone: 0,
  itemsTotal: 0,
  createdAt: `2026-11-2${id}T10:00:00.000Z`,
  updatedAt: `2026-11-2${id}T10:00:00.000Z`,
  deletedAt: null,
  sharing: null,
  pinned: false,
  color: null,
  archivedAt: null,
  checklist: [],
  photos: [],
  ...fields,
});
const pages = (...lists: NoteSummary[][]): NotePages => ({
  pages: lists.map((notes, index) => ({ notes, nextCursor: index === lists.length - 1 ? null : `c${index}` })),
  pageParams: lists.map((_, index) => (index === 0 ? null : `c${index - 1}`)),
});
const ids = (data: unknown) => (data as NotePages).pages.map((page) => page.notes.map((entry) => entry.id));

const all = queryKeys.notes.list("all");
const notes = queryKeys.notes.list("notes");
const archive = queryKeys.notes.archive();
const counts = queryKeys.notes.counts();

/** A cache as the server answered: newest first, one pinned note on top, a second page, an archive. */
function serverCache() {
  const queryClient = new QueryClient();
  const pinned = note("1", { pinned: true });
  queryClient.setQueryData(all, pages([pinned, note("5"), note("4")], [note("3"), note("2")]));
  queryClient.setQueryData(notes, pages([pinned, note("5"), note("4")], [note("3"), note("2")]));
  queryClient.setQueryData(archive, pages([note("6", { archivedAt: "2026-11-27T08:00:00.000Z", color: "teal" })]));
  queryClient.setQueryData(counts, {
    active: { tasks: 0, shopping: 0, notes: 5, total: 5 },
    trash: 0,
  });
  return queryClient;
}

function apply(queryClient: QueryClient, key: readonly unknown[], input: Parameters<typeof updateNote.make>[1]) {
  const command = updateNote.make(queryClient, input, { id: "c1", createdAt: 1 });
  const once = applyCommands(key, queryClient.getQueryData(key), [command]);
  // A list applied again (a fresh answer that already shows it) stays the same; counts are shifted
  // once per answer (lib/outbox/overlay.ts tells which answers already show a command).
  if (key !== counts) expect(applyCommands(key, once, [command])).toEqual(once);
  return once;
}

describe("updateNote's placement in the cache", () => {
  it("moves a pinned card to the top of its lists, after the pinned ones newer than it", () => {
    const queryClient = serverCache();
    const list = apply(queryClient, all, { id: "3", changes: { pinned: true } });
    expect(ids(list)).toEqual([["3", "1", "5", "4"], ["2"]]);
    expect((list as NotePages).pages[0]?.notes[0]?.pinned).toBe(true);
    expect(ids(apply(queryClient, notes, { id: "3", changes: { pinned: true } }))).toEqual([
      ["3", "1", "5", "4"],
      ["2"],
    ]);
  });

  it("puts an unpinned card back among the others, newest first", () => {
    const queryClient = serverCache();
    expect(ids(apply(queryClient, all, { id: "1", changes: { pinned: false } }))).toEqual([
      ["5", "4", "1"],
      ["3", "2"],
    ]);
  });

  it("takes an archived card out of every list and puts it on top of the Archive, counts following", () => {
    const queryClient = serverCache();
    const input = { id: "4", changes: { archived: true } };
    expect(ids(apply(queryClient, all, input))).toEqual([
      ["1", "5"],
      ["3", "2"],
    ]);
    const archived = apply(queryClient, archive, input) as NotePages;
    expect(ids(archived)).toEqual([["4", "6"]]);
    expect(archived.pages[0]?.notes[0]?.archivedAt).toEqual(expect.any(String));
    expect(apply(queryClient, counts, input)).toEqual({
      active: { tasks: 0, shopping: 0, notes: 4, total: 4 },
      trash: 0,
    });
  });

  it("brings an un-archived card from the Archive back into its lists, in its place", () => {
    const queryClient = serverCache();
    const input = { id: "6", changes: { archived: false } };
    expect(ids(apply(queryClient, archive, input))).toEqual([[]]);
    const list = apply(queryClient, notes, input) as NotePages;
    expect(ids(list)).toEqual([
      ["1", "6", "5", "4"],
      ["3", "2"],
    ]);
    expect(list.pages[0]?.notes[1]).toMatchObject({ archivedAt: null, color: "teal" });
  });

  it("colours a card in place", () => {
    const queryClient = serverCache();
    const list = apply(queryClient, all, { id: "2", changes: { color: "yellow" } }) as NotePages;
    expect(ids(list)).toEqual([
      ["1", "5", "4"],
      ["3", "2"],
    ]);
    expect(list.pages[1]?.notes[1]?.color).toBe("yellow");
  });
});
