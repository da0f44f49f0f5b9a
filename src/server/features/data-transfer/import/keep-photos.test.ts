import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect } from "vitest";
import { PHOTO_UPLOAD_MAX_BYTES, PHOTOS_MAX_PER_NOTE } from "../../../../shared/constants.ts";
import type { ImportSummary } from "../../../../shared/schemas/data-export.ts";
import { signedInClient } from "../../../test-support/accounts.ts";
import { organiserApi } from "../../../test-support/api-client.ts";
import { importForm } from "../../../test-support/data-transfer.ts";
import { keepTakeoutZip, renamed } from "../../../test-support/keep-takeout-zip.ts";
import { hasGpsTag, phoneJpeg, photoBytes } from "../../../test-support/photo-fixtures.ts";
import { serverTest } from "../../../test-support/server-fixture.ts";
import type { TestClient } from "../../../test-support/test-client.ts";

/** A Takeout's images through the real server: stored as the notes' photos, as uploads are. */
const test = serverTest();
const usec = (iso: string) => Date.parse(iso) * 1000;
const FOLDER = "Takeout/Keep";

const NOTES = {
  // Only a photo: the note is kept, titled with the image's file name.
  "2024-05-01T10_00_00.000+02_00": {
    title: "",
    textContent: "",
    attachments: [{ filePath: "beach.jpg", mimetype: "image/jpeg" }],
    createdTimestampUsec: usec("2024-05-01T08:00:00Z"),
  },
  Výlet: {
    title: "Výlet do Tatier",
    textContent: "Chata pod Rysmi",
    attachments: [
      { filePath: "a1.jpg", mimetype: "image/jpeg" },
      { filePath: "a2.png", mimetype: "image/png" },
      { filePath: "voice.3gp", mimetype: "audio/3gpp" },
      { filePath: "gone.jpg", mimetype: "image/jpeg" },
      { filePath: "fake.jpg", mimetype: "image/jpeg" },
    ],
    createdTimestampUsec: usec("2024-06-01T08:00:00Z"),
  },
};

async function images() {
  return {
    "beach.jpg": await phoneJpeg({ width: 80, height: 40 }),
    "a1.jpg": await photoBytes("jpeg", { width: 64, height: 48 }),
    "a2.png": await photoBytes("png", { width: 30, height: 20 }),
    "voice.3gp": new Uint8Array(32),
    // fake.jpg: 64 bytes that are no image (the fixture's default); gone.jpg: not in the archive.
  };
}

async function takeout(): Promise<Buffer> {
  const zip = await keepTakeoutZip(NOTES, "Keep", [], await images());
  // The helper writes every attachment; take "gone.jpg" out again by naming it something no note names.
  return renamed(zip, "Keep/gone.jpg", "Keep/gone.xyz");
}

async function importBody(client: TestClient, zip: Buffer) {
  const response = await client.request("/api/import", {
    method: "POST",
    body: new Uint8Array(zip),
    headers: { "content-type": "application/zip" },
  });
  return { status: response.status, body: (await response.json()) as ImportSummary };
}

async function servedPhoto(client: TestClient, id: string) {
  const response = await client.request(`/api/photos/${id}`);
  expect([response.status, response.headers.get("content-type")]).toEqual([200, "image/webp"]);
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

describe("a Google Keep Takeout's images", () => {
  test("become the notes' photos (WebP, upright, no EXIF); what cannot be stored is named by file", async ({
    harness,
  }) => {
    const client = await signedInClient(harness.server.url, harness.mail);
    const { status, body } = await importBody(client, await takeout());
    expect(status).toBe(200);
    expect(body).toMatchObject({ notes: 2, photos: 3, alreadyThere: 0 });
    expect(body.skipped).toEqual([
      { kind: "file", name: `${FOLDER}/voice.3gp`, reason: "importProblem.attachmentNotPhoto" },
      { kind: "file", name: `${FOLDER}/fake.jpg`, reason: "importProblem.photoNotRead" },
      { kind: "file", name: `${FOLDER}/gone.jpg`, reason: "importProblem.attachmentMissing" },
    ]);
    const api = organiserApi(client);
    const notes = (await api.listNotes("notes")).body.notes;
    expect(notes.map((note) => note.title).sort()).toEqual(["Výlet do Tatier", "beach"]);
    const note = async (title: string) => (await api.getNote(notes.find((n) => n.title === title)?.id ?? "")).body;

    const beach = await note("beach");
    // The phone's 80 × 40 lying on its side, turned upright.
    expect(beach.photos).toEqual([{ id: expect.any(String), width: 40, height: 80 }]);
    const stored = await servedPhoto(client, beach.photos[0]?.id ?? "");
    expect([stored.format, stored.exif, stored.orientation, hasGpsTag(stored.exif)]).toEqual([
      "webp",
      undefined,
      undefined,
      false,
    ]);

    const trip = await note("Výlet do Tatier");
    expect(trip.content).toBe("Chata pod Rysmi");
    expect(trip.photos.map(({ width, height }) => [width, height])).toEqual([
      [64, 48],
      [30, 20],
    ]);
    for (const photo of trip.photos) expect((await servedPhoto(client, photo.id)).format).toBe("webp");

    // Again: every note and photo is there already, nothing is stored twice.
    const again = await importForm(client, "keep", new Uint8Array(await takeout()), "takeout.zip");
    expect(again.body).toMatchObject({ notes: 0, alreadyThere: 5 });
    expect(again.body.photos ?? 0).toBe(0);
    expect((await note("Výlet do Tatier")).photos).toEqual(trip.photos);
  });

  test("past a note's photo limit, the rest is named in skipped", async ({ harness }) => {
    const client = await signedInClient(harness.server.url, harness.mail);
    const names = Array.from({ length: PHOTOS_MAX_PER_NOTE + 1 }, (_, index) => `p${index}.png`);
    const image = await photoBytes("png", { width: 8, height: 8 });
    const many = {
      title: "Album",
      textContent: "",
      attachments: names.map((filePath) => ({ filePath, mimetype: "image/png" })),
    };
    const zip = await keepTakeoutZip({ many }, "Keep", [], Object.fromEntries(names.map((name) => [name, image])));
    const { status, body } = await importBody(client, zip);
    expect(status).toBe(200);
    expect(body).toMatchObject({ notes: 1, photos: PHOTOS_MAX_PER_NOTE });
    expect(body.skipped).toEqual([
      { kind: "file", name: `${FOLDER}/${names.at(-1)}`, reason: "importProblem.photoLimitNote" },
    ]);
  });

  test("an image over 20 MB is named, not read, and the note comes in with its other photo", async ({ harness }) => {
    const client = await signedInClient(harness.server.url, harness.mail);
    const note = {
      title: "Panoráma",
      textContent: "",
      attachments: [
        { filePath: "huge.jpg", mimetype: "image/jpeg" },
        { filePath: "small.webp", mimetype: "image/webp" },
      ],
    };
    const zip = await keepTakeoutZip({ note }, "Keep", [], {
      "huge.jpg": randomBytes(PHOTO_UPLOAD_MAX_BYTES + 1),
      "small.webp": await photoBytes("webp"),
    });
    const { status, body } = await importBody(client, zip);
    expect(status).toBe(200);
    expect(body).toMatchObject({ notes: 1, photos: 1 });
    expect(body.skipped).toEqual([{ kind: "file", name: `${FOLDER}/huge.jpg`, reason: "importProblem.photoTooLarge" }]);
  });
});
