import { createHmac } from "node:crypto";
import { createAuth, createAuthOptions } from "../src/server/auth.ts";
import { loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { createApiTokenVerifier } from "../src/server/features/api-tokens/api-token-verifier.ts";
import { createSessionCache } from "../src/server/http/session-cache.ts";
import { createLogger } from "../src/server/logger.ts";
import { withSharedSecrets } from "../src/server/shared-secrets.ts";
import type { VirtualUser } from "./load-mix.ts";
import { seedNotes } from "./seed.ts";

/**
 * Confirmed accounts with a session each, made in the benchmark's own process through Better
 * Auth's internal adapter on the server's database (the rows are Better Auth's own), because
 * signing up 200 users over HTTP means 400 password hashes — minutes on a shared 2-core machine.
 * Each gets `notesEach` notes (a dozen by default, seed.ts). The session cookie is signed the way Better Auth signs it
 * (HMAC-SHA256 with the server's secret, base64), so the server accepts it; a wrong guess shows as 401s.
 */
export async function createVirtualUsers(
  env: Record<string, string>,
  count: number,
  notesEach = 12,
): Promise<VirtualUser[]> {
  const fromEnv = loadConfig({ ...env, LOG_LEVEL: "warn" });
  const database = openDatabase(fromEnv);
  // The server under test has migrated: its session secret is the one shared in the database.
  const config = await withSharedSecrets(database, fromEnv, createLogger("warn"));
  const mailer = { send: async () => {} }; // confirmed accounts: no mail to send
  const sessionCache = createSessionCache();
  const auth = createAuth(
    createAuthOptions({ config, database, mailer, logger: createLogger("warn"), sessionCache }),
    sessionCache,
    createApiTokenVerifier(database.db, { requestsPerMinute: config.apiTokenRequestsPerMinute }),
  );
  const { internalAdapter } = await auth.$context;
  const cookieName = `${config.baseUrl.startsWith("https://") ? "__Secure-" : ""}poriadok.session_token`;
  try {
    const users: VirtualUser[] = [];
    for (let index = 0; index < count; index += 1) {
      const user = await internalAdapter.createUser(
        { email: `load${index}@bench.test`, name: `Load ${index}`, emailVerified: true },
        { method: "admin" },
      );
      const session = await internalAdapter.createSession(user.id);
      const signature = createHmac("sha256", config.authSecret).update(session.token).digest("base64");
      await seedNotes(database.db, user.id, notesEach);
      const notes = await database.db
        .selectFrom("notes")
        .select(["id", "category"])
        .where("user_id", "=", user.id)
        .execute();
      users.push({
        cookie: `${cookieName}=${encodeURIComponent(`${session.token}.${signature}`)}`,
        tasks: notes.filter((note) => note.category === "tasks").map((note) => note.id),
        others: notes.filter((note) => note.category !== "tasks").map((note) => note.id),
        counter: index,
      });
    }
    return users;
  } finally {
    await database.close();
  }
}
