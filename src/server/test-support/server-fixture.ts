import { test } from "vitest";
import type { Logger } from "../logger.ts";
import { type AccountsServer, startAccountsServer } from "./accounts-server.ts";

export type ServerFixtureOptions = {
  /** Server configuration on top of the test defaults (startAccountsServer lifts the sign-in limit). */
  env?: Record<string, string>;
  /** Where the server logs (default: nowhere). */
  logger?: Logger;
};

/**
 * A Vitest `test` whose `harness` is the real server (real HTTP, a real database in a temporary
 * directory, PostgreSQL too when DATABASE_URL is set) with its SMTP peer: started once per test file,
 * when a test or a `beforeAll` first asks for it, and closed after the file's last test.
 *
 *   const test = serverTest({ env: { API_TOKEN_REQUESTS_PER_MINUTE: "3" } });
 *   test.beforeAll(async ({ harness }) => { … });
 *   test("…", async ({ harness }) => { … harness.server.url … harness.mail … });
 */
export function serverTest(options: ServerFixtureOptions = {}) {
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads what a fixture needs from this pattern; it needs nothing.
  return test.extend("harness", { scope: "file" }, async ({}, { onCleanup }): Promise<AccountsServer> => {
    const harness = await startAccountsServer(options.env, options.logger);
    onCleanup(() => harness.close());
    return harness;
  });
}
