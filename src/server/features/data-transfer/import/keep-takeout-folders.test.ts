import { describe, expect, it } from "vitest";
import { DataExportSchema } from "../../../../shared/schemas/data-export.ts";
import { appRefusal } from "../../../test-support/app-refusal.ts";
import {
  GERMAN_KEEP_NOTES,
  germanTakeoutZip,
  KEEP_NOTES,
  keepTakeoutZip,
  zipOf,
} from "../../../test-support/keep-takeout-zip.ts";
import { convertKeepTakeout } from "./foreign-sources.ts";

describe("a Takeout whose Keep folder is named in the account's language", () => {
  it.each(["Google Notizen", "Keep", "Google Keep", "Заметки Google Keep", "Google Keep – poznámky"])(
    "finds the notes in Takeout/%s/",
    async (folder) => {
      const { file } = await convertKeepTakeout(await keepTakeoutZip(KEEP_NOTES, folder));
      expect(DataExportSchema.safeParse(file).success).toBe(true);
      expect(file.notes.map((note) => note.title).sort()).toEqual(
        ["Archív ☕", "Nákup na víkend", "Potraviny", "Stará poznámka"].sort(),
      );
    },
  );

  it("gives a note the same id whatever the folder is called", async () => {
    const ids = async (folder: string) =>
      (await convertKeepTakeout(await keepTakeoutZip(KEEP_NOTES, folder))).file.notes.map((note) => note.id);
    expect(await ids("Google Notizen")).toEqual(await ids("Keep"));
  });

  it("leaves another product's JSON alone and refuses an archive with no Keep note in any folder", async () => {
    const { file } = await convertKeepTakeout(await germanTakeoutZip());
    expect(file.notes.map((note) => note.title).sort()).toEqual([
      "1a2b3c4d5e",
      "2b3c4d5e6f",
      "3c4d5e6f7a",
      "Einkaufsliste",
      "Список дел",
    ]);
    const other = await zipOf([
      { name: "Takeout/Google Fit/Daily.json", data: JSON.stringify({ steps: 10 }) },
      { name: "Takeout/Profil/Profil.json", data: JSON.stringify({ textContent: 42, title: "not a note" }) },
      { name: "Takeout/Keep/readme.json", data: "[]" },
    ]);
    const error = await appRefusal(() => convertKeepTakeout(other));
    expect([error.status, error.code]).toEqual([400, "import_not_keep_takeout"]);
  });

  it("reads a Keep folder at the top of the zip (zipped again on its own) but not one nested deeper", async () => {
    const note = JSON.stringify(KEEP_NOTES.text);
    const top = await convertKeepTakeout(await zipOf([{ name: "Notizen/text.json", data: note }]));
    expect(top.file.notes).toHaveLength(1);
    const nested = await appRefusal(async () =>
      convertKeepTakeout(await zipOf([{ name: "Takeout/Keep/Sub/text.json", data: note }])),
    );
    expect(nested.code).toBe("import_not_keep_takeout");
  });
});

describe("what a Keep import leaves out", () => {
  it("keeps notes of only a photo (titled with the file's name), their images as photos, and names every empty note", async () => {
    const { file, skipped, photos } = await convertKeepTakeout(await germanTakeoutZip());
    const folder = "Takeout/Google Notizen";
    expect(skipped).toEqual([{ kind: "file", name: `${folder}/Leere Notiz.json`, reason: "importProblem.emptyNote" }]);
    const photoOnly = file.notes.find((note) => note.title === "3c4d5e6f7a");
    expect(photoOnly?.content).toBe("");
    expect(photos?.map((photo) => photo.file).sort()).toEqual(
      ["1a2b3c4d5e.jpg", "2b3c4d5e6f.jpg", "3c4d5e6f7a.png", "4d5e6f7a8b.jpg"].map((name) => `${folder}/${name}`),
    );
    expect(photos?.find((photo) => photo.file.endsWith("3c4d5e6f7a.png"))?.noteId).toBe(photoOnly?.id);
    // The note with a photo keeps its text and its web link.
    const shopping = file.notes.find((note) => note.title === "Einkaufsliste");
    expect(shopping?.content).toBe("Brot, Käse, Äpfel\n\nhttps://example.com/rezept");
    expect(Object.keys(GERMAN_KEEP_NOTES)).toHaveLength(6);
  });
});
