import { type ColumnDataType, type ColumnDefinitionBuilder, type Kysely, SqliteAdapter } from "kysely";

/** The few column definitions that differ between the engines, chosen once so migrations stay readable. */
export function columnTypes(db: Kysely<unknown>) {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return {
    /**
     * Integer key (routes such as /shopping/{id} parse ids as integers). SQLite's AUTOINCREMENT and
     * PostgreSQL's serial both never hand out an id again, so an old link never opens a newer note.
     */
    serialId: (isSqlite ? "integer" : "serial") as ColumnDataType,
    primaryKey: (col: ColumnDefinitionBuilder) => (isSqlite ? col.primaryKey().autoIncrement() : col.primaryKey()),
    /** ISO-8601 text on SQLite (sorts correctly as text), timestamptz on PostgreSQL. */
    timestamp: (isSqlite ? "text" : "timestamptz") as ColumnDataType,
    /** Hours with halves; REAL/double precision hold 0.5 steps exactly. */
    hours: (isSqlite ? "real" : "double precision") as ColumnDataType,
    binary: (isSqlite ? "blob" : "bytea") as ColumnDataType,
  };
}
