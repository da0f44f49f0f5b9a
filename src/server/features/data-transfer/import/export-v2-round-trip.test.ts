import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataExport } from "../../../../shared/schemas/data-export.ts";
import { signedInClient } from "../../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../../test-support/accounts-server.ts";
import { organiserApi } from "../../../test-support/api-client.ts";
import { exportOf, importJson, withoutAccountFields } from "../../../test-support/data-transfer.ts";

/**
 * Export format version 2 (issue 29): pins, colours, the archive and checklists leave in the file and
 * come back equal — into a fresh database, and beside the original under derived ids — and a version 1
 * file still imports, what it lacks taking the defaults.
 */
let origin: AccountsServer;
let fresh: AccountsServer;
let exported: DataExport;

beforeAll(async () => {
  origin = await startAccountsServer();
  fresh = await startAccountsServer();
  const owner = await signedInClient(origin.server.url, origin.mail);
  const api = organiserApi(owner);
  const must = <T>(answer: { status: number; body: T }) => {
    if (answer.status >= 300) throw new Error(`seeding answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  must(
    await api.createNote({
      title: "Balenie na hory 🏔️",
      category: "notes",
      pinned: true,
      color: "teal",
      checklist: [
        { title: "Spacák", completed: true },
        { title: "Čelovka", completed: false },
        { title: "Mapa", completed: false },
      ],
    }),
  );
  must(
    await api.createNote({
      title: "Daňové priznanie",
      category: "tasks",
      date: "2027-03-31",
      color: "red",
      checklist: [{ title: "Potvrdenie od zamestnávateľa", completed: true }, { title: "Podať online" }],
    }),
  );
  must(
    await api.createNote({
      title: "Joga",
      category: "tasks",
      date: "2027-03-24T18:00:00+01:00",
      repeat: "FREQ=WEEKLY;BYDAY=WE",
      timeZone: "Europe/Bratislava",
    }),
  );
  const old = must(await api.createNote({ title: "Staré heslá", category: "notes", color: "gray" }));
  must(await api.updateNote(old.id, { archived: true }));
  must(await api.createNote({ title: "Nákup", category: "shopping", items: [{ name: "Mlieko" }] }));
  exported = (await exportOf(owner)).file;
});
afterAll(async () => {
  await origin.close();
  await fresh.close();
});

describe("export format version 2", () => {
  it("writes pins, colours, the archive and checklists", () => {
    expect(exported.version).toBe(2);
    const byTitle = (title: string) => exported.notes.find((note) => note.title === title);
    expect(byTitle("Balenie na hory 🏔️")).toMatchObject({ pinned: true, color: "teal", archivedAt: null });
    expect(byTitle("Balenie na hory 🏔️")?.checklist.map(({ title, completed }) => [title, completed])).toEqual([
      ["Spacák", true],
      ["Čelovka", false],
      ["Mapa", false],
    ]);
    expect(byTitle("Daňové priznanie")?.checklist).toHaveLength(2);
    expect(byTitle("Staré heslá")).toMatchObject({ color: "gray", archivedAt: expect.any(String) });
    expect(byTitle("Nákup")).toMatchObject({ pinned: false, color: null, checklist: [] });
    // A repeating task's zone, so 18:00 stays 18:00 after the change to summer time wherever it is imported.
    expect(byTitle("Joga")).toMatchObject({ repeat: "FREQ=WEEKLY;BYDAY=WE", timeZone: "Europe/Bratislava" });
    expect(byTitle("Daňové priznanie")).not.toHaveProperty("timeZone");
  });
});

describe("an export → import round trip of version 2", () => {
  it("comes back equal on a fresh database, and a second import changes nothing", async () => {
    const newcomer = await signedInClient(fresh.server.url, fresh.mail);
    const imported = await importJson(newcomer, exported);
    expect(imported).toEqual({
      status: 200,
      body: { tasks: 2, notes: 2, lists: 1, tags: 0, plannerDays: 0, alreadyThere: 0, skipped: [] },
    });
    const second = (await exportOf(newcomer)).file;
    expect(withoutAccountFields(second)).toEqual(withoutAccountFields(exported));
    expect((await importJson(newcomer, exported)).body).toMatchObject({ notes: 0, tasks: 0, alreadyThere: 5 });
    expect(withoutAccountFields((await exportOf(newcomer)).file)).toEqual(withoutAccountFields(exported));
  });

  it("comes in beside the original under derived ids, its checklists whole", async () => {
    const neighbour = await signedInClient(origin.server.url, origin.mail);
    expect((await importJson(neighbour, exported)).body).toMatchObject({ notes: 2, tasks: 2, skipped: [] });
    const theirs = (await exportOf(neighbour)).file;
    const lines = (file: DataExport) => file.notes.flatMap((note) => note.checklist);
    expect(lines(theirs).map(({ title, completed }) => [title, completed])).toEqual(
      lines(exported).map(({ title, completed }) => [title, completed]),
    );
    const originalIds = new Set(lines(exported).map((line) => line.id));
    expect(lines(theirs).filter((line) => originalIds.has(line.id))).toEqual([]);
    const strip = (file: DataExport) =>
      file.notes.map(({ id: _id, checklist, items, ...note }) => ({
        ...note,
        checklist: checklist.map(({ id: _line, ...line }) => line),
        items: items.map(({ id: _item, ...item }) => item),
      }));
    expect(strip(theirs)).toEqual(strip(exported));
  });

  it("still imports a version 1 file: not pinned, no colour, not archived, no checklist", async () => {
    const reader = await signedInClient(fresh.server.url, fresh.mail);
    const versionOne = {
      ...exported,
      version: 1,
      notes: exported.notes.map(({ pinned: _p, color: _c, archivedAt: _a, checklist: _l, ...note }) => note),
    };
    expect((await importJson(reader, versionOne)).body).toMatchObject({ notes: 2, tasks: 2, lists: 1, skipped: [] });
    const file = (await exportOf(reader)).file;
    expect(
      file.notes.map(({ pinned, color, archivedAt, checklist }) => ({ pinned, color, archivedAt, checklist })),
    ).toEqual(file.notes.map(() => ({ pinned: false, color: null, archivedAt: null, checklist: [] })));
    // A version this server does not know is refused as newer.
    const three = await importJson(reader, { ...exported, version: 3 });
    expect([three.status, three.body.error?.code]).toEqual([400, "import_unsupported_version"]);
  });
});
