import { type BetterAuthOptions, betterAuth } from "better-auth";
import { username } from "better-auth/plugins/username";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";

/**
 * Better Auth's options. The same object drives the programmatic migrations at start-up
 * (db/migrate.ts), so the tables always match what the running auth instance expects.
 */
export function createAuthOptions(config: Config, database: DatabaseHandle) {
  return {
    appName: "Poriadok",
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    database: { db: database.plainDb, type: database.engine },
    emailAndPassword: { enabled: true, minPasswordLength: 6 },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, defaultValue: "" },
        lastName: { type: "string", required: false, defaultValue: "" },
        locale: { type: "string", required: false, defaultValue: "en" },
      },
    },
    plugins: [username({ minUsernameLength: 3, maxUsernameLength: 30 })],
    telemetry: { enabled: false },
  } satisfies BetterAuthOptions;
}

export function createAuth(options: ReturnType<typeof createAuthOptions>) {
  return betterAuth(options);
}
export type Auth = ReturnType<typeof createAuth>;
