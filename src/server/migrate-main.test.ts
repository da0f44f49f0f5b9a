import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { migrationBackups } from "./backup/migration-backups.ts";
import { readAppliedMigrations } from "./db/migration-status.ts";
import { migrations } from "./db/migrations/index.ts";
import { insertTestUser, openTestHandle } from "./test-support/migrated-test-handle.ts";
import { postgresUrl } from "./test-support/test-database.ts";
import { createTestStorage, startTestServer, type TestStorage } from "./test-support/test-server.ts";

/**
 * `npm run migrate -- status | down [N]` as an operator runs it: its own process, configured by the
 * environment alone, on the engine of the run (SQLite, or PostgreSQL with DATABASE_URL).
 */
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const names = Object.keys(migrations).sort();
let storage: TestStorage;

afterEach(async () => {
  await storage?.dispose();
});

type Result = { code: number | null; stdout: string; stderr: string };

/** The command from the sources (tsx), as the compiled dist/node/server/migrate-main.js runs. */
function runMigrate(args: string[], input = ""): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/migrate-main.ts", ...args], {
      cwd: REPO,
      env: {
        PATH: process.env.PATH ?? "",
        DATA_DIR: storage.dataDir,
        DATABASE_URL: storage.databaseUrl ?? "",
        LOG_LEVEL: "silent",
      },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

async function appliedNames(): Promise<string[]> {
  const { handle } = openTestHandle(storage);
  try {
    return (await readAppliedMigrations(handle)).map((migration) => migration.name);
  } finally {
    await handle.close();
  }
}

// Each test starts the app twice and the command four times (tsx compiles the sources at every start):
// on a busy 2-core runner that alone can pass the default 30 s.
describe("npm run migrate", { timeout: 120_000 }, () => {
  it("shows every migration, rolls back the last N after confirmation, and the next start migrates up", async () => {
    storage = await createTestStorage();
    const first = await startTestServer(storage);
    await first.stop();
    const opened = openTestHandle(storage);
    await insertTestUser(opened.handle, "jana");
    await opened.handle.close();

    const status = await runMigrate(["status"]);
    expect(status.stderr).toBe("");
    expect(status.code).toBe(0);
    expect(status.stdout).toContain(`Migrations: ${names.length} applied, 0 pending`);
    for (const name of names) expect(status.stdout).toMatch(new RegExp(`applied +\\d{4}-\\d\\d-\\d\\dT.* ${name}\\n`));
    expect(status.stdout).toContain("Better Auth's tables: up to date");

    const declined = await runMigrate(["down"], "no\n");
    expect(declined.code).toBe(1);
    expect(declined.stdout).toContain(names.at(-1));
    expect(declined.stderr).toContain("Nothing was changed.");
    expect(await appliedNames()).toEqual(names);

    const down = await runMigrate(["down", "2", "--yes"]);
    expect(down.stderr).toBe("");
    expect(down.code).toBe(0);
    expect(down.stdout).toContain(`Rolled back ${names.at(-1)}\nRolled back ${names.at(-2)}\n`);
    expect(await appliedNames()).toEqual(names.slice(0, -2));
    if (!postgresUrl) {
      expect(migrationBackups(storage.dataDir).map((backup) => backup.before)).toEqual(["down"]);
    }

    const after = await runMigrate(["status"]);
    expect(after.stdout).toContain(`Migrations: ${names.length - 2} applied, 2 pending`);
    expect(after.stdout).toMatch(new RegExp(`pending +${names.at(-1)}\\n`));

    const second = await startTestServer(storage);
    await second.stop();
    expect(await appliedNames()).toEqual(names);
  });

  it("refuses bad input and, on SQLite, a rollback while the app runs", async () => {
    storage = await createTestStorage();
    const first = await startTestServer(storage);
    await first.stop();
    const tooMany = await runMigrate(["down", String(names.length + 1), "--yes"]);
    expect(tooMany.code).toBe(1);
    expect(tooMany.stderr).toContain(`Only ${names.length} migration(s) are applied`);
    const notANumber = await runMigrate(["down", "two"]);
    expect(notANumber.code).toBe(1);
    expect(notANumber.stderr).toContain('down takes a number of migrations, 1 or more (got "two")');
    const unknown = await runMigrate(["sideways"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown command "sideways"');
    if (!postgresUrl) {
      const server = await startTestServer(storage);
      try {
        const whileRunning = await runMigrate(["down", "--yes"]);
        expect(whileRunning.code).toBe(1);
        expect(whileRunning.stderr).toContain(storage.dataDir);
      } finally {
        await server.stop();
      }
    }
    expect(await appliedNames()).toEqual(names);
  });
});
