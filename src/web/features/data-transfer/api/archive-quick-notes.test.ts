import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { addQuickNotesToArchive, readArchiveData } from "./archive-quick-notes";

/*
 * The zip export's quick notes (issue 25): the server's zip (data.json and files/, the photos stored)
 * is rewritten with this browser's quick notes in data.json, and an import reads them back from it.
 */

/** Photo-like bytes spanning several of a Blob stream's chunks, with no zip signature by chance. */
function photoBytes(): Uint8Array {
  const bytes = new Uint8Array(300_000);
  for (let index = 0; index < bytes.length; index++) bytes[index] = (index * 7 + (index >> 9)) % 251;
  return bytes;
}

const DATA = {
  format: "poriadok-export",
  version: 1,
  exportedAt: "2026-11-28T10:00:00.000Z",
  notes: [{ id: "n1", title: "Záhrada 🌱", photos: [{ id: "x" }] }],
  tags: [],
};
const QUICK_NOTES = [{ id: "q1", text: "Zavolať Eve", created: "2026-11-27T08:00:00.000Z" }];

/** A zip as the server writes one: the photos stored, data.json (pretty-printed) last. */
function serverZip(photo: Uint8Array, extra: Record<string, Uint8Array> = {}): Blob {
  const zip = zipSync({
    "files/x.webp": [photo, { level: 0 }],
    ...extra,
    "data.json": strToU8(JSON.stringify(DATA, null, 2)),
  });
  return new Blob([zip], { type: "application/zip" });
}

async function entriesOf(blob: Blob) {
  const compression: Record<string, number> = {};
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()), {
    filter: (file) => {
      compression[file.name] = file.compression;
      return true;
    },
  });
  return { files, compression };
}

describe("addQuickNotesToArchive", () => {
  it("adds the quick notes to data.json and copies the photos stored, byte for byte", async () => {
    const photo = photoBytes();
    const rewritten = await addQuickNotesToArchive(serverZip(photo), QUICK_NOTES);

    expect(rewritten.type).toBe("application/zip");
    const { files, compression } = await entriesOf(rewritten);
    expect(Object.keys(files)).toEqual(["files/x.webp", "data.json"]);
    expect(files["files/x.webp"]).toEqual(photo);
    expect(compression["files/x.webp"]).toBe(0);
    const data = JSON.parse(strFromU8(files["data.json"] as Uint8Array)) as Record<string, unknown>;
    expect(data).toEqual({ ...DATA, quickNotes: QUICK_NOTES });
  });

  it("keeps other entries and an empty list of quick notes", async () => {
    const rewritten = await addQuickNotesToArchive(serverZip(photoBytes(), { "files/y.webp": new Uint8Array(0) }), []);
    const { files } = await entriesOf(rewritten);
    expect(files["files/y.webp"]).toEqual(new Uint8Array(0));
    expect(JSON.parse(strFromU8(files["data.json"] as Uint8Array))).toEqual({ ...DATA, quickNotes: [] });
  });

  it("rejects what is not a zip, so the file is saved as it came", async () => {
    await expect(addQuickNotesToArchive(new Blob(["not a zip at all"]), QUICK_NOTES)).rejects.toThrow();
  });
});

describe("readArchiveData", () => {
  it("reads data.json back from the rewritten zip, quick notes and all", async () => {
    const rewritten = await addQuickNotesToArchive(serverZip(photoBytes()), QUICK_NOTES);
    expect(await readArchiveData(rewritten)).toEqual({ ...DATA, quickNotes: QUICK_NOTES });
  });

  it("reads the server's zip as it is: no quick notes in it", async () => {
    expect(await readArchiveData(serverZip(photoBytes()))).toEqual(DATA);
  });

  it("answers nothing for a Takeout, which has no top-level data.json", async () => {
    const takeout = zipSync({
      "Takeout/Keep/Nákup.json": strToU8(JSON.stringify({ title: "Nákup" })),
      "Takeout/Keep/data.json": strToU8("{}"),
      "Takeout/Keep/photo.jpg": [photoBytes(), { level: 0 }],
    });
    expect(await readArchiveData(new Blob([takeout]))).toBeUndefined();
  });
});
