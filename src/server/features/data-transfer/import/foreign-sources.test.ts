import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportSummary } from "../../../../shared/schemas/data-export.ts";
import { signedInClient } from "../../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../../test-support/accounts-server.ts";
import { type OrganiserApi, organiserApi } from "../../../test-support/api-client.ts";
import { claimingSize, keepTakeoutZip, renamed, zipOf } from "../../../test-support/keep-takeout-zip.ts";
import type { TestClient } from "../../../test-support/test-client.ts";
import { todoistCsv } from "../../../test-support/todoist-csv-fixture.ts";

/**
 * Todoist and Keep files imported through the real server as the web app sends them (a form with
 * `source` and `file`), then read back through the API; hostile files refused with nothing written.
 */
let harness: AccountsServer;

beforeAll(async () => {
  harness = await startAccountsServer();
});
afterAll(() => harness.close());

type Account = { client: TestClient; api: OrganiserApi };

async function newAccount(): Promise<Account> {
  const client = await signedInClient(harness.server.url, harness.mail);
  return { client, api: organiserApi(client) };
}

async function upload(account: Account, source: string, file: Buffer | string, fileName: string) {
  const form = new FormData();
  form.set("source", source);
  form.set("file", new Blob([file]), fileName);
  const response = await account.client.request("/api/import", { method: "POST", body: form });
  return { status: response.status, body: (await response.json()) as ImportSummary & { error?: { code: string } } };
}

/** Everything an account holds that an import could add to, as counts. */
async function holdings({ api }: Account) {
  const [counts, tags] = await Promise.all([api.counts(), api.listTags()]);
  return { ...counts.body, tags: tags.body.tags.length };
}

async function tagNames({ api }: Account, ids: string[]) {
  const { tags } = (await api.listTags()).body;
  return ids.map((id) => tags.find((tag) => tag.id === id)?.name).sort();
}

describe("importing a Todoist CSV", () => {
  let account: Account;
  let first: Awaited<ReturnType<typeof upload>>;
  beforeAll(async () => {
    account = await newAccount();
    first = await upload(account, "todoist", todoistCsv(), "Osobné.csv");
  });

  it("brings the tasks in with their dates, comments, tags and sub-tasks", async () => {
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ tasks: 3, notes: 0, lists: 0, tags: 5, alreadyThere: 0, skipped: [] });
    const tasks = (await account.api.listNotes("tasks")).body.notes;
    expect(tasks.map((task) => task.title).sort()).toEqual(
      ["Kúpiť chlieb 🍞", "Pripraviť prezentáciu", "Zavolať mame"].sort(),
    );
    const byTitle = async (title: string) => {
      const summary = tasks.find((task) => task.title === title);
      return (await account.api.getNote(summary?.id ?? "")).body;
    };
    const bread = await byTitle("Kúpiť chlieb 🍞");
    expect(bread).toMatchObject({ date: "2026-11-21", content: "Celozrnný, z pekárne na rohu", completed: false });
    expect(await tagNames(account, bread.tags)).toEqual(["p1"]);
    const talk = await byTitle("Pripraviť prezentáciu");
    expect(talk.date).toBe("2026-11-23T14:30:00+01:00");
    expect(await tagNames(account, talk.tags)).toEqual(["Práca", "p2", "porady", "školenie_2026"]);
    // Its INDENT 2 row is its sub-task: a line of its checklist.
    expect(talk.checklist.map(({ title, completed }) => [title, completed])).toEqual([
      ['Poslať e-mail, "rýchlo"', false],
    ]);
    expect((await byTitle("Zavolať mame")).content).toContain("💬 Nezabudni na narodeniny 🎂");
  });

  it("a second time changes nothing", async () => {
    const before = await holdings(account);
    const again = await upload(account, "todoist", todoistCsv(), "Osobné.csv");
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ tasks: 0, notes: 0, tags: 0, lists: 0 });
    expect(await holdings(account)).toEqual(before);
  });
});

describe("importing a Google Keep Takeout zip", () => {
  let account: Account;
  let zip: Buffer;
  let first: Awaited<ReturnType<typeof upload>>;
  beforeAll(async () => {
    account = await newAccount();
    zip = await keepTakeoutZip();
    first = await upload(account, "keep", zip, "takeout-20260101T000000Z-001.zip");
  });

  it("brings notes, checklists as notes with their ticks and labels, pins, colours, the archive and the trash", async () => {
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ tasks: 0, notes: 4, lists: 0, tags: 3, alreadyThere: 0, skipped: [] });
    // The archived note is out of the list (in the archive); the pinned one first.
    const notes = (await account.api.listNotes("notes")).body.notes;
    expect(notes.map((note) => note.title)).toEqual(["Nákup na víkend", "Potraviny"]);
    const weekend = notes.find((note) => note.title === "Nákup na víkend");
    expect(weekend).toMatchObject({ pinned: true, color: null });
    expect(await tagNames(account, weekend?.tags ?? [])).toEqual(["Domácnosť", "Rodina 👪"]);
    const groceries = (await account.api.getNote(notes[1]?.id ?? "")).body;
    expect(groceries).toMatchObject({ category: "notes", color: "yellow", items: [] });
    expect(groceries.checklist.map(({ title, completed }) => [title, completed])).toEqual([
      ["Jablká", true],
      ["Maslo 🧈", false],
      ["Syr", true],
    ]);
    expect(await tagNames(account, groceries.tags)).toEqual(["Domácnosť"]);
    const archive = await account.client.request("/api/notes/archive");
    const archived = ((await archive.json()) as { notes: { title: string; color: string | null }[] }).notes;
    expect(archived.map(({ title, color }) => [title, color])).toEqual([["Archív ☕", "blue"]]);
    const trash = (await account.api.listTrash()).body.notes;
    expect(trash.map((note) => note.title)).toEqual(["Stará poznámka"]);
  });

  it("a second time changes nothing", async () => {
    const before = await holdings(account);
    const again = await upload(account, "keep", zip, "takeout-20260101T000000Z-001.zip");
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ tasks: 0, notes: 0, tags: 0, lists: 0 });
    expect(await holdings(account)).toEqual(before);
  });

  it("into a second account gives that account its own copy", async () => {
    const other = await newAccount();
    const imported = await upload(other, "keep", zip, "takeout.zip");
    expect(imported.body).toMatchObject({ tasks: 0, notes: 4, lists: 0, tags: 3 });
    expect(await holdings(other)).toEqual(await holdings(account));
  });
});

describe("a hostile or broken file", () => {
  let account: Account;
  beforeAll(async () => {
    account = await newAccount();
    // Something there already, so "nothing written" is not "nothing at all".
    await account.api.createNote({ title: "Pred importom", category: "notes" });
  });

  const cases: [name: string, source: string, file: () => Promise<Buffer | string>, status: number, code: string][] = [
    [
      "a CSV with a 1 MB cell",
      "todoist",
      async () => todoistCsv([{ TYPE: "task", CONTENT: "x".repeat(1 << 20) }]),
      400,
      "import_csv_cell_too_long",
    ],
    ["a CSV that is not Todoist's", "todoist", async () => "meno,počet\nchlieb,2\n", 400, "import_not_todoist"],
    ["random bytes as a Keep zip", "keep", async () => randomBytes(64 * 1024), 400, "import_zip_unreadable"],
    [
      "a zip with a ../ entry",
      "keep",
      async () =>
        renamed(
          await zipOf([{ name: "Takeout/Keep/aa/evil.json", data: "{}" }]),
          "Takeout/Keep/aa/",
          "Takeout/Keep/../",
        ),
      400,
      "import_zip_unsafe_path",
    ],
    [
      "a zip bomb claiming more than 2 GB in all",
      "keep",
      async () =>
        claimingSize(
          await zipOf([
            { name: "Takeout/Keep/a.jpg", data: Buffer.alloc(1024, 0x20) },
            { name: "Takeout/Keep/b.jpg", data: Buffer.alloc(1024, 0x20) },
          ]),
          0xf000_0000,
        ),
      413,
      "import_zip_too_large",
    ],
    [
      "a zip bomb whose header lies",
      "keep",
      async () =>
        claimingSize(await zipOf([{ name: "Takeout/Keep/bomb.json", data: Buffer.alloc(8 << 20, 0x20) }]), 64),
      413,
      "import_zip_too_large",
    ],
    [
      "a Takeout with one unreadable note among good ones",
      "keep",
      async () => keepTakeoutZip({ good: { title: "Dobrá", textContent: "text" }, broken: "{ nie je JSON" }),
      400,
      "import_keep_unreadable",
    ],
  ];

  it.each(cases)("%s is refused with its code and nothing is written", async (_name, source, file, status, code) => {
    const before = await holdings(account);
    const response = await upload(account, source, await file(), "subor");
    expect([response.status, response.body.error?.code]).toEqual([status, code]);
    expect(await holdings(account)).toEqual(before);
  });
});
