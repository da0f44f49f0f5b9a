import type { DatabaseHandle } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { type ChangeFanOut, notifySessionsEnded, startPostgresChangeRelay } from "./change-bus-postgres.ts";
import { onCommittedWrite } from "./committed-writes.ts";
import type { SessionsEnded, SessionsEndedListener } from "./sessions-ended.ts";

export type { SessionsEnded } from "./sessions-ended.ts";

/** Users whose sequences one query re-reads after a reconnect (well within both engines' parameter limits). */
const RESYNC_BATCH = 500;

/** Told the user's change sequence after a committed write (possibly more than once, or coalesced). */
export type ChangeListener = (seq: number) => void;

/**
 * One running server's fan-out of committed writes to the open live-sync streams of each user. It
 * carries only `{ userId, seq }`, never data: a stream tells its device the sequence and the device
 * pulls the changes from its cursor (GET /api/sync?since=N). A listener may hear a sequence twice
 * (PostgreSQL: at once from this instance and again through NOTIFY) or a lower one after a higher
 * one; listeners keep the highest they have passed on (sync-stream.ts).
 */
export type ChangeBus = {
  subscribe: (userId: string, listener: ChangeListener) => () => void;
  /** Open subscriptions on this instance (tests check that a closed stream leaves none behind). */
  subscriberCount: () => number;
  /**
   * Tells this instance at once and, on PostgreSQL, every other one (NOTIFY): call it after the
   * sessions are gone from the database. Never throws: a failed NOTIFY is logged, and the other
   * instances then notice within their session cache's lifetime and one heartbeat.
   */
  announceSessionsEnded: (event: SessionsEnded) => Promise<void>;
  onSessionsEnded: (listener: SessionsEndedListener) => () => void;
  /** Stops listening (PostgreSQL: waits for NOTIFYs in flight and closes the LISTEN connection). */
  close: () => Promise<void>;
};

/**
 * SQLite (one instance): committed writes come straight from this process's write funnel.
 * PostgreSQL (several instances): also relayed to and from the other instances with NOTIFY/LISTEN
 * (change-bus-postgres.ts). Resolves once the relay's first LISTEN attempt has finished, so a stream
 * opened right after start-up hears other instances' writes.
 */
export async function createChangeBus(
  database: DatabaseHandle,
  databaseUrl: string | null,
  logger: Logger,
): Promise<ChangeBus> {
  const listeners = new Map<string, Set<ChangeListener>>();
  const sessionListeners = new Set<SessionsEndedListener>();
  let count = 0;
  const endSessions = (event: SessionsEnded) => {
    for (const listener of sessionListeners) listener(event);
  };
  const fanOut: ChangeFanOut = {
    sessionsEnded: endSessions,
    deliver(userId, seq) {
      const set = listeners.get(userId);
      if (!set) return;
      for (const listener of set) listener(seq);
    },
    async resync() {
      const userIds = [...listeners.keys()];
      for (let start = 0; start < userIds.length; start += RESYNC_BATCH) {
        try {
          const rows = await database.db
            .selectFrom("user_data_versions")
            .select(["user_id", "version"])
            .where("user_id", "in", userIds.slice(start, start + RESYNC_BATCH))
            .execute();
          // A user with no row has sequence 0, which every stream has already sent.
          for (const row of rows) fanOut.deliver(row.user_id, Number(row.version));
        } catch (error) {
          logger.warn("live sync: could not re-read users' sequences after reconnecting", { error });
        }
      }
    },
  };
  const stopLocal = onCommittedWrite(database.db, (userId, seq) => fanOut.deliver(userId, seq));
  const relay =
    database.engine === "postgres" && databaseUrl
      ? await startPostgresChangeRelay({ database, databaseUrl, fanOut, logger })
      : null;
  return {
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      count += 1;
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        count -= 1;
        set.delete(listener);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },
    subscriberCount: () => count,
    async announceSessionsEnded(event) {
      endSessions(event);
      if (!relay) return;
      await notifySessionsEnded(database.db, event).catch((error: unknown) =>
        logger.warn("sessions: NOTIFY failed; other instances notice within a heartbeat", { error }),
      );
    },
    onSessionsEnded(listener) {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    async close() {
      stopLocal();
      await relay?.close();
    },
  };
}
