import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { createLogger } from "./logger.ts";
import { type AppSecretsTable, LEGACY_SECRET_FILES, withSharedSecrets } from "./shared-secrets.ts";
import { getSession, signedInClient } from "./test-support/accounts.ts";
import { type MailCatcher, startMailCatcher } from "./test-support/mail-catcher.ts";
import { openTestHandle } from "./test-support/migrated-test-handle.ts";
import { createTestClient, type TestClient } from "./test-support/test-client.ts";
import { postgresUrl } from "./test-support/test-database.ts";
import {
  createTestStorage,
  startTestServer,
  type TestServer,
  type TestStorage,
  testConfig,
} from "./test-support/test-server.ts";
import { generateVapidKeys } from "./vapid-keys.ts";

/**
 * Issue 26, point 3: the secrets Poriadok generates (the session secret, the Web Push key pair) live
 * in the database, so every instance on one database uses the same ones, on both engines. On
 * PostgreSQL two instances run side by side with DATA_DIRs of their own; on SQLite the database is a
 * file in DATA_DIR, so "another instance" is the next start on it.
 */
let mail: MailCatcher;
const storages: TestStorage[] = [];
const servers: TestServer[] = [];
const handles: DatabaseHandle[] = [];

beforeAll(async () => {
  mail = await startMailCatcher();
});

afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
  for (const handle of handles.splice(0)) await handle.close();
  for (const storage of storages.splice(0)) await storage.dispose();
});

afterAll(async () => {
  await mail?.close();
});

async function newStorage(): Promise<TestStorage> {
  const storage = await createTestStorage();
  storages.push(storage);
  return storage;
}

/** The same database as `storage`, with a DATA_DIR of its own (a second machine or container). */
function sameDatabaseOtherDataDir(storage: TestStorage): TestStorage {
  const dataDir = mkdtempSync(path.join(tmpdir(), "poriadok-test-"));
  const other = {
    dataDir,
    databaseUrl: storage.databaseUrl,
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
  storages.push(other);
  return other;
}

async function start(storage: TestStorage, env: Record<string, string> = {}, lines?: string[]): Promise<TestServer> {
  const logger = lines ? createLogger("info", (line) => lines.push(line)) : undefined;
  const server = await startTestServer(storage, {
    env: { SMTP_URL: mail.url, AUTH_RATE_LIMIT_MAX: "1000", ...env },
    ...(logger ? { logger } : {}),
  });
  servers.push(server);
  return server;
}

async function stop(server: TestServer): Promise<void> {
  await server.stop();
  servers.splice(servers.indexOf(server), 1);
}

/** A client of `server` carrying `signedIn`'s cookies, as a load balancer would send the browser there. */
function sameBrowserOn(server: TestServer, signedIn: TestClient): TestClient {
  const client = createTestClient(server.url);
  for (const [name, value] of signedIn.cookies) client.cookies.set(name, value);
  return client;
}

async function vapidPublicKeyOf(client: TestClient): Promise<string> {
  const response = await client.get("/api/notifications");
  expect(response.status).toBe(200);
  return ((await response.json()) as { vapidPublicKey: string }).vapidPublicKey;
}

async function storedSecrets(handle: DatabaseHandle) {
  return handle.db
    .withTables<{ app_secrets: AppSecretsTable }>()
    .selectFrom("app_secrets")
    .select(["name", "value"])
    .orderBy("name")
    .execute();
}

function secretFilesIn(dataDir: string): string[] {
  return Object.values(LEGACY_SECRET_FILES).filter((name) => existsSync(path.join(dataDir, name)));
}

describe("secrets shared through the database", () => {
  it("another instance on the same database accepts the session and signs pushes with the same key", async () => {
    const storage = await newStorage();
    const first = await start(storage);
    const signedIn = await signedInClient(first.url, mail);
    const firstKey = await vapidPublicKeyOf(signedIn);
    const email = (await getSession(signedIn))?.user.email;
    expect(email).toBeTruthy();
    let second: TestServer;
    if (postgresUrl) {
      // Side by side, each with its own DATA_DIR and nothing copied between them.
      second = await start(sameDatabaseOtherDataDir(storage));
    } else {
      await stop(first);
      second = await start(storage);
    }
    const elsewhere = sameBrowserOn(second, signedIn);
    expect((await getSession(elsewhere))?.user.email).toBe(email);
    expect(await vapidPublicKeyOf(elsewhere)).toBe(firstKey);
    expect(second.config.authSecret).toBe(first.config.authSecret);
    expect(second.config.vapid).toEqual(first.config.vapid);
    // The secrets are rows of the database; no DATA_DIR has a copy to lose or to keep in step.
    expect(secretFilesIn(storage.dataDir)).toEqual([]);
    expect(secretFilesIn(second.config.dataDir)).toEqual([]);
  }, 60_000);

  it("instances starting at once on a new database make exactly one of each secret", async () => {
    const storage = await newStorage();
    const opened = openTestHandle(storage);
    handles.push(opened.handle);
    const silent = createLogger("silent");
    // Migrated only: no secret yet (openTestHandle's migrate() would read them, making them first).
    await migrateDatabase(opened.handle, opened.authOptions, silent);
    expect(await storedSecrets(opened.handle)).toEqual([]);
    // Each with a connection (pool) of its own, as separate processes have.
    const config = testConfig(storage);
    const instances = Array.from({ length: 6 }, () => {
      const handle = openDatabase(config);
      handles.push(handle);
      return handle;
    });
    const results = await Promise.all(instances.map((handle) => withSharedSecrets(handle, config, silent)));
    const rows = await storedSecrets(opened.handle);
    expect(rows.map((row) => row.name)).toEqual(["auth_secret", "vapid_keys"]);
    expect(new Set(results.map((result) => result.authSecret))).toEqual(
      new Set([rows.find((row) => row.name === "auth_secret")?.value]),
    );
    expect(new Set(results.map((result) => result.vapid.publicKey)).size).toBe(1);
    expect(results[0]?.authSecret.length).toBeGreaterThanOrEqual(64);
  }, 60_000);

  it("variables win: AUTH_SECRET and VAPID_* are used as they are, and the database's values are not", async () => {
    const storage = await newStorage();
    const shared = await start(storage);
    const signedIn = await signedInClient(shared.url, mail);
    const pair = generateVapidKeys();
    const env = { AUTH_SECRET: "e".repeat(48), VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey };
    let overridden: TestServer;
    if (postgresUrl) {
      overridden = await start(sameDatabaseOtherDataDir(storage), env);
    } else {
      await stop(shared);
      overridden = await start(storage, env);
    }
    expect(overridden.config.authSecret).toBe(env.AUTH_SECRET);
    expect(overridden.config.vapid).toMatchObject(pair);
    // Signed with the database's secret, the cookie does not verify against AUTH_SECRET.
    const elsewhere = sameBrowserOn(overridden, signedIn);
    expect(await getSession(elsewhere)).toBeNull();
    expect((await elsewhere.get("/api/notes")).status).toBe(401);
  }, 60_000);

  it("adopts the secret files of an earlier version, leaves them in place, and warns about a different one", async () => {
    const storage = await newStorage();
    const legacySecret = `${"legacy".repeat(10)}1234`;
    const legacyPair = generateVapidKeys();
    writeFileSync(path.join(storage.dataDir, "auth-secret"), `${legacySecret}\n`, { mode: 0o600 });
    writeFileSync(path.join(storage.dataDir, "vapid-keys.json"), `${JSON.stringify(legacyPair)}\n`, { mode: 0o600 });
    const lines: string[] = [];
    const first = await start(storage, {}, lines);
    expect(first.config.authSecret).toBe(legacySecret);
    expect(first.config.vapid).toMatchObject(legacyPair);
    expect(lines.filter((line) => line.includes("secret moved from DATA_DIR into the database"))).toHaveLength(2);
    // Kept, unchanged, for an older version started on this DATA_DIR again.
    expect(readFileSync(path.join(storage.dataDir, "auth-secret"), "utf8")).toBe(`${legacySecret}\n`);
    const signedIn = await signedInClient(first.url, mail);

    // An instance whose DATA_DIR has another secret (each instance once made its own) joins the database's.
    const later: string[] = [];
    let second: TestServer;
    if (postgresUrl) {
      const other = sameDatabaseOtherDataDir(storage);
      writeFileSync(path.join(other.dataDir, "auth-secret"), `${"other".repeat(10)}\n`, { mode: 0o600 });
      second = await start(other, {}, later);
    } else {
      await stop(first);
      writeFileSync(path.join(storage.dataDir, "auth-secret"), `${"other".repeat(10)}\n`, { mode: 0o600 });
      second = await start(storage, {}, later);
    }
    expect(second.config.authSecret).toBe(legacySecret);
    expect(later.some((line) => line.includes("differs from the database's shared value"))).toBe(true);
    expect((await getSession(sameBrowserOn(second, signedIn)))?.user).toBeTruthy();
  }, 60_000);

  it("refuses to start on an unreadable secret file rather than replace the value with a new one", async () => {
    const storage = await newStorage();
    writeFileSync(path.join(storage.dataDir, "vapid-keys.json"), "{ half a fi", { mode: 0o600 });
    await expect(start(storage)).rejects.toThrow(/vapid-keys\.json does not hold a valid VAPID key pair/);
    const handle = openDatabase(testConfig(storage));
    handles.push(handle);
    expect((await storedSecrets(handle)).map((row) => row.name)).not.toContain("vapid_keys");
    expect(readFileSync(path.join(storage.dataDir, "vapid-keys.json"), "utf8")).toBe("{ half a fi");
  }, 60_000);
});
