import type { Kysely } from "kysely";
import { type DatabaseOptions, openDatabase } from "../db/client.ts";
import type { Database } from "../db/types.ts";

/**
 * Runs `work` on a handle of its own on a test server's database (to read what the API stored, or to
 * move a time the API cannot), and closes the handle however `work` ends.
 */
export async function withDatabase<T>(
  options: DatabaseOptions,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const handle = openDatabase(options);
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}
