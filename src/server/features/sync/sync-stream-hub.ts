import type { Config } from "../../config.ts";
import { type ChangeBus, createChangeBus } from "../../core/changes/change-bus.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { type ActiveApiTokensAmong, createCredentialCheck } from "./stream-credentials.ts";
import { type StreamHeartbeats, startStreamHeartbeats } from "./stream-heartbeats.ts";
import { createSyncStreamRegistry, type SyncStreamRegistry } from "./sync-stream-registry.ts";

/** Live sync's push side on one running server: the change bus, the open streams and their heartbeats. */
export type LiveSync = {
  bus: ChangeBus;
  streams: SyncStreamRegistry;
  heartbeats: StreamHeartbeats;
  /** Seconds a client refused for SYNC_MAX_STREAMS is told to wait (Retry-After). */
  retryAfterSeconds: number;
  /** Ends any stream still open, then stops the bus; after the requests in flight, before the database closes. */
  stop: () => Promise<void>;
};

/** Between SYNC_HEARTBEAT_MS and a minute: by then some of this instance's streams will have ended. */
const RETRY_AFTER_MIN_SECONDS = 15;

export async function startLiveSync(
  database: DatabaseHandle,
  config: Config,
  logger: Logger,
  activeApiTokensAmong: ActiveApiTokensAmong,
): Promise<LiveSync> {
  const bus = await createChangeBus(database, config.databaseUrl, logger);
  const streams = createSyncStreamRegistry({ maxTotal: config.syncMaxStreams });
  const heartbeats = startStreamHeartbeats({
    heartbeatMs: config.syncHeartbeatMs,
    checkCredentials: createCredentialCheck(database.db, activeApiTokensAmong),
    logger,
  });
  // Heard from this instance or (PostgreSQL) any other: a closed account's streams end at once; after
  // a sign-out everywhere or a password change, the user's streams are re-checked at once.
  const stopHearing = bus.onSessionsEnded(({ userId, isAccountClosed }) => {
    if (isAccountClosed) streams.endUser(userId);
    else void heartbeats.checkUserNow(userId);
  });
  return {
    bus,
    streams,
    heartbeats,
    retryAfterSeconds: Math.max(RETRY_AFTER_MIN_SECONDS, Math.ceil(config.syncHeartbeatMs / 1000)),
    async stop() {
      stopHearing();
      heartbeats.stop();
      streams.closeAll();
      await bus.close();
    },
  };
}
