import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { freePort, TEST_INDEX_HTML, type TestStorage } from "../test-support/test-server.ts";

const REPO = path.resolve(import.meta.dirname, "../../..");

/**
 * The server compiled the way `npm run build:server` does, into a directory of its own under
 * .build/ (inside the repository, so the compiled files find node_modules), so parallel test runs
 * and other people's builds of dist/ never collide. Type errors are not this test's business
 * (`npm run typecheck` is), so the build skips checking: it only has to emit.
 */
export async function buildServer(): Promise<{ mainJs: string; dispose: () => void }> {
  mkdirSync(path.join(REPO, ".build"), { recursive: true });
  const outDir = mkdtempSync(path.join(REPO, ".build", "crash-test-"));
  const tsc = path.join(REPO, "node_modules", ".bin", "tsc");
  await promisify(execFile)(tsc, ["-p", "tsconfig.server.build.json", "--outDir", outDir, "--noCheck"], {
    cwd: REPO,
  });
  const mainJs = path.join(outDir, "server", "main.js");
  if (!existsSync(mainJs)) throw new Error(`the build wrote no ${mainJs}`);
  return { mainJs, dispose: () => rmSync(outDir, { recursive: true, force: true }) };
}

/**
 * The environment that starts the compiled server on `storage` at a free port, with a stand-in web
 * app; `extra` adds or overrides variables (SMTP_URL, limits).
 */
export async function serverProcessEnvironment(storage: TestStorage, extra: Record<string, string> = {}) {
  const webDir = path.join(storage.dataDir, "web");
  mkdirSync(webDir, { recursive: true });
  writeFileSync(path.join(webDir, "index.html"), TEST_INDEX_HTML);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: "127.0.0.1",
    BASE_URL: baseUrl,
    DATA_DIR: storage.dataDir,
    DATABASE_URL: storage.databaseUrl ?? "",
    WEB_DIR: webDir,
    LOG_LEVEL: "warn",
    ...extra,
  };
  return { baseUrl, env };
}

export type ServerProcess = {
  child: ChildProcess;
  /** Everything the process wrote, for the failure message. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Starts `node main.js` with `env` (and `nodeArgs` before the script) and resolves once /api/health
 * answers 200, within `healthTimeoutMs` (20 s; a benchmark on a busy machine gives it longer).
 */
export async function startServerProcess(
  mainJs: string,
  baseUrl: string,
  env: Record<string, string>,
  { nodeArgs = [], healthTimeoutMs }: { nodeArgs?: readonly string[]; healthTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const started = spawnServerProcess(mainJs, env, nodeArgs);
  try {
    await waitForHealth(baseUrl, started, healthTimeoutMs);
  } catch (error) {
    // Not healthy in time (a busy machine): the caller never gets the process, so it must not outlive this.
    started.child.kill("SIGKILL");
    throw error;
  }
  return started;
}

/** Starts `node main.js` with `env` (only what is given, besides PATH) without waiting for it. */
export function spawnServerProcess(
  mainJs: string,
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): ServerProcess {
  const child = spawn(process.execPath, [...nodeArgs, mainJs], {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

export async function waitForHealth(baseUrl: string, server: ServerProcess, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let hasExited = false;
  void server.exited.then(() => {
    hasExited = true;
  });
  while (Date.now() < deadline && !hasExited) {
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet: try again shortly.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not become healthy${hasExited ? " (it exited)" : ""}:\n${server.output()}`);
}
