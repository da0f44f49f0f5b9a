import { Kysely, PostgresDialect } from "kysely";
import type pg from "pg";
import { BoundaryPlugin } from "./boundary.ts";
import type { DatabaseHandle } from "./database-handle.ts";
import { DATABASE_TIMEOUTS, withinTime } from "./database-timeouts.ts";
import type { Database } from "./types.ts";

const INT8_OID = 20;
const NUMERIC_OID = 1700;

export function openPostgres(connectionString: string, onConnectionLost: (error: Error) => void): DatabaseHandle {
  // pg is loaded here, not at start: a server on SQLite never needs its ≈ 10 MB (issue 10's idle RSS).
  const pool = import("pg").then(({ default: pg }) => createPool(pg, connectionString, onConnectionLost));
  // For poolWaiting, which must answer at once (a metrics scrape); 0 until the pool is made.
  let loadedPool: pg.Pool | null = null;
  pool.then(
    (loaded) => {
      loadedPool = loaded;
    },
    () => {},
  );
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: () => pool }),
    plugins: [new BoundaryPlugin("postgres")],
  });
  let closing: Promise<void> | null = null;
  return {
    engine: "postgres",
    db,
    // One Kysely, one pool: Better Auth and migrations use the same connections as the services.
    plainDb: db.withoutPlugins() as unknown as Kysely<unknown>,
    ping: (timeoutMs) =>
      withinTime(
        pool.then((loaded) => probe(loaded, timeoutMs)),
        timeoutMs,
        "the PostgreSQL health probe",
      ),
    poolWaiting: () => loadedPool?.waitingCount ?? 0,
    close: () => {
      // pool.end() waits for every checked-out connection; one stuck on a silent server would hold it for ever.
      closing ??= withinTime(
        pool.then((loaded) => loaded.end()),
        DATABASE_TIMEOUTS.closeMs,
        "closing the PostgreSQL pool",
      );
      return closing;
    },
  };
}

function createPool(
  pg: typeof import("pg").default,
  connectionString: string,
  onConnectionLost: (error: Error) => void,
) {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
    statement_timeout: DATABASE_TIMEOUTS.statementMs,
    idle_in_transaction_session_timeout: DATABASE_TIMEOUTS.idleInTransactionMs,
    // A peer that vanished without closing the socket (network cut, paused VM) is noticed by the OS.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    types: {
      // count(*) and sums come back as int8/numeric strings; the values we count fit a JS number.
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8_OID || oid === NUMERIC_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format ?? "text")) as typeof pg.types.getTypeParser,
    },
  });
  // pg emits an error on a connection the server drops (restart, failover, network cut); without a
  // listener Node would exit. Each connection reports it once, idle or lent to a query (whose query
  // fails on its own); the pool repeats an idle connection's error, which is already reported.
  pool.on("connect", (client) => client.on("error", onConnectionLost));
  pool.on("error", () => {});
  return pool;
}

/**
 * `query_timeout` is client-side, so it also ends a wait on a server that accepted the query and went
 * silent; pool.query then hands the connection back with the error, and the pool discards it
 * instead of lending a connection in an unknown state to the next request.
 */
async function probe(pool: pg.Pool, timeoutMs: number): Promise<void> {
  const query = { text: "select 1", query_timeout: timeoutMs } as pg.QueryConfig;
  await pool.query(query);
}
