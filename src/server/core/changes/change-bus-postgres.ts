import { sql } from "kysely";
import type pg from "pg";
import type { DatabaseHandle } from "../../db/client.ts";
import { DATABASE_TIMEOUTS, withinTime } from "../../db/database-timeouts.ts";
import type { Logger } from "../../logger.ts";
import { onCommittedWrite } from "./committed-writes.ts";
import type { SessionsEnded } from "./sessions-ended.ts";

/** The NOTIFY channel of live sync; every instance on the database listens to it. */
export const CHANGE_CHANNEL = "poriadok_changes";
/** The NOTIFY channel of ended sessions (disabled accounts, revoked sessions); on the same LISTEN connection. */
export const SESSIONS_CHANNEL = "poriadok_sessions";
/** Reconnect delays of the LISTEN connection: doubling from the first to the last, then staying there. */
const RECONNECT_FIRST_MS = 200;
const RECONNECT_MAX_MS = 10_000;

/** Where the relay hands what it hears: this instance's subscribers (change-bus.ts makes it). */
export type ChangeFanOut = {
  deliver: (userId: string, seq: number) => void;
  /** Tells every subscribed user's listeners the current sequence, read afresh (after missed notifications). */
  resync: () => Promise<void>;
  /** Another instance (or `npm run admin`) ended a user's sessions (change-bus.ts SessionsEnded). */
  sessionsEnded: (event: SessionsEnded) => void;
};

type RelayOptions = { database: DatabaseHandle; databaseUrl: string; fanOut: ChangeFanOut; logger: Logger };

/**
 * Live sync across several instances on one PostgreSQL.
 * - Publishing: after each committed write, `pg_notify('poriadok_changes', '{"u":…,"s":…}')` through
 *   the pool. The payload is the user's id and sequence only, never data: NOTIFY payloads are limited
 *   to 8000 bytes and delivered best-effort, so the devices read the changes from the database.
 * - Listening: one dedicated `pg.Client` per instance holds `LISTEN poriadok_changes` — never a pooled
 *   connection, which the pool would close when idle. When it drops (restart, failover, a terminated
 *   backend) it reconnects with doubling delays, and then has every open stream re-read its user's
 *   current sequence: notifications sent during the gap are lost, and the devices' cursors make a
 *   late "something changed" harmless. LISTEN needs a session: not through pgbouncer in transaction mode.
 * This instance's own writes reach its streams at once (change-bus.ts) and again through NOTIFY;
 * the streams pass each sequence on once.
 */
export async function startPostgresChangeRelay({ database, databaseUrl, fanOut, logger }: RelayOptions) {
  const notifying = new Set<Promise<unknown>>();
  const stopPublishing = onCommittedWrite(database.db, (userId, seq) => {
    const payload = JSON.stringify({ u: userId, s: seq });
    const sent = sql`select pg_notify(${CHANGE_CHANNEL}, ${payload})`
      .execute(database.db)
      .catch((error: unknown) =>
        // Other instances' devices hear of this write with the user's next one, or when they pull.
        logger.warn("live sync: NOTIFY failed; other instances miss this change until the next", { error }),
      )
      .finally(() => notifying.delete(sent));
    notifying.add(sent);
  });

  const { default: pgModule } = await import("pg"); // loaded only on PostgreSQL, as db/open-postgres.ts does
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (!message.payload) return;
    if (message.channel === SESSIONS_CHANNEL) {
      const ended = parseSessionsEnded(message.payload);
      if (ended) fanOut.sessionsEnded(ended);
      else logger.warn("sessions: ignored a malformed notification", { payload: message.payload.slice(0, 200) });
      return;
    }
    if (message.channel !== CHANGE_CHANNEL) return;
    const change = parseChange(message.payload);
    if (change) fanOut.deliver(change.userId, change.seq);
    else logger.warn("live sync: ignored a malformed notification", { payload: message.payload.slice(0, 200) });
  };

  const listen = async (isReconnect: boolean): Promise<void> => {
    const next = new pgModule.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
      keepAlive: true, // a peer that vanished without closing the socket is noticed by the OS
      keepAliveInitialDelayMillis: 10_000,
      application_name: "poriadok-listen",
    });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      next.end().catch(() => undefined);
      if (closed) return;
      const delay = Math.min(RECONNECT_FIRST_MS * 2 ** failures, RECONNECT_MAX_MS);
      failures += 1;
      logger.warn("live sync: the LISTEN connection is down; reconnecting", { error, retryInMs: delay });
      retry = setTimeout(() => void listen(true), delay);
    };
    next.on("error", onLost);
    next.on("end", () => onLost(new Error("connection ended")));
    next.on("notification", onNotification);
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}; LISTEN ${SESSIONS_CHANNEL}`);
    } catch (error) {
      onLost(error);
      return;
    }
    if (closed || lost) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    failures = 0;
    if (isReconnect) {
      logger.info("live sync: listening again; streams re-read their users' sequences");
      await fanOut.resync();
    }
  };

  await listen(false);
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      stopPublishing();
      await Promise.allSettled([...notifying]);
      const open = client;
      client = null;
      if (open) {
        await withinTime(open.end(), DATABASE_TIMEOUTS.closeMs, "closing the LISTEN connection").catch((error) =>
          logger.warn("live sync: the LISTEN connection did not close cleanly", { error }),
        );
      }
    },
  };
}

/**
 * Tells every instance on this PostgreSQL that a user's sessions ended (change-bus.ts SessionsEnded),
 * this one included (it hears its own NOTIFY). Also used by `npm run admin`, which runs no bus.
 */
export async function notifySessionsEnded(db: DatabaseHandle["db"], event: SessionsEnded): Promise<void> {
  const payload = JSON.stringify({ u: event.userId, c: event.isAccountClosed ? 1 : 0 });
  await sql`select pg_notify(${SESSIONS_CHANNEL}, ${payload})`.execute(db);
}

function parseSessionsEnded(payload: string): SessionsEnded | null {
  try {
    const { u, c } = JSON.parse(payload) as { u?: unknown; c?: unknown };
    return typeof u === "string" ? { userId: u, isAccountClosed: c === 1 } : null;
  } catch {
    return null;
  }
}

function parseChange(payload: string): { userId: string; seq: number } | null {
  try {
    const { u, s } = JSON.parse(payload) as { u?: unknown; s?: unknown };
    return typeof u === "string" && Number.isSafeInteger(s) ? { userId: u, seq: s as number } : null;
  } catch {
    return null;
  }
}
