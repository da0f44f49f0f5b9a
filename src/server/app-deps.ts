import type { Auth } from "./auth.ts";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import type { SearchRunner } from "./features/search/search-runner.ts";
import type { LiveSync } from "./features/sync/sync-stream-hub.ts";
import type { StopState } from "./http/stopping.ts";
import type { Logger } from "./logger.ts";
import type { Metrics } from "./metrics/metrics.ts";

/** What every feature's routes may use; built once in main.ts (or a test) and passed down. */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  auth: Auth;
  version: string;
  /** The git commit this server was built from, or "unknown" (version.ts). */
  commit: string;
  /** Prometheus metrics of this running server (metrics/metrics.ts); GET /metrics shows them. */
  metrics: Metrics;
  /** Live sync's change bus and open streams (GET /api/sync/stream). */
  liveSync: LiveSync;
  /** Where searches run: off the event loop, within a time budget (features/search/search-runner.ts). */
  searches: SearchRunner;
  /** Whether the instance is stopping (SIGTERM): health answers 503, responses close their connections. */
  stopping: StopState;
};
