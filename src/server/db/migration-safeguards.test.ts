import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import type { Migration } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrationBackups, migrationSafeguards } from "../backup/migration-backups.ts";
import { restoreBackup } from "../backup/restore-backup.ts";
import { createLogger } from "../logger.ts";
import { insertTestUser, openTestHandle } from "../test-support/migrated-test-handle.ts";
import { postgresUrl } from "../test-support/test-database.ts";
import { createTestStorage, startTestServer, type TestStorage } from "../test-support/test-server.ts";
import { readVersion } from "../version.ts";
import type { DatabaseHandle } from "./client.ts";
import { NewerDatabaseError, readAppliedMigrations } from "./migration-status.ts";
import { migrations } from "./migrations/index.ts";

/**
 * Issue 26, point 5: SQLite is backed up before pending migrations run at start-up (the last
 * MIGRATION_BACKUPS_KEPT kept, none for a fresh database), PostgreSQL's operator is told to take one;
 * a build that finds a newer database refuses to start, naming what it does not know and the backup
 * to restore — which then starts. On the engine of the run.
 */
let storage: TestStorage;
let handle: DatabaseHandle | null = null;

afterEach(async () => {
  await handle?.close();
  handle = null;
  await storage?.dispose();
});

const latest = Object.keys(migrations).sort().at(-1) as string;
const noop: Migration = { up: async () => {}, down: async () => {} };

/** Migrates as a build of `version` with `extra` migrations would at its start, logging into `lines`. */
async function migrateAsBuild(extra: Record<string, Migration>, version: string, kept = 5) {
  const lines: string[] = [];
  const logger = createLogger("info", (line) => lines.push(line));
  const opened = openTestHandle(storage);
  try {
    const safeguards = migrationSafeguards({ ...storage, kept, version, logger });
    await opened.migrate({ ...migrations, ...extra }, safeguards);
  } finally {
    await opened.handle.close();
  }
  return lines.map((line) => JSON.parse(line) as { level: string; msg: string; file?: string });
}

const backupNames = () => migrationBackups(storage.dataDir).map((backup) => path.basename(backup.file));

describe("migrating at start-up", () => {
  it.skipIf(postgresUrl)("backs SQLite up before pending migrations, keeping the last few", async () => {
    storage = await createTestStorage();
    // A fresh database has nothing to keep.
    const server = await startTestServer(storage);
    await server.stop();
    expect(backupNames()).toEqual([]);
    const opened = openTestHandle(storage);
    await insertTestUser(opened.handle, "jana");
    await opened.handle.close();

    const logged = await migrateAsBuild({ "9997-first": noop }, "9.0.0", 2);
    const schema = latest.slice(0, 4);
    expect(backupNames()).toEqual([
      expect.stringMatching(new RegExp(`^poriadok-\\d{8}-\\d{6}-schema-${schema}-before-v9\\.0\\.0\\.sqlite$`)),
    ]);
    expect(logged.find((line) => line.msg === "database backed up before migrating")?.file).toBe(
      migrationBackups(storage.dataDir)[0]?.file,
    );
    // The copy is the database before the migration, and a backup `npm run restore` takes.
    const copy = new SqliteDatabase(migrationBackups(storage.dataDir)[0]?.file as string, { readonly: true });
    const names = copy.prepare("select name from kysely_migration").pluck().all();
    const users = copy.prepare('select id from "user"').pluck().all();
    copy.close();
    expect(names).not.toContain("9997-first");
    expect(names).toContain(latest);
    expect(users).toEqual(["jana"]);

    // Nothing pending: no backup.
    await migrateAsBuild({ "9997-first": noop }, "9.0.0", 2);
    expect(backupNames()).toHaveLength(1);
    // Two more upgrades (in the same second): the last two are kept, newest first.
    await migrateAsBuild({ "9997-first": noop, "9998-second": noop }, "9.1.0", 2);
    await migrateAsBuild({ "9997-first": noop, "9998-second": noop, "9999-third": noop }, "9.2.0", 2);
    expect(backupNames()).toEqual([
      expect.stringMatching(/-schema-9998-before-v9\.2\.0\.sqlite$/),
      expect.stringMatching(/-schema-9997-before-v9\.1\.0\.sqlite$/),
    ]);
  });

  it.skipIf(!postgresUrl)("tells PostgreSQL's operator that no backup is taken", async () => {
    storage = await createTestStorage();
    const server = await startTestServer(storage);
    await server.stop();
    const logged = await migrateAsBuild({ "9999-next": noop }, "9.0.0");
    expect(logged.find((line) => line.level === "warn")?.msg).toMatch(/without an automatic backup.*pg_dump/);
    expect(existsSync(path.join(storage.dataDir, "backups"))).toBe(false);
  });

  it("refuses a database a newer build migrated, naming its migrations and the backup to restore", async () => {
    storage = await createTestStorage();
    const first = await startTestServer(storage);
    await first.stop();
    const future = { "9998-from-the-future": noop, "9999-from-further": noop };
    await migrateAsBuild(future, "9.9.9");

    const refused = startTestServer(storage);
    await expect(refused).rejects.toThrow(NewerDatabaseError);
    const message = await refused.catch((error: Error) => error.message);
    expect(message).toContain("9998-from-the-future, 9999-from-further");
    expect(message).toContain(`this version (${readVersion()})`);
    expect(message).toContain("npm run migrate -- down 2");
    expect(message).not.toMatch(/corrupted/);
    if (postgresUrl) {
      expect(message).toContain("pg_restore");
      return;
    }
    const [backup] = migrationBackups(storage.dataDir);
    expect(message).toContain("a newer Poriadok (version 9.9.9)");
    expect(message).toContain(`npm run restore -- ${backup?.file}`);

    // Following the message: the restored database starts, without the newer migrations.
    restoreBackup({ dataDir: storage.dataDir, backup: backup?.file as string });
    const server = await startTestServer(storage);
    await server.stop();
    const opened = openTestHandle(storage);
    handle = opened.handle;
    const applied = (await readAppliedMigrations(opened.handle)).map((migration) => migration.name);
    expect(applied).toEqual(Object.keys(migrations).sort());
    expect(readdirSync(storage.dataDir)).toContain("backups");
  });
});
