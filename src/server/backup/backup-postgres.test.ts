import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../reliability/server-process.ts";
import { runBackupCommand } from "../test-support/backup-commands.ts";

/**
 * With DATABASE_URL set the data lives in PostgreSQL: both commands refuse, naming pg_dump or
 * pg_restore, before touching anything — so no PostgreSQL needs to answer at that address.
 */
let build: Awaited<ReturnType<typeof buildServer>>;
let dataDir: string;

beforeAll(async () => {
  build = await buildServer();
  dataDir = mkdtempSync(path.join(tmpdir(), "poriadok-backup-pg-"));
}, 60_000);

afterAll(() => {
  build?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("backup and restore with DATABASE_URL set", () => {
  const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: "postgres://poriadok@127.0.0.1:1/poriadok" });

  it("npm run backup refuses and points to pg_dump", async () => {
    const result = await runBackupCommand(build.mainJs, "backup", env());
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("DATABASE_URL is set");
    expect(result.stderr).toContain('pg_dump -Fc --dbname="$DATABASE_URL"');
    // Nothing written first: the generated secrets live in the database, not in DATA_DIR (issue 26).
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("npm run restore refuses and points to pg_restore", async () => {
    const result = await runBackupCommand(build.mainJs, "restore", env(), ["poriadok.dump"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("pg_restore --clean");
  });
});
