import type { Logger } from "../logger.ts";
import { signedInClient } from "./accounts.ts";
import { type OrganiserApi, organiserApi } from "./api-client.ts";
import { type MailCatcher, startMailCatcher } from "./mail-catcher.ts";
import {
  type ConfigureTestServer,
  createTestStorage,
  startTestServer,
  type TestServer,
  type TestStorage,
} from "./test-server.ts";

export type AccountsServer = {
  server: TestServer;
  mail: MailCatcher;
  storage: TestStorage;
  close: () => Promise<void>;
};

/**
 * The real server with a real SMTP peer, for tests that need signed-in users. Every request of a
 * test comes from 127.0.0.1, so the sign-in rate limit is lifted unless `env` sets it (security.test.ts),
 * and so are the invitation mails' limits (tests invite the same people again and again).
 * `logger`: where the server logs (default: nowhere); `configure`: settings set in code (test-server.ts).
 */
export async function startAccountsServer(
  env: Record<string, string> = {},
  logger?: Logger,
  configure?: ConfigureTestServer,
): Promise<AccountsServer> {
  const mail = await startMailCatcher();
  const storage = await createTestStorage();
  const server = await startTestServer(storage, {
    env: {
      SMTP_URL: mail.url,
      AUTH_RATE_LIMIT_MAX: "1000",
      INVITATION_MAILS_PER_DAY: "1000",
      INVITATION_RESEND_MINUTES: "0",
      ...env,
    },
    logger,
    configure,
  });
  return {
    server,
    mail,
    storage,
    close: async () => {
      await server.stop();
      await mail.close();
      await storage.dispose();
    },
  };
}

/** Two signed-in users on one server, for tests that check what one may see of the other. */
export async function twoUsers(harness: AccountsServer): Promise<[OrganiserApi, OrganiserApi]> {
  const first = organiserApi(await signedInClient(harness.server.url, harness.mail));
  const second = organiserApi(await signedInClient(harness.server.url, harness.mail));
  return [first, second];
}
