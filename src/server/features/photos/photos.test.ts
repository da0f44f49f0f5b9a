import sharp from "sharp";
import { uuidv7 } from "uuidv7";
import { describe, expect } from "vitest";
import { PHOTO_MAX_SIDE_PX, PHOTO_THUMB_SIDE_PX, PHOTO_UPLOAD_MAX_BYTES } from "../../../shared/constants.ts";
import { signedInClient } from "../../test-support/accounts.ts";
import { organiserApi } from "../../test-support/api-client.ts";
import { hasGpsTag, phoneJpeg, photoBytes, pngBomb, uploadPhoto } from "../../test-support/photo-fixtures.ts";
import { serverTest } from "../../test-support/server-fixture.ts";
import { assertReadable } from "./photo-image.ts";

const test = serverTest();

async function signedIn(url: string, mail: Parameters<typeof signedInClient>[1]) {
  const client = await signedInClient(url, mail);
  const api = organiserApi(client);
  const note = (await api.createNote({ title: "Holiday", category: "notes" })).body;
  return { client, api, note };
}

describe("a photo added to a note", () => {
  test("is stored upright as WebP without EXIF or location, and served to its owner with a private immutable cache", async ({
    harness,
  }) => {
    const { client, api, note } = await signedIn(harness.server.url, harness.mail);
    const upload = await phoneJpeg({ width: 80, height: 40 });
    const input = await sharp(upload).metadata();
    expect([input.orientation, hasGpsTag(input.exif)]).toEqual([6, true]);

    const added = await uploadPhoto(client, note.id, upload);
    expect(added.status).toBe(201);
    // Turned upright: the camera's 80 × 40 lying on its side is 40 × 80.
    expect(added.body).toEqual({ id: expect.any(String), width: 40, height: 80 });
    expect((await api.getNote(note.id)).body.photos).toEqual([added.body]);

    const full = await client.request(`/api/photos/${added.body.id}`);
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("image/webp");
    expect(full.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(full.headers.get("x-content-type-options")).toBe("nosniff");
    const stored = await sharp(Buffer.from(await full.arrayBuffer())).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(["webp", 40, 80]);
    expect([stored.exif, stored.xmp, stored.iptc, stored.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);

    const thumb = await client.request(`/api/photos/${added.body.id}/thumb`);
    expect([thumb.status, thumb.headers.get("content-type"), thumb.headers.get("cache-control")]).toEqual([
      200,
      "image/webp",
      "private, max-age=31536000, immutable",
    ]);
  });

  test("is taken as JPEG, PNG, WebP, AVIF or GIF, in the order added", async ({ harness }) => {
    const { client, api, note } = await signedIn(harness.server.url, harness.mail);
    const ids: string[] = [];
    for (const format of ["jpeg", "png", "webp", "avif", "gif"] as const) {
      const added = await uploadPhoto(client, note.id, await photoBytes(format));
      expect([format, added.status]).toEqual([format, 201]);
      ids.push(added.body.id);
    }
    expect((await api.getNote(note.id)).body.photos.map((photo) => photo.id)).toEqual(ids);
    const listed = (await api.listNotes("notes")).body.notes.find((listedNote) => listedNote.id === note.id);
    expect(listed?.photos.map((photo) => photo.id)).toEqual(ids);
  });

  test("is shrunk to at most 2048 px, with a thumbnail of at most 320 px", async ({ harness }) => {
    const { client, note } = await signedIn(harness.server.url, harness.mail);
    const added = await uploadPhoto(client, note.id, await photoBytes("jpeg", { width: 4000, height: 3000 }));
    expect(added.body).toMatchObject({ width: PHOTO_MAX_SIDE_PX, height: 1536 });
    const thumb = await client.request(`/api/photos/${added.body.id}/thumb`);
    const size = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([size.width, size.height]).toEqual([PHOTO_THUMB_SIDE_PX, 240]);
  });

  test("sent again with its client-made id is stored once and answered alike", async ({ harness }) => {
    const { client, api, note } = await signedIn(harness.server.url, harness.mail);
    const id = uuidv7();
    const bytes = await photoBytes("png");
    const first = await uploadPhoto(client, note.id, bytes, { id });
    const again = await uploadPhoto(client, note.id, bytes, { id });
    expect([first.status, again.status, again.body]).toEqual([201, 201, first.body]);
    expect(first.body.id).toBe(id);
    expect((await api.getNote(note.id)).body.photos).toHaveLength(1);
    // The same id on another note is taken.
    const other = (await api.createNote({ title: "Other", category: "notes" })).body;
    expect((await uploadPhoto(client, other.id, bytes, { id })).status).toBe(409);
  });
});

describe("an upload that is not a photo we can read", () => {
  test("is refused with a translated 400 or 413, never a 500, and stores nothing", async ({ harness }) => {
    const { client, api, note } = await signedIn(harness.server.url, harness.mail);
    const text = new TextEncoder().encode("<svg onload=alert(1)></svg>");
    const truncated = (await photoBytes("jpeg", { width: 400, height: 300 })).slice(0, 300);
    const refusals = [
      [await uploadPhoto(client, note.id, text), 400, "photo_unsupported"],
      [await uploadPhoto(client, note.id, truncated), 400, "photo_unsupported"],
      [await uploadPhoto(client, note.id, new Uint8Array(0)), 400, "photo_unsupported"],
      [await uploadPhoto(client, note.id, await pngBomb()), 413, "photo_too_many_pixels"],
      [await uploadPhoto(client, note.id, new Uint8Array(PHOTO_UPLOAD_MAX_BYTES + 1)), 413, "photo_too_large"],
    ] as const;
    for (const [answer, status, code] of refusals)
      expect([answer.status, answer.body.error?.code]).toEqual([status, code]);
    expect((await api.getNote(note.id)).body.photos).toEqual([]);
  });

  test("HEIC (HEVC), which the server's libvips cannot decode, is refused by name", () => {
    const heic = { format: "heif", compression: "hevc", width: 4032, height: 3024 } as const;
    expect(() => assertReadable(heic)).toThrow(
      expect.objectContaining({ code: "photo_heic_unsupported", status: 400 }),
    );
    expect(() => assertReadable({ ...heic, compression: "av1" })).not.toThrow();
  });
});
