import { sql } from "kysely";
import type { DatabaseHandle } from "../db/client.ts";

type Row = Record<string, unknown>;

/**
 * The database's schema as a comparable value: every table with its columns (in order: name, type,
 * nullability, default), indexes, foreign keys and triggers; on PostgreSQL also constraints,
 * sequences and functions (their bodies with spaces folded). Data and Kysely's migration rows are
 * not part of it. Two databases with equal snapshots have the same shape.
 */
export async function schemaSnapshot(handle: DatabaseHandle): Promise<Record<string, unknown>> {
  return handle.engine === "sqlite" ? sqliteSnapshot(handle) : postgresSnapshot(handle);
}

async function rows(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await query.execute(handle.plainDb)).rows as Row[];
}

async function sqliteSnapshot(handle: DatabaseHandle): Promise<Record<string, unknown>> {
  const tables = await rows(
    handle,
    sql`select name, type from sqlite_master where type in ('table', 'view') and name not like 'sqlite_%' order by name`,
  );
  const snapshot: Record<string, unknown> = {};
  for (const { name, type } of tables) {
    const table = String(name);
    const columns = await rows(
      handle,
      sql`select name, type, "notnull", dflt_value, pk from pragma_table_xinfo(${table})`,
    );
    const indexes = await rows(handle, sql`select name, "unique", origin, partial from pragma_index_list(${table})`);
    const indexDetails = [];
    for (const index of indexes.sort((a, b) => String(a.name).localeCompare(String(b.name)))) {
      const parts = await rows(
        handle,
        sql`select name, "desc" from pragma_index_xinfo(${String(index.name)}) where key = 1`,
      );
      const definition = await rows(
        handle,
        sql`select sql from sqlite_master where type = 'index' and name = ${String(index.name)}`,
      );
      indexDetails.push({ ...index, parts, sql: definition[0]?.sql ?? null });
    }
    const foreignKeys = await rows(
      handle,
      sql`select "table", "from", "to", on_update, on_delete from pragma_foreign_key_list(${table}) order by "from"`,
    );
    snapshot[table] = { type, columns, indexes: indexDetails, foreignKeys };
  }
  snapshot["(triggers)"] = await rows(
    handle,
    sql`select name, tbl_name, sql from sqlite_master where type = 'trigger' order by name`,
  );
  return snapshot;
}

async function postgresSnapshot(handle: DatabaseHandle): Promise<Record<string, unknown>> {
  const columns = await rows(
    handle,
    sql`select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
      where table_schema = current_schema() order by table_name, ordinal_position`,
  );
  const snapshot: Record<string, unknown> = {};
  for (const column of columns) {
    const table = String(column.table_name);
    snapshot[table] = [...((snapshot[table] as Row[] | undefined) ?? []), column];
  }
  snapshot["(indexes)"] = await rows(
    handle,
    sql`select tablename, indexname, indexdef from pg_indexes where schemaname = current_schema() order by indexname`,
  );
  snapshot["(constraints)"] = await rows(
    handle,
    sql`select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
      from pg_constraint where connamespace = current_schema()::regnamespace order by conrelid::regclass::text, conname`,
  );
  snapshot["(triggers)"] = await rows(
    handle,
    sql`select tgrelid::regclass::text as table_name, tgname from pg_trigger
      where not tgisinternal and tgrelid::regclass::text not like 'pg_%' order by 1, 2`,
  );
  snapshot["(sequences)"] = await rows(
    handle,
    sql`select sequencename from pg_sequences where schemaname = current_schema() order by 1`,
  );
  snapshot["(functions)"] = (
    await rows(
      handle,
      sql`select p.proname, pg_get_function_arguments(p.oid) as arguments, p.prosrc from pg_proc p
        where p.pronamespace = current_schema()::regnamespace
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        order by 1, 2`,
    )
  ).map((row) => ({ ...row, prosrc: String(row.prosrc).replace(/\s+/g, " ").trim() }));
  return snapshot;
}
