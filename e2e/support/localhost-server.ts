import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { stopProcess } from "../../scripts/budget/start-built-server.ts";

/**
 * A second server of the build under test, at http://localhost:PORT, for the browser tests of
 * passkeys: WebAuthn binds a passkey to a domain, and Chromium refuses an IP address such as the main
 * test server's 127.0.0.1 as one, while localhost is a secure context and a valid domain. The server
 * gets a data directory of its own (its mails are in `outbox`) and is stopped with SIGTERM. `env`:
 * settings of its own on top (a registration mode the main test server does not run with).
 */
export type LocalhostServer = { url: string; outbox: string; stop: () => Promise<void> };

export async function startLocalhostServer(env: Record<string, string> = {}): Promise<LocalhostServer> {
  // A port of the caller's (env.PORT) when the address must be known first: an identity provider's redirect URI.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "poriadok-e2e-localhost-"));
  const runDir = process.env.E2E_RUN_DIR ?? "";
  const distDir = path.resolve(import.meta.dirname, "..", "..", process.env.E2E_DIST ?? "dist");
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [path.join(distDir, "node/server/main.js")], {
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      BASE_URL: url,
      DATA_DIR: dataDir,
      // The copy of the built web app the run made (playwright.config.ts), so a rebuild cannot swap it.
      WEB_DIR: path.join(runDir, "web"),
      DATABASE_URL: "",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_MAX: "10000",
      ...env,
    },
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, child, () => errors);
  return {
    url,
    outbox: path.join(dataDir, "outbox"),
    stop: async () => {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(healthUrl: string, child: ChildProcess, errors: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the localhost server exited: ${errors()}`);
    const isUp = await fetch(healthUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`the localhost server did not answer within 60 s: ${errors()}`);
}

/** A port nothing listens on now, for a server whose address must be known before it starts (e2e/oidc-sign-in.spec.ts). */
export function freePort(): Promise<number> {
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
