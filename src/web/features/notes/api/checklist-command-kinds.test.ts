import type { ChecklistItem } from "@shared/schemas/checklist";
import type { Note } from "@shared/schemas/note";
import type { NoteSummary } from "@shared/schemas/note-page";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { NotePages } from "@/lib/notes-cache";
import type { PendingCommand, RegisteredKind } from "@/lib/outbox/command-kind";
import { queryKeys } from "@/lib/query-keys";
import { withLineMoved } from "../checklist-cache";
import {
  addChecklistItem,
  convertChecklist,
  deleteChecklistItem,
  moveChecklistItem,
  updateChecklistItem,
} from "./checklist-command-kinds";

const line = (id: string, position: number, completed = false): ChecklistItem => ({
  id,
  title: id.toUpperCase(),
  completed,
  position,
});
const note = (fields: Partial<NoteSummary> = {}): NoteSummary => ({
  id: "n1",
  title: "Move house",
  content: "",
  completed: false,
  category: "tasks",
  date: null,
  reminder: null,
  repeat: null,
  isDeleted: false,
  tags: ["t1"],
  itemsDone: 0,
  itemsTotal: 0,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  deletedAt: null,
  pinned: false,
  color: null,
  archivedAt: null,
  checklist: [line("a", 1), line("b", 2), line("c", 3)],
  photos: [],
  sharing: null,
  ...fields,
});
const pages = (...notes: NoteSummary[]): NotePages => ({ pages: [{ notes, nextCursor: null }], pageParams: [null] });

function cacheWith(summary: NoteSummary) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.notes.list("all"), pages(summary));
  queryClient.setQueryData(queryKeys.notes.list(summary.category), pages(summary));
  return queryClient;
}

let clock = 0;
function applied<Input>(queryClient: QueryClient, kind: RegisteredKind, input: Input, key: readonly unknown[]) {
  clock += 1;
  const command: PendingCommand = kind.make(queryClient, input, { id: `c${clock}`, createdAt: clock });
  return command.apply(key, queryClient.getQueryData(key));
}
const listed = (data: unknown) => (data as NotePages).pages.flatMap((page) => page.notes);
const linesIn = (data: unknown) =>
  listed(data)[0]?.checklist.map((entry) => `${entry.id}${entry.completed ? "✓" : ""}`) ?? [];

describe("the checklist commands, applied to the cache", () => {
  const all = queryKeys.notes.list("all");

  it("add at the end or after a line, and a replay adds nothing more", () => {
    const queryClient = cacheWith(note());
    const input = { noteId: "n1", input: { id: "d", title: " D ", afterId: "a" } };
    const after = applied(queryClient, addChecklistItem, input, all);
    expect(linesIn(after)).toEqual(["a", "d", "b", "c"]);
    expect(listed(after)[0]?.checklist[1]).toEqual({ id: "d", title: "D", completed: false, position: 1.5 });
    queryClient.setQueryData(all, after);
    expect(linesIn(applied(queryClient, addChecklistItem, input, all))).toEqual(["a", "d", "b", "c"]);
    expect(
      linesIn(applied(queryClient, addChecklistItem, { noteId: "n1", input: { id: "e", title: "E" } }, all)),
    ).toEqual(["a", "d", "b", "c", "e"]);
  });

  it("tick (set, not flip), rename, move and delete a line", () => {
    const queryClient = cacheWith(note());
    const tick = { noteId: "n1", itemId: "b", changes: { completed: true } };
    const ticked = applied(queryClient, updateChecklistItem, tick, all);
    queryClient.setQueryData(all, ticked);
    expect(linesIn(applied(queryClient, updateChecklistItem, tick, all))).toEqual(["a", "b✓", "c"]);
    const renamed = applied(
      queryClient,
      updateChecklistItem,
      { noteId: "n1", itemId: "a", changes: { title: " Boxes " } },
      all,
    );
    expect(listed(renamed)[0]?.checklist[0]?.title).toBe("Boxes");
    expect(linesIn(applied(queryClient, moveChecklistItem, { noteId: "n1", itemId: "c", afterId: null }, all))).toEqual(
      ["c", "a", "b✓"],
    );
    expect(linesIn(applied(queryClient, deleteChecklistItem, { noteId: "n1", itemId: "a" }, all))).toEqual(["b✓", "c"]);
  });

  it("moves into a gap that has run out by renumbering, as the server does", () => {
    const tight = [line("a", 1), line("b", 1 + 1e-7), line("c", 2)];
    expect(withLineMoved(tight, "c", "a").map((entry) => [entry.id, entry.position])).toEqual([
      ["a", 1],
      ["b", 3],
      ["c", 2],
    ]);
    expect(withLineMoved(tight, "c", "c")).toBe(tight);
  });

  it("converts a note to a shopping list: it leaves the notes tab, its lines become items", () => {
    const queryClient = cacheWith(note({ category: "notes", checklist: [line("a", 1, true), line("b", 2)] }));
    const full: Note = { ...note({ category: "notes", checklist: [line("a", 1, true), line("b", 2)] }), items: [] };
    queryClient.setQueryData(queryKeys.notes.detail("n1"), full);
    const input = { noteId: "n1", to: "shopping" as const };
    const inAll = listed(applied(queryClient, convertChecklist, input, all))[0];
    expect(inAll).toMatchObject({ category: "shopping", tags: [], checklist: [], itemsDone: 1, itemsTotal: 2 });
    expect(listed(applied(queryClient, convertChecklist, input, queryKeys.notes.list("notes")))).toEqual([]);
    const detail = applied(queryClient, convertChecklist, input, queryKeys.notes.detail("n1")) as Note;
    expect(detail.items.map((item) => [item.id, item.name, item.completed])).toEqual([
      ["a", "A", true],
      ["b", "B", false],
    ]);
  });

  it("converts a list back to a note with its items as lines, in the order they were added", () => {
    const list = note({ category: "shopping", checklist: [], itemsTotal: 2, itemsDone: 1, tags: [] });
    const queryClient = cacheWith(list);
    const items = [
      { id: "y", noteId: "n1", name: "Bread", completed: false, category: null, quantity: null, addedBy: null },
      { id: "x", noteId: "n1", name: "Milk", completed: true, category: "dairy", quantity: null, addedBy: null },
    ];
    queryClient.setQueryData(queryKeys.notes.detail("n1"), { ...list, items });
    const input = { noteId: "n1", to: "notes" as const };
    const converted = listed(applied(queryClient, convertChecklist, input, all))[0];
    expect(converted?.category).toBe("notes");
    expect(converted?.checklist.map((entry) => `${entry.title}${entry.completed ? "✓" : ""}`)).toEqual([
      "Milk✓",
      "Bread",
    ]);
    expect(listed(applied(queryClient, convertChecklist, input, queryKeys.notes.list("shopping")))).toEqual([]);
  });
});
