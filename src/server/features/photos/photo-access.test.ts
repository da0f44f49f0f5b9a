import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { uuidv7 } from "uuidv7";
import { describe, expect } from "vitest";
import { PHOTO_STORAGE_MAX_BYTES, PHOTOS_MAX_PER_NOTE } from "../../../shared/constants.ts";
import { takeBackup } from "../../backup/take-backup.ts";
import { openDatabase } from "../../db/client.ts";
import { photoBytes, uploadPhoto } from "../../test-support/photo-fixtures.ts";
import { seedRows } from "../../test-support/seed-rows.ts";
import { serverTest } from "../../test-support/server-fixture.ts";
import { share, signedInPerson } from "../../test-support/sharing-people.ts";
import { postgresUrl } from "../../test-support/test-database.ts";
import { withDatabase } from "../../test-support/with-database.ts";
import { listUsers } from "../admin/admin-users.service.ts";

const test = serverTest();

describe("who reaches a photo", () => {
  test("another user's note or photo is a 404 for upload, read and delete, as a missing one", async ({ harness }) => {
    const owner = await signedInPerson(harness);
    const stranger = await signedInPerson(harness);
    const note = (await owner.api.createNote({ title: "Mine", category: "notes" })).body;
    const photo = (await uploadPhoto(owner.client, note.id, await photoBytes("png"))).body;

    expect((await uploadPhoto(stranger.client, note.id, await photoBytes("png"))).status).toBe(404);
    for (const route of [`/api/photos/${photo.id}`, `/api/photos/${photo.id}/thumb`, `/api/photos/${uuidv7()}`]) {
      expect([route, (await stranger.client.request(route)).status]).toEqual([route, 404]);
    }
    expect((await stranger.api.call("DELETE", `/api/photos/${photo.id}`)).status).toBe(404);
    expect((await owner.client.request(`/api/photos/${photo.id}`)).status).toBe(200);
    expect((await owner.client.request("/api/photos/not-a-uuid")).status).toBe(400);
  });

  test("a member of a shared list sees its photos, but adds and deletes none", async ({ harness }) => {
    const owner = await signedInPerson(harness);
    const member = await signedInPerson(harness);
    const list = (await owner.api.createNote({ title: "Groceries", category: "shopping" })).body;
    const photo = (await uploadPhoto(owner.client, list.id, await photoBytes("jpeg"))).body;
    await share(harness, owner, list.id, member);

    expect((await member.api.getNote(list.id)).body.photos).toEqual([photo]);
    const seen = await member.client.request(`/api/photos/${photo.id}/thumb`);
    expect([seen.status, seen.headers.get("cache-control")]).toEqual([200, "private, max-age=31536000, immutable"]);
    expect((await uploadPhoto(member.client, list.id, await photoBytes("png"))).status).toBe(404);
    expect((await member.api.call("DELETE", `/api/photos/${photo.id}`)).status).toBe(404);
  });
});

describe("a photo's life", () => {
  test("is deleted alone, with its note deleted for good, and with the trash emptied", async ({ harness }) => {
    const { client, api } = await signedInPerson(harness);
    const noteTitled = async (title: string) => (await api.createNote({ title, category: "notes" })).body;
    const [kept, purged, emptied] = [await noteTitled("Kept"), await noteTitled("Purged"), await noteTitled("Emptied")];
    const photoOf = async (noteId: string) => (await uploadPhoto(client, noteId, await photoBytes("png"))).body.id;
    const [single, ofPurged, ofEmptied] = [await photoOf(kept.id), await photoOf(purged.id), await photoOf(emptied.id)];

    expect((await api.call("DELETE", `/api/photos/${single}`)).status).toBe(204);
    expect((await api.getNote(kept.id)).body.photos).toEqual([]);
    await api.trashNote(purged.id);
    // In the trash the photo stays (a restore brings it back) …
    expect((await client.request(`/api/photos/${ofPurged}`)).status).toBe(200);
    await api.deletePermanently(purged.id);
    await api.trashNote(emptied.id);
    await api.emptyTrash();
    for (const id of [single, ofPurged, ofEmptied])
      expect((await client.request(`/api/photos/${id}`)).status).toBe(404);
    const left = await withDatabase(harness.server.config, (db) =>
      db.selectFrom("note_photos").select("id").where("id", "in", [single, ofPurged, ofEmptied]).execute(),
    );
    expect(left).toEqual([]);
  });

  test("counts against the note's limit and the person's stored bytes, and in the admin's storage figure", async ({
    harness,
  }) => {
    const { client, api, user } = await signedInPerson(harness);
    const full = (await api.createNote({ title: "Album", category: "notes" })).body;
    for (let index = 0; index < PHOTOS_MAX_PER_NOTE; index++) {
      expect((await uploadPhoto(client, full.id, await photoBytes("png"))).status).toBe(201);
    }
    const over = await uploadPhoto(client, full.id, await photoBytes("png"));
    expect([over.status, over.body.error?.code]).toEqual([409, "photo_limit_reached"]);

    // A photo that takes all but a few bytes of the quota (seeded: 500 MB of uploads would be slow).
    const big = (await api.createNote({ title: "Big", category: "notes" })).body;
    const tiny = new Uint8Array([1]);
    await seedRows(harness.server, "note_photos", [
      {
        ...{ id: uuidv7(), note_id: big.id, content_type: "image/webp", width: 1, height: 1 },
        ...{ byte_size: PHOTO_STORAGE_MAX_BYTES - 100, data: tiny, thumb_byte_size: 1, thumb_data: tiny },
        created_at: new Date().toISOString(),
      },
    ]);
    const other = (await api.createNote({ title: "Other", category: "notes" })).body;
    const refused = await uploadPhoto(client, other.id, await photoBytes("png"));
    expect([refused.status, refused.body.error?.code]).toEqual([409, "photo_storage_full"]);
    const stored = await withDatabase(harness.server.config, (db) =>
      db.selectFrom("note_photos").select(["byte_size", "thumb_byte_size"]).where("note_id", "=", full.id).execute(),
    );
    const bytes = stored.reduce((sum, row) => sum + Number(row.byte_size) + Number(row.thumb_byte_size), 0);
    const handle = openDatabase(harness.server.config);
    try {
      const account = (await listUsers(handle, null)).find((listed) => listed.email === user.email);
      expect(account?.storage.photoBytes).toBe(bytes + PHOTO_STORAGE_MAX_BYTES - 100 + 1);
    } finally {
      await handle.close();
    }
  });

  test.skipIf(postgresUrl)("is in a backup of the embedded database, bytes and all", async ({ harness }) => {
    const { client, api } = await signedInPerson(harness);
    const note = (await api.createNote({ title: "Backed up", category: "notes" })).body;
    const photo = (await uploadPhoto(client, note.id, await photoBytes("jpeg"))).body;
    const served = Buffer.from(await (await client.request(`/api/photos/${photo.id}`)).arrayBuffer());
    const target = mkdtempSync(path.join(tmpdir(), "photos-backup-"));
    try {
      const backup = await takeBackup({
        dataDir: harness.server.config.dataDir,
        target,
        authSecretFromEnvironment: false,
      });
      const copy = new SqliteDatabase(backup.file, { readonly: true });
      const row = copy.prepare("select data from note_photos where id = ?").get(photo.id) as { data: Buffer };
      copy.close();
      expect(row.data.equals(served)).toBe(true);
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  });
});
