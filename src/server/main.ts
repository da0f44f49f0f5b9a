import { ConfigError, loadConfig } from "./config.ts";
import { restrictNewFiles, tightenDataDir } from "./data-dir-modes.ts";
import { createLogger } from "./logger.ts";
import { startServer } from "./server.ts";

/** Longer than stop()'s own bounds together: 10 s for requests, 5 s for the mail worker, 5 s for the database. */
const SHUTDOWN_LIMIT_MS = 30_000;

/** Entry point of `npm start`: read the environment, start, and stop cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  // Before anything is written: DATA_DIR, the secret, the database and its WAL are the owner's alone.
  restrictNewFiles();
  const bootLogger = createLogger("info");
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      bootLogger.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const tightened = tightenDataDir(config.dataDir);
  if (tightened.length > 0) {
    logger.warn("DATA_DIR: group and others no longer read or write these files (now owner-only)", {
      dataDir: config.dataDir,
      count: tightened.length,
      changes: tightened.slice(0, 50),
    });
  }
  const server = await startServer(config, logger);

  const shutdown = async (signal: NodeJS.Signals) => {
    logger.info("shutting down", { signal });
    // Every step of stop() is bounded; this is the net under them, so no bug can keep the process alive.
    setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    try {
      await server.stop();
      logger.info("stopped");
      process.exit(0);
    } catch (error) {
      logger.error("shutdown failed", { error });
      process.exit(1);
    }
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

main().catch((error: unknown) => {
  createLogger("error").error("start-up failed", { error });
  process.exit(1);
});
