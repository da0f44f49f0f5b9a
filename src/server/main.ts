import { ConfigError, loadConfig } from "./config.ts";
import { DataDirInUseError } from "./data-dir-lock.ts";
import { restrictNewFiles, tightenDataDir } from "./data-dir-modes.ts";
import { NewerDatabaseError } from "./db/migration-status.ts";
import { createLogger } from "./logger.ts";
import { startServer } from "./server.ts";

/**
 * A stop's drain (SHUTDOWN_DRAIN_MS) and the time requests in flight then get, together: within the
 * 10 s an orchestrator gives before it kills (Docker, Kubernetes), with room for closing the rest.
 */
const STOP_BUDGET_MS = 8_000;
/** Requests in flight always get at least this long. */
const MIN_GRACE_MS = 3_000;

/** Longer than stop()'s own bounds together: 8 s for requests, 5 s for the mail worker, 5 s for the database. */
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
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(config, logger);
  } catch (error) {
    // The operator's mistakes: the message is the whole instruction, no stack.
    if (error instanceof DataDirInUseError || error instanceof NewerDatabaseError) {
      logger.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const shutdown = async (signal: NodeJS.Signals) => {
    logger.info("shutting down", { signal });
    // Every step of stop() is bounded; this is the net under them, so no bug can keep the process alive.
    setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    try {
      // SIGTERM (an orchestrator, systemd, a rolling restart): drain first; SIGINT (Ctrl-C): at once.
      const drainMs = signal === "SIGTERM" ? config.shutdownDrainMs : 0;
      await server.stop(Math.max(MIN_GRACE_MS, STOP_BUDGET_MS - drainMs), drainMs);
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
