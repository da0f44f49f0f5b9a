import { createLogger } from "../src/server/logger.ts";
import { type MailCatcher, startMailCatcher } from "../src/server/test-support/mail-catcher.ts";
import { createTestStorage, startTestServer, type TestServer } from "../src/server/test-support/test-server.ts";

/**
 * A phase's own server on a fresh database of the engine (PostgreSQL when `postgresAdminUrl` is set),
 * with a mail catcher for the bench users' confirmations and sign-ups unthrottled; all of it stopped
 * and removed when `measure` ends, however it ends.
 */
export async function withBenchServer<Result>(
  postgresAdminUrl: string | null,
  measure: (bench: { server: TestServer; mail: MailCatcher }) => Promise<Result>,
): Promise<Result> {
  const mail = await startMailCatcher();
  const storage = await createTestStorage(postgresAdminUrl);
  const server = await startTestServer(storage, {
    // The search phase asks one person's queries back to back, far past a person's 60 a minute.
    env: { SMTP_URL: mail.url, AUTH_RATE_LIMIT_MAX: "1000", SEARCH_REQUESTS_PER_MINUTE: "1000000" },
    logger: createLogger("silent"),
  });
  try {
    return await measure({ server, mail });
  } finally {
    await server.stop();
    await mail.close();
    await storage.dispose();
  }
}
