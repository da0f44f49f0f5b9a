import { type ChildProcess, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createTestStorage, type TestStorage, testConfig } from "./test-support/test-server.ts";

/** Starts `src/server/main.ts` as its own process, the way `npm start` runs the built one. */
function spawnServer(env: Record<string, string>): {
  child: ChildProcess;
  ready: Promise<string>;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    // Vitest exports BASE_URL="/" (Vite's base path); the server must get a real one or none.
    env: { ...process.env, BASE_URL: "http://127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /"msg":"listening","url":"([^"]+)"/.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    });
    child.once("exit", () => reject(new Error(`server exited before listening:\n${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, ready, exited };
}

let storage: TestStorage;
let running: ChildProcess | null = null;

afterEach(async () => {
  running?.kill("SIGKILL");
  running = null;
  await storage.dispose();
});

describe("the server process", () => {
  it("on SIGTERM lets an in-flight response finish, closes the database and exits with 0", async () => {
    storage = await createTestStorage();
    const config = testConfig(storage);
    const bigFile = path.join(config.webDir, "assets", "big-0001.bin");
    const size = 24 * 1024 * 1024;
    writeFileSync(bigFile, Buffer.alloc(size, 7));
    const server = spawnServer({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: storage.dataDir,
      DATABASE_URL: storage.databaseUrl ?? "",
      WEB_DIR: config.webDir,
      LOG_LEVEL: "info",
    });
    running = server.child;
    const url = (await server.ready).replace("localhost", "127.0.0.1");

    // Start a download, read its first chunk, then stop the server while the rest is still to come.
    const received = await new Promise<number>((resolve, reject) => {
      http.get(`${url}/assets/big-0001.bin`, (response) => {
        let bytes = 0;
        let signalled = false;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          if (!signalled) {
            signalled = true;
            response.pause();
            server.child.kill("SIGTERM");
            setTimeout(() => response.resume(), 300);
          }
        });
        response.on("end", () => resolve(bytes));
        response.on("error", reject);
      });
    });

    expect(received).toBe(size);
    expect(await server.exited).toBe(0);
    running = null;
  });

  it("refuses to start on an invalid setting and says which one", async () => {
    storage = await createTestStorage();
    const server = spawnServer({ PORT: "seventy", DATA_DIR: storage.dataDir });
    running = server.child;
    await expect(server.ready).rejects.toThrow(/PORT/);
    expect(await server.exited).toBe(1);
    running = null;
  });
});
