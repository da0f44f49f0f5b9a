import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export type BuiltServer = { baseUrl: string; dataDir: string; stop: () => Promise<void> };

/**
 * Starts the built app (`<dist>/node/server/main.js`) the way the browser tests do (playwright.config.ts):
 * a fresh SQLite database in a temporary DATA_DIR, mail to DATA_DIR/outbox, the auth rate limit out of
 * the way, and its own copy of the built web app so a rebuild in a shared work tree cannot swap the
 * assets mid-measurement.
 */
export async function startBuiltServer(distDir: string, port: number): Promise<BuiltServer> {
  const entry = path.join(distDir, "node/server/main.js");
  if (!existsSync(entry)) throw new Error(`no build at ${distDir} (run npm run build, or set BUDGET_DIST)`);
  const runDir = mkdtempSync(path.join(os.tmpdir(), "poriadok-budget-"));
  // Source maps stay behind: the server refuses to serve them anyway.
  cpSync(path.join(distDir, "web"), path.join(runDir, "web"), {
    recursive: true,
    filter: (source) => !source.endsWith(".map"),
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = path.join(scratchDir() ?? runDir, "data");
  const server = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      WEB_DIR: path.join(runDir, "web"),
      DATABASE_URL: "",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_MAX: "10000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    await stopProcess(server);
    rmSync(runDir, { recursive: true, force: true });
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet: try again below.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer ${baseUrl}/api/health within 30 s`);
}

/** SIGTERM lets the server close its database before the directory is removed; SIGKILL after 5 s. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/**
 * The database goes to memory (/dev/shm) where there is one: seeding is ~900 write transactions, each
 * fsynced (synchronous=FULL), which took 11–34 s on a busy disk here and 7 s in memory. The budgets
 * measure the browser's side; the reads the pages make hit the page cache either way.
 */
function scratchDir(): string | null {
  try {
    return mkdtempSync(path.join("/dev/shm", "poriadok-budget-"));
  } catch {
    return null;
  }
}
