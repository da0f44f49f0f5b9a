import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Config, type EnvConfig, loadConfig } from "../config.ts";
import { createLogger, type Logger } from "../logger.ts";
import { type RunningServer, startServer } from "../server.ts";
import { createScratchPostgres, postgresUrl, type ScratchDatabase } from "./test-database.ts";

/** A place for one test's data: a temporary DATA_DIR and, on the PostgreSQL leg, a scratch database. */
export type TestStorage = { dataDir: string; databaseUrl: string | null; dispose: () => Promise<void> };

/** `adminUrl`: the PostgreSQL to make a scratch database on (default: DATABASE_URL); null for SQLite. */
export async function createTestStorage(adminUrl: string | null = postgresUrl): Promise<TestStorage> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "poriadok-test-"));
  const scratch: ScratchDatabase | null = adminUrl ? await createScratchPostgres(adminUrl) : null;
  return {
    dataDir,
    databaseUrl: scratch?.url ?? null,
    dispose: async () => {
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A stand-in for the built web app, so server tests do not depend on `npm run build`. */
export const TEST_INDEX_HTML =
  "<!doctype html><html><body><div id=root></div><!-- poriadok-test-index --></body></html>";

function writeTestWebDir(dataDir: string): string {
  const webDir = path.join(dataDir, "web");
  mkdirSync(path.join(webDir, "assets"), { recursive: true });
  writeFileSync(path.join(webDir, "index.html"), TEST_INDEX_HTML);
  writeFileSync(path.join(webDir, "assets", "app-3f2a.js"), "console.log('poriadok');\n");
  writeFileSync(path.join(webDir, "manifest.webmanifest"), '{"name":"Poriadok"}\n');
  return webDir;
}

export function testConfig(storage: TestStorage, env: Record<string, string> = {}): EnvConfig {
  return loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: storage.dataDir,
    DATABASE_URL: storage.databaseUrl ?? "",
    WEB_DIR: writeTestWebDir(storage.dataDir),
    LOG_LEVEL: "silent",
    ...env,
  });
}

export type TestServer = RunningServer & {
  /** What the server runs with, the secrets shared in the database included. */
  config: Config;
  request: (route: string, init?: RequestInit) => Promise<Response>;
};

/** A port nothing listens on right now, so BASE_URL can name the port before the server starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Settings no environment variable reaches (a test's DNS, the fake push service's address): set in code. */
export type ConfigureTestServer = (config: EnvConfig) => EnvConfig;

/**
 * Starts the real server (real database, real HTTP on a free port) for one test file or test.
 * BASE_URL is the server's own address, so links in mails lead back to it.
 */
export async function startTestServer(
  storage: TestStorage,
  options: { env?: Record<string, string>; logger?: Logger; configure?: ConfigureTestServer } = {},
): Promise<TestServer> {
  const port = await freePort();
  const fromEnv = testConfig(storage, { PORT: String(port), BASE_URL: `http://127.0.0.1:${port}`, ...options.env });
  const config = options.configure ? options.configure(fromEnv) : fromEnv;
  const server = await startServer(config, options.logger ?? createLogger("silent"));
  return { ...server, request: (route, init) => fetch(`${server.url}${route}`, init) };
}
