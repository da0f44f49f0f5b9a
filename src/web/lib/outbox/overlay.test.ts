import type { NoteSummary } from "@shared/schemas/note-page";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createNote, setNoteCompleted, trashNote, updateNote } from "@/features/notes/api/note-command-kinds";
import { saveHours } from "@/features/planner/api/planner-command-kinds";
import { setCategoryOrder } from "@/features/shopping/api/shopping-command-kinds";
import type { NotePages } from "@/lib/notes-cache";
import { queryKeys } from "@/lib/query-keys";
import type { StoredCommand } from "./command";
import type { InputOf, PendingCommand, RegisteredKind } from "./command-kind";
import { applyCommands, keepPendingVisible, showsCommandAlready } from "./overlay";

const note = (id: string, title: string, fields: Partial<NoteSummary> = {}): NoteSummary => ({
  id,
  title,
  content: "",
  completed: false,
  category: "tasks",
  date: null,
  reminder: null,
  repeat: null,
  isDeleted: false,
  tags: [],
  itemsDone: 0,
  itemsTotal: 0,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  deletedAt: null,
  pinned: false,
  color: null,
  archivedAt: null,
  checklist: [],
  photos: [],
  sharing: null,
  ...fields,
});
const pages = (...notes: NoteSummary[]): NotePages => ({ pages: [{ notes, nextCursor: null }], pageParams: [null] });
const titles = (data: unknown) => (data as NotePages).pages.flatMap((page) => page.notes.map((entry) => entry.title));

/** The server's answers as a fresh fetch brings them: none of the waiting changes applied yet. */
function serverCache() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.notes.list("all"), pages(note("2", "Pay the rent"), note("1", "Old errand")));
  queryClient.setQueryData(queryKeys.notes.counts(), {
    active: { tasks: 2, shopping: 0, notes: 0, total: 2 },
    trash: 0,
  });
  queryClient.setQueryData(queryKeys.notes.progress(), { completed: 0, total: 2, percentage: 0 });
  return queryClient;
}

let clock = 1000;
/** A command of `kind` as the outbox makes one of a call's input. */
function command<Kind extends RegisteredKind>(
  queryClient: QueryClient,
  kind: Kind,
  input: InputOf<Kind>,
): PendingCommand {
  clock += 1;
  return kind.make(queryClient, input, { id: `c${clock}`, createdAt: clock });
}

describe("applyCommands", () => {
  it("shows the waiting changes, in order, over data fresh from the server", () => {
    const queryClient = serverCache();
    const commands = [
      command(queryClient, createNote, { title: " Offline one ", category: "tasks" }),
      command(queryClient, setNoteCompleted, "2"),
      command(queryClient, updateNote, { id: "2", changes: { title: "Pay the rent today" } }),
      command(queryClient, trashNote, "1"),
    ];
    const list = applyCommands(
      queryKeys.notes.list("all"),
      queryClient.getQueryData(queryKeys.notes.list("all")),
      commands,
    );
    expect(titles(list)).toEqual(["Offline one", "Pay the rent today"]);
    expect((list as NotePages).pages[0]?.notes[1]?.completed).toBe(true);
    expect(
      applyCommands(queryKeys.notes.counts(), queryClient.getQueryData(queryKeys.notes.counts()), commands),
    ).toEqual({ active: { tasks: 2, shopping: 0, notes: 0, total: 2 }, trash: 1 });
    expect(
      applyCommands(queryKeys.notes.progress(), queryClient.getQueryData(queryKeys.notes.progress()), commands),
    ).toEqual({ completed: 1, total: 2, percentage: 50 });
  });

  it("sets a tick rather than flipping it: applied again, a tick stays a tick", () => {
    const queryClient = serverCache();
    const tick = command(queryClient, setNoteCompleted, "2");
    const key = queryKeys.notes.list("all");
    const once = applyCommands(key, queryClient.getQueryData(key), [tick]);
    expect(applyCommands(key, once, [tick])).toEqual(once);
  });

  it("leaves a list that already shows a change as it is (a new note is not added twice)", () => {
    const queryClient = serverCache();
    const create = command(queryClient, createNote, { title: "Offline one", category: "tasks" });
    const key = queryKeys.notes.list("tasks");
    queryClient.setQueryData(key, pages(note("2", "Pay the rent")));
    const once = applyCommands(key, queryClient.getQueryData(key), [create]);
    expect(titles(applyCommands(key, once, [create]))).toEqual(["Offline one", "Pay the rent"]);
  });

  it("keeps the newest of several category orders", () => {
    const queryClient = serverCache();
    const key = queryKeys.shopping.categoryOrder();
    const orders = [
      ["dairy", "bakery"],
      ["bakery", "dairy"],
      ["produce", "bakery", "dairy"],
    ];
    const commands = orders.map((order) => command(queryClient, setCategoryOrder, order));
    expect(applyCommands(key, ["dairy"], commands)).toEqual(["produce", "bakery", "dairy"]);
  });

  it("does not touch data a command does not concern", () => {
    const queryClient = serverCache();
    const tags = [{ id: "1", name: "Home", color: "#000000" }];
    const commands = [
      command(queryClient, trashNote, "1"),
      command(queryClient, saveHours, { date: "2026-11-23", plannedHours: 4 }),
    ];
    expect(applyCommands(queryKeys.tags.all, tags, commands)).toBe(tags);
  });
});

describe("showsCommandAlready", () => {
  const pageStartedAt = 10_000;
  const written = { id: "c", kind: "notes.trash", args: {}, createdAt: 5_000 } satisfies StoredCommand;

  it("says a cache restored from a visit after the command was written shows it", () => {
    expect(showsCommandAlready(6_000, written, pageStartedAt)).toBe(true);
  });

  it("says a cache saved before the command, or fetched in this page, does not", () => {
    expect(showsCommandAlready(4_000, written, pageStartedAt)).toBe(false);
    expect(showsCommandAlready(11_000, written, pageStartedAt)).toBe(false);
  });
});

describe("keepPendingVisible", () => {
  it("applies the waiting changes again to every successful fetch, so a refetch never hides them", async () => {
    const queryClient = serverCache();
    const pending = [command(queryClient, trashNote, "1")];
    const stop = keepPendingVisible(queryClient, () => pending);
    const key = queryKeys.notes.list("all");
    await queryClient.fetchQuery({
      queryKey: key,
      queryFn: async () => pages(note("2", "Pay the rent"), note("1", "Old errand")),
    });
    expect(titles(queryClient.getQueryData(key))).toEqual(["Pay the rent"]);

    // Once the change has left the outbox, the server's data stands as it comes.
    pending.length = 0;
    await queryClient.fetchQuery({
      queryKey: key,
      queryFn: async () => pages(note("2", "Pay the rent"), note("1", "Old errand")),
      staleTime: 0,
    });
    expect(titles(queryClient.getQueryData(key))).toEqual(["Pay the rent", "Old errand"]);
    stop();
  });
});
