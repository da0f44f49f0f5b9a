import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./e2e/support/chromium-launch.ts";

/**
 * Browser flows (e2e/) against the built app: `npm run test:e2e` builds first, then this config starts
 * `node dist/node/server/main.js` on its own port with an empty data directory, so every run begins
 * from a fresh SQLite database and never touches ./data.
 */
const port = Number(process.env.E2E_PORT ?? 3197);
const baseURL = `http://127.0.0.1:${port}`;
const isCI = Boolean(process.env.CI);
// The build under test: `dist` as `npm run build` writes it, or another build directory inside the
// repository (E2E_DIST), so several people sharing one work tree can each test their own build.
const distDir = path.resolve(import.meta.dirname, process.env.E2E_DIST ?? "dist");

// Playwright loads this file in the runner and again in every worker. The runner creates the run's
// directory and its workers inherit the variable, so a run makes exactly one; the runner removes it
// when it exits, after it has stopped the server. (E2E_RUN_DIR is this hand-over, not a setting.)
const runDir = process.env.E2E_RUN_DIR ?? createRunDir();

function createRunDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "poriadok-e2e-"));
  process.env.E2E_RUN_DIR = dir;
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  // The server gets a copy of the built web app: a rebuild during the run (several people share a
  // work tree) would otherwise replace the hashed assets under the pages the browser has open.
  const builtWebApp = path.join(distDir, "web");
  if (existsSync(builtWebApp)) cpSync(builtWebApp, path.join(dir, "web"), { recursive: true });
  return dir;
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: isCI,
  // Locally a failure should show at once. In CI one retry records a trace (see `trace` below) and
  // reports a test that passes on the second try as flaky instead of letting it fail the whole run.
  retries: isCI ? 1 : 0,
  // The machines have two cores, and the server and the browser need them too.
  workers: Math.min(2, os.availableParallelism()),
  reporter: "list",
  use: {
    baseURL,
    headless: true,
    trace: "on-first-retry",
    // No service worker unless a spec allows it (e2e/offline-shell.spec.ts): page.route does not see
    // what a worker answers, and every test's context would otherwise precache the whole app.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "chromium",
      use: {
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: {
    command: `node ${JSON.stringify(path.join(distDir, "node/server/main.js"))}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // SIGTERM lets the server close the database before the data directory is removed.
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    stdout: "ignore",
    stderr: "pipe",
    env: {
      HOST: "127.0.0.1",
      PORT: String(port),
      BASE_URL: baseURL,
      DATA_DIR: path.join(runDir, "data"),
      WEB_DIR: path.join(runDir, "web"),
      // Always the fresh SQLite file, even where DATABASE_URL points the server tests at PostgreSQL.
      DATABASE_URL: "",
      // No real mail: the server writes it to DATA_DIR/outbox, where a mail-catcher fixture can read it.
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      // Every browser test signs in from 127.0.0.1; the limit itself is tested in src/server/security.test.ts.
      AUTH_RATE_LIMIT_MAX: "10000",
      CONTACT_EMAIL: "author@example.org",
      SUPPORT_EMAIL: "support@example.org",
      DONATION_IBAN: "SK31 1200 0000 1987 4263 7541",
      // The admins of e2e/admin.spec.ts: named, so the run's first account (another spec's) is no admin.
      ADMIN_EMAILS: "admin.en@example.org,admin.sk@example.org",
    },
  },
});
