import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { type Generated, Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cachingStatements } from "./statement-cache.ts";

type Tables = { item: { id: Generated<number>; name: string; amount: number | null } };

let directory: string;
let connections: SqliteDatabase.Database[] = [];

beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), "statement-cache-"));
});
afterEach(() => {
  for (const connection of connections) if (connection.open) connection.close();
  connections = [];
  rmSync(directory, { recursive: true, force: true });
});

function connect(file = "cache.sqlite") {
  const connection = new SqliteDatabase(path.join(directory, file));
  connections.push(connection);
  return connection;
}

/** The same work through Kysely; everything it answers, to compare with and without the cache. */
async function workload(db: Kysely<Tables>) {
  const answers: unknown[] = [];
  await sql`create table item (id integer primary key autoincrement, name text not null, amount integer)`.execute(db);
  for (let round = 0; round < 3; round += 1) {
    for (const name of ["milk", "bread", "eggs"]) {
      answers.push(await db.insertInto("item").values({ name, amount: round }).executeTakeFirst());
    }
    answers.push(await db.updateTable("item").set({ amount: 9 }).where("name", "=", "milk").executeTakeFirst());
    answers.push(await db.selectFrom("item").selectAll().where("amount", ">", 0).orderBy("id").execute());
    answers.push(await db.deleteFrom("item").where("name", "=", "eggs").executeTakeFirst());
    answers.push(await db.transaction().execute((trx) => trx.selectFrom("item").select("name").execute()));
    const streamed: unknown[] = [];
    for await (const row of db.selectFrom("item").select(["id", "name"]).stream()) streamed.push(row);
    answers.push(streamed);
  }
  // A failed statement leaves the cached one usable.
  answers.push(await sql`select * from missing_table`.execute(db).catch((error: Error) => error.message));
  return answers;
}

describe("the prepared-statement cache", () => {
  it("answers exactly as preparing every statement anew does", async () => {
    const plain = new Kysely<Tables>({ dialect: new SqliteDialect({ database: connect("plain.sqlite") }) });
    const cached = new Kysely<Tables>({
      dialect: new SqliteDialect({ database: cachingStatements(connect("cached.sqlite")) }),
    });
    expect(await workload(cached)).toEqual(await workload(plain));
    await plain.destroy();
    await cached.destroy();
  });

  it("gives the same statement for the same SQL instead of preparing it again", () => {
    const database = cachingStatements(connect());
    const first = database.prepare("select 1 as one");
    expect(database.prepare("select 1 as one")).toBe(first);
    expect(database.prepare("select 2 as two")).not.toBe(first);
    expect(database.cachedStatements).toBe(2);
  });

  it("keeps at most its size, dropping the least recently used statement", () => {
    const database = cachingStatements(connect(), 3);
    const first = database.prepare("select 1");
    database.prepare("select 2");
    database.prepare("select 3");
    expect(database.prepare("select 1")).toBe(first); // used again: now the most recent
    for (let n = 4; n <= 50; n += 1) database.prepare(`select ${n}`);
    expect(database.cachedStatements).toBe(3);
    expect(database.prepare("select 1")).not.toBe(first);
  });

  it("gives a fresh statement while the cached one is still being iterated", () => {
    const database = cachingStatements(connect());
    const text = "select value from json_each('[1,2,3]')";
    const outer = database.prepare(text);
    const seen: unknown[] = [];
    for (const row of outer.iterate([])) {
      const inner = database.prepare(text);
      expect(inner).not.toBe(outer);
      seen.push([row, inner.all([]).length]);
    }
    expect(seen).toEqual([
      [{ value: 1 }, 3],
      [{ value: 2 }, 3],
      [{ value: 3 }, 3],
    ]);
  });

  it("prepares pragmas every time, since SQLite carries many out while preparing them", () => {
    const connection = connect();
    const database = cachingStatements(connection);
    const busyTimeout = () => connection.pragma("busy_timeout", { simple: true });
    for (const timeout of [750, 1000, 750, 1000]) {
      database.prepare(`pragma busy_timeout = ${timeout}`).all([]);
      expect(busyTimeout()).toBe(timeout);
    }
    expect(database.prepare(" PRAGMA busy_timeout")).not.toBe(database.prepare(" PRAGMA busy_timeout"));
    expect(database.cachedStatements).toBe(0);
  });

  it("sees a column added after the statement was cached", async () => {
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: cachingStatements(connect()) }) });
    await sql`create table item (id integer primary key, name text not null)`.execute(db);
    await sql`insert into item (name) values ('milk')`.execute(db);
    expect((await sql`select * from item`.execute(db)).rows).toEqual([{ id: 1, name: "milk" }]);
    await sql`alter table item add column amount integer default 2`.execute(db);
    expect((await sql`select * from item`.execute(db)).rows).toEqual([{ id: 1, name: "milk", amount: 2 }]);
    await db.destroy();
  });
});
