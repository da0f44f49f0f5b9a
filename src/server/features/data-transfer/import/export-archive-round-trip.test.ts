import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yazl from "yazl";
import type { DataExport, ImportSummary } from "../../../../shared/schemas/data-export.ts";
import { signedInClient } from "../../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../../test-support/accounts-server.ts";
import { organiserApi } from "../../../test-support/api-client.ts";
import { withoutAccountFields } from "../../../test-support/data-transfer.ts";
import { photoBytes, uploadPhoto } from "../../../test-support/photo-fixtures.ts";
import type { TestClient } from "../../../test-support/test-client.ts";
import { readZipEntries } from "./zip-entries.ts";

/**
 * The zip export (issue 29): data.json and files/<id>.webp leave with a note's photos and checklist,
 * and come back equal — the same data.json, the photos byte for byte — on a fresh database, and under
 * derived ids beside the original; importing again adds nothing; a damaged photo is named.
 */
type Archive = { data: DataExport; files: Map<string, Buffer>; headers: Headers };

let origin: AccountsServer;
let fresh: AccountsServer;
let owner: TestClient;
let exported: Archive;
let zipBytes: Buffer;

async function archiveOf(client: TestClient): Promise<Archive & { zip: Buffer }> {
  const response = await client.get("/api/export/archive");
  expect(response.status).toBe(200);
  const zip = Buffer.from(await response.arrayBuffer());
  const entries = await readZipEntries(new Uint8Array(zip), () => true);
  const files = new Map(entries.filter((e) => e.name.startsWith("files/")).map((e) => [e.name, e.data]));
  const json = entries.find((entry) => entry.name === "data.json");
  if (!json) throw new Error("no data.json in the archive");
  return { data: JSON.parse(json.data.toString("utf8")) as DataExport, files, headers: response.headers, zip };
}

async function importZip(client: TestClient, zip: Buffer) {
  const response = await client.request("/api/import", {
    method: "POST",
    body: new Uint8Array(zip),
    headers: { "content-type": "application/zip" },
  });
  return { status: response.status, body: (await response.json()) as ImportSummary };
}

function zipOf(entries: Record<string, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(entries)) zip.addBuffer(data, name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on("error", reject);
  });
}

beforeAll(async () => {
  origin = await startAccountsServer();
  fresh = await startAccountsServer();
  owner = await signedInClient(origin.server.url, origin.mail);
  const api = organiserApi(owner);
  const trip = await api.createNote({
    title: "Výlet do Tatier",
    category: "notes",
    pinned: true,
    color: "teal",
    checklist: [{ title: "Spacák", completed: true }, { title: "Čelovka" }],
  });
  for (const background of ["#c0392b", "#2980b9"]) {
    const upload = await uploadPhoto(
      owner,
      trip.body.id,
      await photoBytes("jpeg", { width: 64, height: 48, background }),
    );
    expect(upload.status).toBe(201);
  }
  await api.createNote({ title: "Nákup", category: "shopping", items: [{ name: "Mlieko" }] });
  const archive = await archiveOf(owner);
  zipBytes = archive.zip;
  exported = archive;
});
afterAll(async () => {
  await origin.close();
  await fresh.close();
});

describe("GET /api/export/archive", () => {
  it("is a zip of data.json and each photo's stored WebP, as an attachment", async () => {
    expect(exported.headers.get("content-type")).toBe("application/zip");
    expect(exported.headers.get("cache-control")).toBe("private, no-store");
    expect(exported.headers.get("content-disposition")).toMatch(
      /^attachment; filename="poriadok-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const trip = exported.data.notes.find((note) => note.title === "Výlet do Tatier");
    expect(trip?.photos).toEqual([
      { id: expect.any(String), file: `files/${trip?.photos?.[0]?.id}.webp`, width: 64, height: 48 },
      { id: expect.any(String), file: `files/${trip?.photos?.[1]?.id}.webp`, width: 64, height: 48 },
    ]);
    expect(trip?.checklist.map((line) => line.title)).toEqual(["Spacák", "Čelovka"]);
    expect([...exported.files.keys()].sort()).toEqual(trip?.photos?.map((photo) => photo.file).sort());
    for (const photo of trip?.photos ?? []) {
      const served = await owner.request(`/api/photos/${photo.id}`);
      expect(Buffer.from(await served.arrayBuffer()).equals(exported.files.get(photo.file) ?? Buffer.alloc(0))).toBe(
        true,
      );
    }
    // The JSON export stays as it was, and says how many photos only the zip holds.
    const json = await owner.get("/api/export");
    expect(json.headers.get("poriadok-photos")).toBe("2");
    const jsonNotes = ((await json.json()) as DataExport).notes;
    expect(jsonNotes.every((note) => note.photos === undefined)).toBe(true);
  });
});

describe("an export archive → import round trip", () => {
  it("comes back equal on a fresh database, photos byte for byte; again, it adds nothing", async () => {
    const newcomer = await signedInClient(fresh.server.url, fresh.mail);
    const imported = await importZip(newcomer, zipBytes);
    expect(imported).toEqual({
      status: 200,
      body: { tasks: 0, notes: 1, lists: 1, tags: 0, plannerDays: 0, alreadyThere: 0, photos: 2, skipped: [] },
    });
    const second = await archiveOf(newcomer);
    expect(withoutAccountFields(second.data)).toEqual(withoutAccountFields(exported.data));
    expect(second.files).toEqual(exported.files);
    const again = await importZip(newcomer, zipBytes);
    expect(again.body).toMatchObject({ notes: 0, lists: 0, photos: 0, alreadyThere: 4, skipped: [] });
    expect((await archiveOf(newcomer)).files).toEqual(exported.files);
  });

  it("comes in beside the original under derived ids; neither export holds the other's photos", async () => {
    const neighbour = await signedInClient(origin.server.url, origin.mail);
    expect((await importZip(neighbour, zipBytes)).body).toMatchObject({ notes: 1, photos: 2, skipped: [] });
    const theirs = await archiveOf(neighbour);
    const photosOf = (archive: Archive) => archive.data.notes.flatMap((note) => note.photos ?? []);
    const originalIds = new Set(photosOf(exported).map((photo) => photo.id));
    expect(photosOf(theirs)).toHaveLength(2);
    expect(photosOf(theirs).filter((photo) => originalIds.has(photo.id))).toEqual([]);
    expect([...theirs.files.values()]).toEqual([...exported.files.values()]);
    const mine = await archiveOf(owner);
    expect([...mine.files.keys()].sort()).toEqual([...exported.files.keys()].sort());
    expect(
      photosOf(mine)
        .map((photo) => photo.id)
        .sort(),
    ).toEqual([...originalIds].sort());
  });

  it("names a photo that is not a WebP, and stores the rest", async () => {
    const reader = await signedInClient(fresh.server.url, fresh.mail);
    const badId = randomUUID();
    const notes = exported.data.notes.map((note) =>
      note.photos?.length
        ? { ...note, photos: [...note.photos, { id: badId, file: `files/${badId}.webp`, width: 8, height: 8 }] }
        : note,
    );
    const forged = await zipOf({
      "data.json": Buffer.from(JSON.stringify({ ...exported.data, notes })),
      ...Object.fromEntries(exported.files),
      [`files/${badId}.webp`]: Buffer.from(await photoBytes("png", { width: 8, height: 8 })),
    });
    const { status, body } = await importZip(reader, forged);
    expect(status).toBe(200);
    expect(body).toMatchObject({ photos: 2 });
    expect(body.skipped).toEqual([{ kind: "file", name: `files/${badId}.webp`, reason: "importProblem.photoNotRead" }]);
    const corrupt = await zipOf({
      "data.json": Buffer.from(JSON.stringify({ ...exported.data, notes })),
      [`files/${badId}.webp`]: Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPgarbage"),
    });
    const other = await signedInClient(fresh.server.url, fresh.mail);
    const second = await importZip(other, corrupt);
    expect(second.body.skipped).toContainEqual({
      kind: "file",
      name: `files/${badId}.webp`,
      reason: "importProblem.photoNotRead",
    });
  });
});
