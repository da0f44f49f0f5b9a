import { execFile } from "node:child_process";
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newUser, signUp } from "../test-support/accounts.ts";
import { createTestClient } from "../test-support/test-client.ts";
import { createTestStorage, type TestStorage } from "../test-support/test-server.ts";
import { outboxReader } from "./outbox-files.ts";
import { buildServer, type ServerProcess, serverProcessEnvironment, startServerProcess } from "./server-process.ts";

/**
 * Issue 24, must fix 9: the database, its WAL and SHM files and the outbox's .eml files (live
 * sign-in links) were 0644. The real server process starts on a DATA_DIR that does not exist yet,
 * writes all it writes (secret, VAPID keys, database and its WAL on SQLite, an outbox mail, a backup)
 * and every folder in DATA_DIR must be 0700 and every file 0600. A DATA_DIR left open by an earlier
 * version is tightened at start, and the log says what changed.
 */
let build: Awaited<ReturnType<typeof buildServer>>;
const storages: TestStorage[] = [];
const running: ServerProcess[] = [];
const isSqlite = !process.env.DATABASE_URL;

beforeAll(async () => {
  build = await buildServer();
}, 120_000);

afterAll(async () => {
  for (const server of running) {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
    await server.exited;
  }
  for (const storage of storages) await storage.dispose();
  build?.dispose();
});

/** Starts the compiled server without SMTP on `dataDir` (inside a fresh storage's folder). */
async function start(prepare: (dataDir: string) => void = () => {}) {
  const storage = await createTestStorage();
  storages.push(storage);
  const dataDir = path.join(storage.dataDir, "poriadok-data");
  prepare(dataDir);
  const { baseUrl, env } = await serverProcessEnvironment(storage, { DATA_DIR: dataDir, LOG_LEVEL: "info" });
  const server = await startServerProcess(build.mainJs, baseUrl, env);
  running.push(server);
  return { dataDir, baseUrl, env, server };
}

/** Every folder and file under `dir` (itself included) with its permission bits, as "0700". */
function modes(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (entry: string) => {
    const stats = lstatSync(entry);
    found.set(entry, `0${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return found;
}

/** The entries whose mode is not owner-only: folders other than 0700, files other than 0600. */
function loose(dir: string): string[] {
  return [...modes(dir)]
    .filter(([entry, mode]) => mode !== (lstatSync(entry).isDirectory() ? "0700" : "0600"))
    .map(([entry, mode]) => `${mode} ${path.relative(dir, entry) || "."}`);
}

describe("DATA_DIR's file modes", () => {
  it("a fresh DATA_DIR is 0700 and every file the server writes into it 0600", async () => {
    const { dataDir, baseUrl, env, server } = await start();
    // An account: its confirmation mail goes to the outbox, its rows to the database (and its WAL).
    const user = newUser();
    expect((await signUp(createTestClient(baseUrl), user)).status).toBe(200);
    const mail = await outboxReader(dataDir).next(user.email);
    const written = [...modes(dataDir).keys()].map((entry) => path.relative(dataDir, entry));
    expect(written).toContain("outbox");
    // The generated secrets are rows of the database now (shared-secrets.ts), not files.
    expect(written).not.toContain("auth-secret");
    expect(written).not.toContain("vapid-keys.json");
    expect(written).toContain(path.relative(dataDir, mail.file));
    if (isSqlite)
      expect(written).toEqual(
        expect.arrayContaining(["poriadok.sqlite", "poriadok.sqlite-wal", "poriadok.sqlite-shm"]),
      );
    expect(loose(dataDir)).toEqual([]);

    if (isSqlite) {
      // `npm run backup` while the app serves: DATA_DIR/backups/ and the copy, the owner's alone too.
      const backupMain = path.join(path.dirname(build.mainJs), "backup", "backup-main.js");
      await promisify(execFile)(process.execPath, [backupMain], { env: { PATH: process.env.PATH ?? "", ...env } });
      expect(readdirSync(path.join(dataDir, "backups"))).toHaveLength(1);
    }
    server.child.kill("SIGTERM");
    await server.exited;
    expect(loose(dataDir)).toEqual([]);
  });

  it("tightens a DATA_DIR an earlier version left readable to others, and says so in the log", async () => {
    const { dataDir, server } = await start((dir) => {
      mkdirSync(path.join(dir, "outbox"), { recursive: true });
      writeFileSync(path.join(dir, "auth-secret"), `${"s".repeat(48)}\n`);
      writeFileSync(path.join(dir, "outbox", "2025-01-01-old.eml"), "Subject: old\n\nhttp://x/api/auth/verify-email\n");
      for (const [entry, mode] of [
        [dir, 0o755],
        [path.join(dir, "outbox"), 0o775],
        [path.join(dir, "auth-secret"), 0o644],
        [path.join(dir, "outbox", "2025-01-01-old.eml"), 0o666],
      ] as const) {
        chmodSync(entry, mode);
      }
    });
    expect(loose(dataDir)).toEqual([]);
    expect(existsSync(path.join(dataDir, "outbox", "2025-01-01-old.eml"))).toBe(true);
    const line = server
      .output()
      .split("\n")
      .find((entry) => entry.includes("DATA_DIR: group and others"));
    expect(line, server.output()).toBeDefined();
    const { changes } = JSON.parse(line as string) as { changes: { file: string; from: string; to: string }[] };
    expect(changes).toEqual(
      expect.arrayContaining([
        { file: dataDir, from: "0755", to: "0700" },
        { file: path.join(dataDir, "outbox"), from: "0775", to: "0700" },
        { file: path.join(dataDir, "auth-secret"), from: "0644", to: "0600" },
        { file: path.join(dataDir, "outbox", "2025-01-01-old.eml"), from: "0666", to: "0600" },
      ]),
    );
  });
});
