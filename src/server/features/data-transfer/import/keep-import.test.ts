import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportSummary } from "../../../../shared/schemas/data-export.ts";
import { signedInClient } from "../../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../../test-support/accounts-server.ts";
import { organiserApi } from "../../../test-support/api-client.ts";
import { importForm } from "../../../test-support/data-transfer.ts";
import {
  GERMAN_KEEP_NOTES,
  germanImages,
  germanTakeoutZip,
  keepTakeoutZip,
} from "../../../test-support/keep-takeout-zip.ts";
import type { TestClient } from "../../../test-support/test-client.ts";

/** A German account's Takeout through the real server: its folder found, what is left out named. */
let harness: AccountsServer;
beforeAll(async () => {
  harness = await startAccountsServer();
});
afterAll(() => harness.close());

describe("importing a Takeout whose Keep folder is “Google Notizen”", () => {
  it("brings its notes and photos in and names each file left out, with its reason", async () => {
    const client = await signedInClient(harness.server.url, harness.mail);
    const zip = new Uint8Array(await germanTakeoutZip());
    const { status, body } = await importForm(client, "keep", zip, "takeout-20240101T000000Z-001.zip");
    expect(status).toBe(200);
    expect(body).toMatchObject({ notes: 5, lists: 0, tasks: 0, tags: 2, photos: 4, alreadyThere: 0 });
    expect(body.skipped.map(({ kind, reason }) => `${kind} ${reason}`)).toEqual(["file importProblem.emptyNote"]);
    const api = organiserApi(client);
    const notes = (await api.listNotes("notes")).body.notes;
    expect(notes.map((note) => note.title).sort()).toEqual([
      "1a2b3c4d5e",
      "2b3c4d5e6f",
      "3c4d5e6f7a",
      "Einkaufsliste",
      "Список дел",
    ]);
    const byTitle = async (title: string) =>
      (await api.getNote(notes.find((note) => note.title === title)?.id ?? "")).body;
    // Keep's checklist: a note with its lines in order, ticks kept, and its label as a tag.
    const todo = await byTitle("Список дел");
    expect(todo.checklist.map(({ title, completed }) => ({ title, completed }))).toEqual([
      { title: "Позвонить маме", completed: false },
      { title: "Купить хлеб", completed: true },
    ]);
    expect(todo.tags).toHaveLength(1);
    expect(await byTitle("Einkaufsliste")).toMatchObject({ pinned: true, color: "green", archivedAt: null });
    expect((await byTitle("Einkaufsliste")).photos).toEqual([{ id: expect.any(String), width: 50, height: 50 }]);
    // Again: nothing new, and the same files are named as left out.
    const again = await importForm(client, "keep", zip, "takeout.zip");
    // Five notes, the tags "Haushalt" and "Дом" and four photos are there already.
    expect(again.body).toMatchObject({ notes: 0, lists: 0, alreadyThere: 11 });
    expect(again.body.photos ?? 0).toBe(0);
    expect(again.body.skipped).toHaveLength(1);
  });
});

/** The zip as the body, as the web sends a Takeout (with upload progress). */
async function importZipBody(client: TestClient, zip: Buffer) {
  const response = await client.request("/api/import", {
    method: "POST",
    body: new Uint8Array(zip),
    headers: { "content-type": "application/zip" },
  });
  return { status: response.status, body: (await response.json()) as ImportSummary & { error?: { code: string } } };
}

const uploadsLeft = () => {
  const directory = path.join(harness.storage.dataDir, "import-uploads");
  return existsSync(directory) ? readdirSync(directory) : [];
};

describe("a large Takeout sent as the body (up to 500 MB)", () => {
  it("imports a 60 MB Takeout with photos that a form (20 MB) refuses, leaving no temporary file", {
    timeout: 120_000,
  }, async () => {
    const client = await signedInClient(harness.server.url, harness.mail);
    // Photos do not compress: stored as they are, like Takeout's JPEGs.
    const photos = Array.from({ length: 6 }, (_, index) => ({
      name: `Takeout/Google Notizen/photo-${index}.jpg`,
      data: randomBytes(10 * 1024 * 1024),
      compress: false,
    }));
    const zip = await keepTakeoutZip(GERMAN_KEEP_NOTES, "Google Notizen", photos, await germanImages());
    expect(zip.length).toBeGreaterThan(60 * 1024 * 1024);
    const asForm = await importForm(client, "keep", new Uint8Array(zip), "takeout.zip");
    expect([asForm.status, asForm.body.error?.code]).toEqual([413, "import_file_too_large"]);
    const asBody = await importZipBody(client, zip);
    expect(asBody.status).toBe(200);
    expect(asBody.body).toMatchObject({ notes: 5, lists: 0, photos: 4 });
    expect(uploadsLeft()).toEqual([]);
  });

  it("refuses a damaged zip with its code and removes its temporary file", async () => {
    const client = await signedInClient(harness.server.url, harness.mail);
    const refused = await importZipBody(client, randomBytes(256 * 1024));
    expect([refused.status, refused.body.error?.code]).toEqual([400, "import_zip_unreadable"]);
    expect(uploadsLeft()).toEqual([]);
  });
});
