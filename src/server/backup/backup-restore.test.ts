import { copyFileSync, existsSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildServer,
  type ServerProcess,
  serverProcessEnvironment,
  startServerProcess,
} from "../reliability/server-process.ts";
import { signedInClient } from "../test-support/accounts.ts";
import { allNotes, keepWriting, runBackupCommand } from "../test-support/backup-commands.ts";
import { type MailCatcher, startMailCatcher } from "../test-support/mail-catcher.ts";
import { createTestClient, type TestClient } from "../test-support/test-client.ts";
import { postgresUrl } from "../test-support/test-database.ts";
import { createTestStorage, type TestStorage } from "../test-support/test-server.ts";

/**
 * `npm run backup` and `npm run restore` as a self-hoster runs them: the compiled commands in their
 * own processes, beside the compiled server in its own process, over real HTTP. SQLite only by
 * nature (on PostgreSQL the commands refuse, backup-postgres.test.ts).
 */
let build: Awaited<ReturnType<typeof buildServer>>;
let mail: MailCatcher;
const storages: TestStorage[] = [];
const running: ServerProcess[] = [];

async function serverEnvironment() {
  const storage = await createTestStorage(null);
  storages.push(storage);
  return { storage, ...(await serverProcessEnvironment(storage, { SMTP_URL: mail.url, AUTH_RATE_LIMIT_MAX: "1000" })) };
}

async function start(baseUrl: string, env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(build.mainJs, baseUrl, env);
  running.push(server);
  return server;
}

async function vapidPublicKeyOf(client: TestClient): Promise<string> {
  const response = await client.get("/api/notifications");
  expect(response.status).toBe(200);
  return ((await response.json()) as { vapidPublicKey: string }).vapidPublicKey;
}

async function stop(server: ServerProcess, signal: NodeJS.Signals = "SIGTERM") {
  server.child.kill(signal);
  await server.exited;
}

describe.skipIf(postgresUrl)("backup and restore of the embedded database", () => {
  beforeAll(async () => {
    build = await buildServer();
    mail = await startMailCatcher();
  }, 60_000);

  afterAll(async () => {
    for (const server of running) server.child.kill("SIGKILL");
    await mail?.close();
    for (const storage of storages) await storage.dispose();
    build?.dispose();
  });

  it("backs up while a client writes; the restored copy has every write acknowledged before, consistent", async () => {
    const source = await serverEnvironment();
    const server = await start(source.baseUrl, source.env);
    const client = await signedInClient(source.baseUrl, mail);
    const vapidPublicKey = await vapidPublicKeyOf(client);
    const writing = keepWriting(client);
    while (writing.acknowledged.length < 100 && writing.failures.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }

    const backupStartedAt = Date.now();
    const backup = await runBackupCommand(build.mainJs, "backup", source.env);
    const backupEndedAt = Date.now();
    await writing.stop();
    expect(writing.failures).toEqual([]);
    expect(backup).toMatchObject({ code: 0, stderr: "" });
    expect(backup.stdout).toMatch(/^Backup written: /);
    expect(backup.stdout).toContain("It includes the session secret");
    expect(backup.stdout).toContain("It includes the Web Push keys");
    const file = /Backup written: (.+\.sqlite) \(\d+(\.\d)? [KM]?B\)/.exec(backup.stdout)?.[1] ?? "";
    expect(path.dirname(file)).toBe(path.join(source.storage.dataDir, "backups"));
    expect(path.basename(file)).toMatch(/^poriadok-\d{8}-\d{6}\.sqlite$/);
    const during = writing.acknowledged.filter((write) => write.at >= backupStartedAt && write.at <= backupEndedAt);
    expect(during.length, "writes acknowledged while the backup ran").toBeGreaterThan(0);
    await stop(server);

    // A fresh DATA_DIR, as on a new machine: restore, then start the app on it.
    const target = await serverEnvironment();
    const restore = await runBackupCommand(build.mainJs, "restore", target.env, [file]);
    expect(restore).toMatchObject({ code: 0, stderr: "" });
    const restoredFile = path.join(target.storage.dataDir, "poriadok.sqlite");
    const database = new SqliteDatabase(restoredFile, { readonly: true });
    expect(database.pragma("foreign_key_check")).toEqual([]);
    expect(database.pragma("integrity_check", { simple: true })).toBe("ok");
    database.close();

    await start(target.baseUrl, target.env);
    // The same session cookie works on the restored app, and push goes out under the same key: the
    // backup carried both (rows of the database), with no secret file copied along.
    expect(
      readdirSync(target.storage.dataDir).filter((name) => ["auth-secret", "vapid-keys.json"].includes(name)),
    ).toEqual([]);
    const restoredClient = createTestClient(target.baseUrl);
    for (const [name, value] of client.cookies) restoredClient.cookies.set(name, value);
    expect(await vapidPublicKeyOf(restoredClient)).toBe(vapidPublicKey);
    const present = await allNotes(restoredClient);
    const before = writing.acknowledged.filter((write) => write.at < backupStartedAt);
    const lost = before.filter((write) => present.get(write.id)?.title !== write.title);
    expect({ before: before.length, lost }).toEqual({ before: before.length, lost: [] });
    const halfWritten = [...present.values()].filter((note) => note.itemsTotal !== 2);
    expect(halfWritten).toEqual([]);
  }, 120_000);

  it("refuses while the app runs, refuses what is not a Poriadok database, keeps the database it replaces", async () => {
    const { storage, baseUrl, env } = await serverEnvironment();
    let server = await start(baseUrl, env);
    const client = await signedInClient(baseUrl, mail);
    expect((await client.post("/api/notes", { title: "in the backup", category: "notes" })).status).toBe(201);
    const backupDir = path.join(storage.dataDir, "elsewhere");
    const backup = await runBackupCommand(build.mainJs, "backup", env, [`${backupDir}/`]);
    expect(backup.code).toBe(0);
    const [file = ""] = readdirSync(backupDir).map((name) => path.join(backupDir, name));
    expect((await client.post("/api/notes", { title: "after the backup", category: "notes" })).status).toBe(201);

    const whileRunning = await runBackupCommand(build.mainJs, "restore", env, [file]);
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stderr).toContain("Stop the app first");
    expect([...(await allNotes(client)).values()].map((note) => note.title).sort()).toEqual([
      "after the backup",
      "in the backup",
    ]);

    const text = path.join(storage.dataDir, "notes.txt");
    writeFileSync(text, "not a database\n");
    const foreign = path.join(storage.dataDir, "foreign.sqlite");
    const other = new SqliteDatabase(foreign);
    other.exec("create table things (id integer primary key)");
    other.close();
    const future = path.join(storage.dataDir, "future.sqlite");
    copyFileSync(file, future);
    const newer = new SqliteDatabase(future);
    newer.prepare("insert into kysely_migration (name, timestamp) values (?, ?)").run("9999-future", "2030-01-01");
    newer.close();
    for (const [wrong, message] of [
      [text, "is not an SQLite database"],
      [foreign, "is not a Poriadok database"],
      [storage.dataDir, "is not a file"],
      [future, "comes from a newer Poriadok"],
    ] as const) {
      const refused = await runBackupCommand(build.mainJs, "restore", env, [wrong]);
      expect([wrong, refused.code, refused.stderr]).toEqual([wrong, 1, expect.stringContaining(message)]);
    }

    // A crash leaves no marker that blocks: SQLite's locks end with the process. Its last writes
    // are still in the WAL; the database kept aside has them folded in.
    await stop(server, "SIGKILL");
    const restored = await runBackupCommand(build.mainJs, "restore", env, [file]);
    expect(restored).toMatchObject({ code: 0, stderr: "" });
    const aside = readdirSync(storage.dataDir).filter((name) =>
      /^poriadok-before-restore-\d{8}-\d{6}\.sqlite$/.test(name),
    );
    expect(aside).toHaveLength(1);
    expect(restored.stdout).toContain(path.join(storage.dataDir, aside[0] ?? ""));
    const kept = new SqliteDatabase(path.join(storage.dataDir, aside[0] ?? ""), { readonly: true });
    const keptTitles = kept.prepare("select title from notes order by title").all();
    kept.close();
    expect(keptTitles).toEqual([{ title: "after the backup" }, { title: "in the backup" }]);
    expect(existsSync(path.join(storage.dataDir, "poriadok.sqlite-wal"))).toBe(false);

    server = await start(baseUrl, env);
    expect([...(await allNotes(client)).values()].map((note) => note.title)).toEqual(["in the backup"]);
    await stop(server);
  }, 120_000);
});
