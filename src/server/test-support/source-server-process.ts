import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const REPO = path.resolve(import.meta.dirname, "../../..");

export type SourceServerProcess = {
  child: ChildProcess;
  /** The server's address once it logs "listening"; rejects when it exits before. */
  ready: Promise<string>;
  /** Its exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Everything it wrote so far, for assertions and failure messages. */
  output: () => string;
};

/**
 * Starts `src/server/main.ts` as a process of its own, the way `npm start` runs the built one, with
 * `env` over the test's environment. LOG_LEVEL must let "listening" through (info or debug).
 */
export function spawnSourceServer(env: Record<string, string>): SourceServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: REPO,
    // Vitest exports BASE_URL="/" (Vite's base path); the server must get a real one or none.
    env: { ...process.env, BASE_URL: "http://127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /"msg":"listening".*?"url":"([^"]+)"/.exec(output);
      if (listening?.[1]) resolve(listening[1].replace("localhost", "127.0.0.1"));
    });
    child.once("exit", () => reject(new Error(`the server exited before listening:\n${output}`)));
  });
  // Awaited or not, a refusal to start must not count as an unhandled rejection.
  ready.catch(() => undefined);
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, ready, exited, output: () => output };
}
