import type { Config } from "../../config.ts";
import { type ChangeBus, createChangeBus } from "../../core/changes/change-bus.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { createSyncStreamRegistry, type SyncStreamRegistry } from "./sync-stream-registry.ts";

/** Live sync's push side on one running server: the change bus and the open streams. */
export type LiveSync = {
  bus: ChangeBus;
  streams: SyncStreamRegistry;
  heartbeatMs: number;
  /** Ends any stream still open, then stops the bus; after the requests in flight, before the database closes. */
  stop: () => Promise<void>;
};

export async function startLiveSync(database: DatabaseHandle, config: Config, logger: Logger): Promise<LiveSync> {
  const bus = await createChangeBus(database, config.databaseUrl, logger);
  const streams = createSyncStreamRegistry();
  return {
    bus,
    streams,
    heartbeatMs: config.syncHeartbeatMs,
    async stop() {
      streams.closeAll();
      await bus.close();
    },
  };
}
