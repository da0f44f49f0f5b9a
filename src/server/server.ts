import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { createAuth, createAuthOptions } from "./auth.ts";
import { migrationSafeguards } from "./backup/migration-backups.ts";
import type { Config, EnvConfig } from "./config.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { migrations } from "./db/migrations/index.ts";
import { grantAdminRoles } from "./features/admin/admin-roles.ts";
import { createApiTokenVerifier } from "./features/api-tokens/api-token-verifier.ts";
import { startUnconfirmedAccountCleanup } from "./features/registration/index.ts";
import { startReminders } from "./features/reminders/start-reminders.ts";
import { createSearchRunner } from "./features/search/search-runner.ts";
import { startLiveSync } from "./features/sync/sync-stream-hub.ts";
import { closeConnections } from "./http/close-connections.ts";
import { keepIdleConnectionsOpen } from "./http/keep-alive.ts";
import { createSessionCache } from "./http/session-cache.ts";
import { createStopState } from "./http/stopping.ts";
import type { Logger } from "./logger.ts";
import { createMailer } from "./mail/mailer.ts";
import { createOutboxWorker } from "./mail/outbox-worker.ts";
import { createMetrics } from "./metrics/metrics.ts";
import { withSharedSecrets } from "./shared-secrets.ts";
import { logStartupWarnings } from "./startup-warnings.ts";
import { readBuildInfo } from "./version.ts";

export type RunningServer = {
  url: string;
  port: number;
  /** Every route the app answers, as Hono lists them; tests walk it to check guards. */
  routes: { method: string; path: string }[];
  /** The configuration it runs with: the environment's plus the secrets shared in the database. */
  config: Config;
  /**
   * Health answers 503 and responses close their connections at once; after `drainMs` (default 0)
   * stops accepting, lets in-flight requests finish (up to `graceMs`), then closes the database.
   */
  stop: (graceMs?: number, drainMs?: number) => Promise<void>;
  /** Open subscriptions to live sync's change bus (one per open stream); tests check cleanup with it. */
  liveSyncSubscribers: () => number;
};

/** Opens and migrates the database, then listens; resolves only when the app is ready. */
export async function startServer(envConfig: EnvConfig, logger: Logger): Promise<RunningServer> {
  const build = readBuildInfo(envConfig.sourceCommit);
  // SQLite: one process per DATA_DIR (a second one would split live sync); refused before anything opens.
  const releaseDataDir = envConfig.databaseUrl ? () => {} : lockDataDir(envConfig.dataDir);
  const database = openDatabase({
    ...envConfig,
    onConnectionLost: (error) => logger.warn("database connection lost; the pool will reconnect", { error }),
  });
  // Mail goes through the outbox table; the worker delivers it once the tables exist (after migrating).
  const outbox = createOutboxWorker({ database, transport: createMailer({ ...envConfig, logger }), logger });
  const sessionCache = createSessionCache();
  const authOptions = createAuthOptions({ config: envConfig, database, mailer: outbox.mailer, logger, sessionCache });
  // The secrets the environment does not set are read from the database (shared-secrets.ts), after
  // migrating: every instance on one database uses the same ones.
  let config: Config;
  try {
    // SQLite is backed up before pending migrations run; a newer database is refused (backup/migration-backups.ts).
    const safeguards = migrationSafeguards({
      ...envConfig,
      kept: envConfig.migrationBackupsKept,
      version: build.version,
      logger,
    });
    await migrateDatabase(database, authOptions, logger, migrations, safeguards);
    config = await withSharedSecrets(database, envConfig, logger);
    authOptions.secret = config.authSecret;
  } catch (error) {
    await closeDatabase(database, logger);
    releaseDataDir();
    throw error;
  }
  // ADMIN_EMAILS (or, without it, the first confirmed account) are admins from the first request on.
  await grantAdminRoles(database.db, config.adminEmails);
  outbox.start();
  const metrics = createMetrics({ database, logger });
  const reminders = startReminders({ database, config, logger, metrics });
  // Accounts never confirmed go after UNCONFIRMED_ACCOUNT_DAYS (features/registration/).
  const unconfirmed = startUnconfirmedAccountCleanup({
    database,
    olderThanDays: config.unconfirmedAccountDays,
    logger,
  });
  const apiTokens = createApiTokenVerifier(database.db, { requestsPerMinute: config.apiTokenRequestsPerMinute });
  const liveSync = await startLiveSync(database, config, logger, apiTokens.activeAmong);
  metrics.countStreamsWith(() => liveSync.streams.count());
  // A user's sessions ended here or on another instance (PostgreSQL NOTIFY): forget them in this cache.
  liveSync.bus.onSessionsEnded(({ userId }) => sessionCache.forgetUser(userId));
  // Sessions ended here (sign-out everywhere, a password change): every instance re-checks the user's streams.
  sessionCache.onSessionsEnded((userId) => void liveSync.bus.announceSessionsEnded({ userId, isAccountClosed: false }));
  const searches = createSearchRunner({ database, config, logger });
  const stopState = createStopState();
  const app = createApp({
    config,
    database,
    logger,
    auth: createAuth(authOptions, sessionCache, apiTokens),
    version: build.version,
    commit: build.commit,
    metrics,
    liveSync,
    searches,
    stopping: stopState,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const listening = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(listening));
    listening.once("error", reject);
  });
  keepIdleConnectionsOpen(server);
  const { port } = server.address() as AddressInfo;
  logger.info("listening", {
    url: `http://localhost:${port}`,
    baseUrl: config.baseUrl,
    database: database.engine,
    version: build.version,
    commit: build.commit,
  });
  logStartupWarnings(config, port, logger);

  let stopping: Promise<void> | null = null;
  const stop = (graceMs = 10_000, drainMs = 0) => {
    stopping ??= (async () => {
      await closeConnections({
        server,
        state: stopState,
        endStreams: () => liveSync.streams.closeAll(),
        logger,
        drainMs,
        graceMs,
      });
      await liveSync.stop();
      await searches.stop();
      await reminders.stop();
      await unconfirmed.stop();
      await outbox.stop();
      await closeDatabase(database, logger);
      releaseDataDir();
    })();
    return stopping;
  };
  const routes = app.routes.map(({ method, path }) => ({ method, path }));
  const liveSyncSubscribers = () => liveSync.bus.subscriberCount();
  return { url: `http://127.0.0.1:${port}`, port, routes, config, stop, liveSyncSubscribers };
}

/** Closing is bounded (db/database-timeouts.ts): a database that does not answer must not hold the exit. */
async function closeDatabase(database: DatabaseHandle, logger: Logger): Promise<void> {
  try {
    await database.close();
  } catch (error) {
    logger.warn("the database did not close cleanly; exiting anyway", { error });
  }
}
