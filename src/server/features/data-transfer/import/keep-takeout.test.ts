import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { NOTE_COLORS } from "../../../../shared/constants.ts";
import { type DataExport, DataExportSchema } from "../../../../shared/schemas/data-export.ts";
import { NewIdSchema } from "../../../../shared/schemas/id.ts";
import { appRefusal } from "../../../test-support/app-refusal.ts";
import {
  claimingEntries,
  claimingSize,
  KEEP_NOTES,
  keepTakeoutZip,
  renamed,
  zipOf,
} from "../../../test-support/keep-takeout-zip.ts";
import { convertKeepTakeout as convert } from "./foreign-sources.ts";
import { KEEP_COLORS } from "./keep-note.ts";
import { readZipEntries, ZIP_LIMITS, type ZipSource } from "./zip-entries.ts";

/** The export file a Takeout converts to (what it leaves out is tested in keep-takeout-folders.test.ts). */
const convertKeepTakeout = async (zip: ZipSource) => (await convert(zip)).file;

describe("a Google Keep Takeout zip", () => {
  let file: DataExport;
  beforeAll(async () => {
    file = await convertKeepTakeout(await keepTakeoutZip());
  });
  const tagName = (id: string) => file.tags.find((tag) => tag.id === id)?.name;
  const byTitle = (title: string) => file.notes.find((note) => note.title === title);

  it("is an export file the import schema accepts, with UUIDv7 ids", () => {
    expect(DataExportSchema.safeParse(file).success).toBe(true);
    const ids = [...file.notes.flatMap((note) => [note.id, ...note.checklist.map((line) => line.id)])];
    expect(ids.every((id) => NewIdSchema.safeParse(id).success)).toBe(true);
  });

  it("brings a text note in as a note with its labels as tags and Keep's times", () => {
    expect(byTitle("Nákup na víkend")).toMatchObject({
      category: "notes",
      content: "Mlieko, vajcia a čerstvý chlieb 🥚\nDruhý riadok",
      createdAt: "2025-03-01T09:30:00.000Z",
      updatedAt: "2025-03-02T10:00:00.000Z",
      trashedAt: null,
      items: [],
    });
    expect(byTitle("Nákup na víkend")?.tags.map(tagName)).toEqual(["Domácnosť", "Rodina 👪"]);
  });

  it("brings a checklist in as a note with a checklist in Keep's order, ticks, labels and colour kept", () => {
    const list = byTitle("Potraviny");
    expect(list).toMatchObject({ category: "notes", items: [], trashedAt: null, color: "yellow", pinned: false });
    expect(list?.tags.map(tagName)).toEqual(["Domácnosť"]);
    expect(list?.checklist.map(({ title, completed }) => ({ title, completed }))).toEqual([
      { title: "Jablká", completed: true },
      { title: "Maslo 🧈", completed: false },
      { title: "Syr", completed: true },
    ]);
    const ids = list?.checklist.map((line) => line.id) ?? [];
    expect([...ids].sort()).toEqual(ids);
  });

  it("keeps Keep's pin, colour (its names on our palette) and archive", () => {
    expect(byTitle("Nákup na víkend")).toMatchObject({ pinned: true, color: null, archivedAt: null });
    expect(byTitle("Archív ☕")).toMatchObject({ color: "blue", archivedAt: "2023-06-01T12:00:00.000Z" });
    // A trashed note is in the trash, not also in the archive.
    expect(byTitle("Stará poznámka")).toMatchObject({ archivedAt: null });
    expect(KEEP_COLORS).toEqual({
      RED: "red",
      ORANGE: "orange",
      YELLOW: "yellow",
      GREEN: "green",
      TEAL: "teal",
      BLUE: "blue",
      CERULEAN: "blue",
      PURPLE: "purple",
      PINK: "pink",
      BROWN: "brown",
      GRAY: "gray",
    });
    expect(Object.values(KEEP_COLORS).every((color) => (NOTE_COLORS as readonly string[]).includes(color))).toBe(true);
  });

  it("puts a trashed note in the trash, titled by its first line, and an archived note in the archive", () => {
    expect(byTitle("Stará poznámka")).toMatchObject({
      category: "notes",
      content: "Stará poznámka",
      trashedAt: "2024-12-24T18:00:00.000Z",
    });
    const archived = byTitle("Archív ☕");
    expect(archived).toMatchObject({ category: "notes", trashedAt: null, createdAt: "2023-06-01T12:00:00.000Z" });
    expect(archived?.tags.map(tagName)).toEqual(["ŠKOLA"]);
  });

  it("reads only the notes' JSON: four notes, three tags", () => {
    expect(file.notes).toHaveLength(4);
    expect(file.tags.map((tag) => tag.name)).toEqual(["Domácnosť", "Rodina 👪", "ŠKOLA"]);
  });

  it("gives the same ids when the same archive is read again", async () => {
    const again = await convertKeepTakeout(await keepTakeoutZip());
    const ids = (data: typeof file) =>
      data.notes.flatMap((note) => [note.id, ...note.checklist.map((line) => line.id)]);
    expect(ids(again)).toEqual(ids(file));
    expect(again.tags.map((tag) => tag.id)).toEqual(file.tags.map((tag) => tag.id));
  });

  it("gives a note the same id when the Keep folder was zipped again on its own", async () => {
    const rezipped = await convertKeepTakeout(
      await zipOf([{ name: "Keep/text.json", data: JSON.stringify(KEEP_NOTES.text) }]),
    );
    expect(rezipped.notes.map((note) => note.id)).toEqual([byTitle("Nákup na víkend")?.id]);
  });

  it("gives a note's id the time bits of its creation (UUIDv7)", () => {
    const note = byTitle("Nákup na víkend");
    const timeBits = Number.parseInt((note?.id ?? "").replaceAll("-", "").slice(0, 12), 16);
    expect(timeBits).toBe(Date.parse("2025-03-01T09:30:00Z"));
  });
});

describe("a zip the import refuses", () => {
  it("is random bytes, or empty", async () => {
    for (const bytes of [randomBytes(4096), Buffer.alloc(0), Buffer.from("PK\u0003\u0004 not really")]) {
      const error = await appRefusal(() => convertKeepTakeout(bytes));
      expect([error.status, error.code]).toEqual([400, "import_zip_unreadable"]);
    }
  });

  it("names a file outside its folder (../ or an absolute path)", async () => {
    for (const name of ["../../etc/evil.json", "/tmp/Keep/evil.json"]) {
      const placeholder = `Takeout/Keep/${"x".repeat(name.length - "Takeout/Keep/".length)}`;
      const hostile = renamed(
        await zipOf([
          { name: placeholder, data: "{}" },
          { name: "Takeout/Keep/a.json", data: "{}" },
        ]),
        placeholder,
        name,
      );
      const error = await appRefusal(() => convertKeepTakeout(hostile));
      expect([error.status, error.code, error.details]).toEqual([400, "import_zip_unsafe_path", [name]]);
    }
  });

  it("is a zip bomb: a note over 1 MB, refused by its claimed size before it is inflated, and named", async () => {
    const bomb = await zipOf([{ name: "Takeout/Keep/bomb.json", data: Buffer.alloc(2 * 1024 * 1024, 0x20) }]);
    expect(bomb.length).toBeLessThan(10 * 1024);
    const error = await appRefusal(() => convertKeepTakeout(bomb));
    expect([error.status, error.code, error.details]).toEqual([
      413,
      "import_zip_entry_too_large",
      [{ file: "Takeout/Keep/bomb.json", reason: "importProblem.entryTooLarge" }],
    ]);
    // The same note claiming just under 1 MB is stopped where its claim ends, while it inflates.
    const liar = await appRefusal(() => convertKeepTakeout(claimingSize(bomb, 1000 * 1024)));
    expect([liar.status, liar.code]).toEqual([413, "import_zip_too_large"]);
  });

  it("is a zip bomb of many notes each under 1 MB: stopped past 32 MB read in all", async () => {
    const note = Buffer.alloc(900 * 1024, 0x20);
    const files = Array.from({ length: 40 }, (_, index) => ({ name: `Takeout/Keep/${index}.json`, data: note }));
    const error = await appRefusal(async () => convertKeepTakeout(await zipOf(files)));
    expect([error.status, error.code]).toEqual([413, "import_zip_too_large"]);
  });

  it("has a note nested deeper than any Keep note: named, never parsed", async () => {
    const zip = await keepTakeoutZip({ ...KEEP_NOTES, deep: `{"a":${"[".repeat(100_000)}${"]".repeat(100_000)}}` });
    const error = await appRefusal(() => convertKeepTakeout(zip));
    expect([error.status, error.code, error.details]).toEqual([
      400,
      "import_keep_unreadable",
      [{ file: "Takeout/Keep/deep.json", reason: "importProblem.tooDeep" }],
    ]);
  });

  it("is a zip bomb whose header claims a small size: stopped at the first byte past the claim", async () => {
    const bomb = await zipOf([{ name: "Takeout/Keep/bomb.json", data: Buffer.alloc(20 * 1024 * 1024, 0x20) }]);
    const error = await appRefusal(() => convertKeepTakeout(claimingSize(bomb, 100)));
    expect([error.status, error.code]).toEqual([413, "import_zip_too_large"]);
  });

  it("holds more than 50,000 files (its directory says so before any entry is read)", async () => {
    const zip = claimingEntries(await keepTakeoutZip(), ZIP_LIMITS.maxEntries + 1);
    const error = await appRefusal(async () => convertKeepTakeout(zip));
    expect([error.status, error.code]).toEqual([400, "import_zip_too_many_entries"]);
  });

  it("has no Keep notes in it", async () => {
    const zip = await zipOf([{ name: "Takeout/Drive/report.json", data: "{}" }]);
    const error = await appRefusal(() => convertKeepTakeout(zip));
    expect([error.status, error.code]).toEqual([400, "import_not_keep_takeout"]);
  });

  it("has notes that cannot be read: all named, nothing converted", async () => {
    const zip = await keepTakeoutZip({ ...KEEP_NOTES, broken: "{ not json", odd: { hello: 1 } });
    const error = await appRefusal(() => convertKeepTakeout(zip));
    expect([error.status, error.code]).toEqual([400, "import_keep_unreadable"]);
    expect(error.details).toEqual([
      { file: "Takeout/Keep/broken.json", reason: "importProblem.notJson" },
      { file: "Takeout/Keep/odd.json", reason: "importProblem.notKeepNote" },
    ]);
  });
});

describe("reading a zip's wanted files", () => {
  it("inflates only the wanted ones and counts what really comes out", async () => {
    const zip = await zipOf([
      { name: "a.json", data: "x".repeat(600) },
      { name: "b.bin", data: "y".repeat(600) },
    ]);
    const limits = { maxEntries: 10, maxTotalBytes: 2000, maxEntryBytes: 1000, maxReadBytes: 2000 };
    const files = await readZipEntries(zip, (name) => name.endsWith(".json"), limits);
    expect(files.map((file) => [file.name, file.data.length])).toEqual([["a.json", 600]]);
    const claimed = await appRefusal(() => readZipEntries(zip, () => true, { ...limits, maxTotalBytes: 1000 }));
    expect(claimed.code).toBe("import_zip_too_large");
    const read = await appRefusal(() => readZipEntries(zip, () => true, { ...limits, maxReadBytes: 1000 }));
    expect(read.code).toBe("import_zip_too_large");
    const entry = await appRefusal(() => readZipEntries(zip, () => true, { ...limits, maxEntryBytes: 500 }));
    expect([entry.code, entry.details]).toEqual([
      "import_zip_entry_too_large",
      [{ file: "a.json", reason: "importProblem.entryTooLarge" }],
    ]);
    const tooMany = await appRefusal(() => readZipEntries(zip, () => true, { ...limits, maxEntries: 1 }));
    expect(tooMany.code).toBe("import_zip_too_many_entries");
  });
});
