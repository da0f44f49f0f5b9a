import { Hono } from "hono";
import { sql } from "kysely";
import type { AppDeps } from "../../app-deps.ts";

/** Answers 200 only when the database answers; the server listens only after migrations ran. */
export function healthRoutes({ database, version }: AppDeps) {
  return new Hono().get("/", async (c) => {
    try {
      await sql`select 1`.execute(database.db);
      return c.json({ status: "ok" as const, database: database.engine, version }, 200);
    } catch {
      return c.json({ status: "unavailable" as const, database: database.engine, version }, 503);
    }
  });
}
