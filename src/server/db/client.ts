import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { BoundaryPlugin } from "./boundary.ts";
import type { Database } from "./types.ts";

export type Engine = "sqlite" | "postgres";

export type DatabaseHandle = {
  engine: Engine;
  /** Poriadok's typed query builder, behind the boundary plugin. */
  db: Kysely<Database>;
  /** A Kysely without the boundary plugin on the same connection, for Better Auth (which maps types itself) and migrations. */
  plainDb: Kysely<unknown>;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  dataDir: string;
  databaseUrl: string | null;
  /** Told when PostgreSQL drops an idle connection (restart, failover); the pool replaces it. */
  onConnectionLost?: (error: Error) => void;
};

export function openDatabase({ dataDir, databaseUrl, onConnectionLost }: DatabaseOptions): DatabaseHandle {
  return databaseUrl ? openPostgres(databaseUrl, onConnectionLost) : openSqlite(path.join(dataDir, "poriadok.sqlite"));
}

function openSqlite(file: string): DatabaseHandle {
  const connection = new SqliteDatabase(file);
  // WAL lets readers run beside the writer; synchronous=FULL makes an acknowledged commit survive
  // power loss, not only a crash of the process.
  connection.pragma("journal_mode = WAL");
  connection.pragma("synchronous = FULL");
  connection.pragma("foreign_keys = ON");
  connection.pragma("busy_timeout = 5000");
  // 32 MB of page cache (the default is 2 MB): a user's whole list stays in memory between requests.
  connection.pragma("cache_size = -32000");
  const dialect = new SqliteDialect({ database: connection });
  const db = new Kysely<Database>({ dialect, plugins: [new BoundaryPlugin("sqlite")] });
  const plainDb = new Kysely<unknown>({ dialect: new SqliteDialect({ database: connection }) });
  return {
    engine: "sqlite",
    db,
    plainDb,
    close: async () => {
      // Kysely's SQLite driver closes the shared connection; the auth instance needs no own close.
      await db.destroy();
    },
  };
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

function openPostgres(connectionString: string, onConnectionLost: (error: Error) => void = () => {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    types: {
      // count(*) and sums come back as int8/numeric strings; the values we count fit a JS number.
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8_OID || oid === NUMERIC_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format ?? "text")) as typeof pg.types.getTypeParser,
    },
  });
  // pg emits an error when the server drops an idle connection; without a listener Node would exit.
  pool.on("error", onConnectionLost);
  const dialect = new PostgresDialect({ pool });
  const db = new Kysely<Database>({ dialect, plugins: [new BoundaryPlugin("postgres")] });
  const plainDb = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  let isClosed = false;
  return {
    engine: "postgres",
    db,
    plainDb,
    close: async () => {
      if (isClosed) return;
      isClosed = true;
      await pool.end();
    },
  };
}
