import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { createAuth, createAuthOptions } from "./auth.ts";
import type { Config } from "./config.ts";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { createApiTokenVerifier } from "./features/api-tokens/api-token-verifier.ts";
import { startReminders } from "./features/reminders/start-reminders.ts";
import { createSearchRunner } from "./features/search/search-runner.ts";
import { startLiveSync } from "./features/sync/sync-stream-hub.ts";
import { createSessionCache } from "./http/session-cache.ts";
import type { Logger } from "./logger.ts";
import { createMailer } from "./mail/mailer.ts";
import { createOutboxWorker } from "./mail/outbox-worker.ts";
import { readVersion } from "./version.ts";

export type RunningServer = {
  url: string;
  port: number;
  /** Every route the app answers, as Hono lists them; tests walk it to check guards. */
  routes: { method: string; path: string }[];
  /** Stops accepting, lets in-flight requests finish (up to `graceMs`), then closes the database. */
  stop: (graceMs?: number) => Promise<void>;
  /** Open subscriptions to live sync's change bus (one per open stream); tests check cleanup with it. */
  liveSyncSubscribers: () => number;
};

/** Opens and migrates the database, then listens; resolves only when the app is ready. */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const database = openDatabase({
    ...config,
    onConnectionLost: (error) => logger.warn("database connection lost; the pool will reconnect", { error }),
  });
  // Mail goes through the outbox table; the worker delivers it once the tables exist (after migrating).
  const outbox = createOutboxWorker({ database, transport: createMailer({ ...config, logger }), logger });
  const sessionCache = createSessionCache();
  const authOptions = createAuthOptions({ config, database, mailer: outbox.mailer, logger, sessionCache });
  try {
    await migrateDatabase(database, authOptions, logger);
  } catch (error) {
    await closeDatabase(database, logger);
    throw error;
  }
  outbox.start();
  const reminders = startReminders({ database, config, logger });
  const liveSync = await startLiveSync(database, config, logger);
  const searches = createSearchRunner({ database, config, logger });
  const app = createApp({
    config,
    database,
    logger,
    auth: createAuth(
      authOptions,
      sessionCache,
      createApiTokenVerifier(database.db, { requestsPerMinute: config.apiTokenRequestsPerMinute }),
    ),
    version: readVersion(),
    liveSync,
    searches,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const listening = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(listening));
    listening.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  logger.info("listening", { url: `http://localhost:${port}`, baseUrl: config.baseUrl, database: database.engine });

  let stopping: Promise<void> | null = null;
  const stop = (graceMs = 10_000) => {
    stopping ??= (async () => {
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => {
          logger.warn("shutdown grace period over, closing open connections");
          if ("closeAllConnections" in server) server.closeAllConnections();
        }, graceMs);
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        // Keep-alive connections with no request in flight would hold close() open.
        if ("closeIdleConnections" in server) server.closeIdleConnections();
        // Live-sync streams never end by themselves (their connections close with them).
        liveSync.streams.closeAll();
      });
      await liveSync.stop();
      await searches.stop();
      await reminders.stop();
      await outbox.stop();
      await closeDatabase(database, logger);
    })();
    return stopping;
  };
  const routes = app.routes.map(({ method, path }) => ({ method, path }));
  const liveSyncSubscribers = () => liveSync.bus.subscriberCount();
  return { url: `http://127.0.0.1:${port}`, port, routes, stop, liveSyncSubscribers };
}

/** Closing is bounded (db/database-timeouts.ts): a database that does not answer must not hold the exit. */
async function closeDatabase(database: DatabaseHandle, logger: Logger): Promise<void> {
  try {
    await database.close();
  } catch (error) {
    logger.warn("the database did not close cleanly; exiting anyway", { error });
  }
}
