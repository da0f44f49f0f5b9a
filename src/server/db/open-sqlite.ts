import SqliteDatabase from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";
import { BoundaryPlugin } from "./boundary.ts";
import type { DatabaseHandle } from "./database-handle.ts";
import { DATABASE_TIMEOUTS, withinTime } from "./database-timeouts.ts";
import { type CachingSqliteDatabase, cachingStatements } from "./statement-cache.ts";
import type { Database } from "./types.ts";

/**
 * SQLite runs DDL inside transactions, but Kysely's adapter says it does not, so its Migrator would
 * run each migration statement by statement: a crash halfway would leave a schema that no longer
 * starts. Saying so lets the Migrator wrap every migration in a transaction, as on PostgreSQL.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/**
 * Every transaction takes the write lock when it begins (`begin immediate`), not at its first write.
 * A deferred `begin` that reads first and writes later fails at once with SQLITE_BUSY_SNAPSHOT —
 * busy_timeout does not wait — when another process wrote in between: a second instance on the same
 * file, as the tests run, or Better Auth creating a user while the outbox worker of another process
 * claims mail. Within one process the one connection already serialises transactions.
 */
class ImmediateTransactionSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class PoriadokSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #writes: boolean;

  /** `writes: false` for a read-only connection, where `begin immediate` would fail ("readonly database"). */
  constructor(config: SqliteDialectConfig, { writes }: { writes: boolean }) {
    super(config);
    this.#config = config;
    this.#writes = writes;
  }

  override createAdapter(): SqliteAdapter {
    return new TransactionalDdlSqliteAdapter();
  }

  override createDriver(): Driver {
    return this.#writes ? new ImmediateTransactionSqliteDriver(this.#config) : new SqliteDriver(this.#config);
  }
}

export function openSqlite(file: string): DatabaseHandle {
  const connection = new SqliteDatabase(file);
  // WAL lets readers run beside the writer; synchronous=FULL makes an acknowledged commit survive
  // power loss, not only a crash of the process.
  connection.pragma("journal_mode = WAL");
  connection.pragma("synchronous = FULL");
  connection.pragma("foreign_keys = ON");
  connection.pragma(`busy_timeout = ${DATABASE_TIMEOUTS.sqliteBusyMs}`);
  // 32 MB of page cache (the default is 2 MB): a user's whole list stays in memory between requests.
  connection.pragma("cache_size = -32000");
  const statements = cachingStatements(connection);
  const db = new Kysely<Database>({
    dialect: new PoriadokSqliteDialect({ database: statements }, { writes: true }),
    plugins: [new BoundaryPlugin("sqlite")],
  });
  return {
    engine: "sqlite",
    db,
    // The same Kysely without the plugin shares db's driver and with it the one lock on the one
    // connection. A second Kysely would have a lock of its own: Better Auth's open transaction and
    // Poriadok's statements would then interleave on the connection (issue 8, point 1).
    plainDb: db.withoutPlugins() as unknown as Kysely<unknown>,
    ping: (timeoutMs) =>
      withinTime(probeWriteLock(db, connection, statements, timeoutMs), timeoutMs, "the SQLite health probe"),
    // Kysely's SQLite driver closes the connection at once; a waiting statement fails.
    close: () => db.destroy(),
  };
}

/**
 * Takes and gives back the write lock, waiting at most `timeoutMs` for it: a read would succeed
 * even while another process holds the database locked, so only a write probe tells. `begin
 * immediate` and `rollback` come from the statement cache (`exec` parsed them on every health
 * check); the pragmas cannot (statement-cache.ts).
 */
async function probeWriteLock(
  db: Kysely<Database>,
  connection: SqliteDatabase.Database,
  statements: CachingSqliteDatabase,
  timeoutMs: number,
) {
  await db.connection().execute(async () => {
    // Half the budget: a statement of another request may already have waited up to sqliteBusyMs.
    connection.pragma(`busy_timeout = ${Math.max(1, Math.floor(timeoutMs / 2))}`);
    try {
      statements.prepare("begin immediate").run([]);
      statements.prepare("rollback").run([]);
    } finally {
      connection.pragma(`busy_timeout = ${DATABASE_TIMEOUTS.sqliteBusyMs}`);
    }
  });
}

export type SqliteReader = {
  db: Kysely<Database>;
  /** The connection itself, for what Kysely does not reach (registering a function). */
  connection: SqliteDatabase.Database;
  close: () => Promise<void>;
};

/**
 * A read-only connection of its own on the server's database file, for a worker thread (the
 * search's): WAL lets it read beside the server's one writer, each statement on a consistent
 * snapshot, without taking the server's connection or its event loop. The file must exist (the
 * server created and migrated it before any worker starts).
 */
export function openSqliteReader(file: string): SqliteReader {
  const connection = new SqliteDatabase(file, {
    readonly: true,
    fileMustExist: true,
    timeout: DATABASE_TIMEOUTS.sqliteBusyMs,
  });
  // The reader's own page cache (16 MB): the index pages a search reads stay in memory between searches.
  connection.pragma("cache_size = -16000");
  const db = new Kysely<Database>({
    dialect: new PoriadokSqliteDialect({ database: cachingStatements(connection) }, { writes: false }),
    plugins: [new BoundaryPlugin("sqlite")],
  });
  return { db, connection, close: () => db.destroy() };
}
