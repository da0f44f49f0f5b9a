import type { Insertable } from "kysely";
import { uuidv7 } from "uuidv7";
import { bumpDataVersion } from "../core/write/data-version.ts";
import { openDatabase } from "../db/client.ts";
import type { Database } from "../db/types.ts";
import { getSession } from "./accounts.ts";
import type { TestClient } from "./test-client.ts";
import type { TestServer } from "./test-server.ts";

/** The signed-in user's id, as Better Auth reports it. */
export async function userIdOf(client: TestClient): Promise<string> {
  const session = await getSession(client);
  if (!session) throw new Error("not signed in");
  return session.user.id;
}

/**
 * Writes rows straight into a running test server's database (a second connection to the same
 * SQLite file or PostgreSQL database), for states that would take thousands of requests to reach,
 * such as a user at the limit of 10,000 notes. The server then answers as it would in production.
 * Like every write, the rows go in one transaction that first raises their users' data version
 * (the change log's triggers stamp rows with it and refuse a user without one).
 */
export async function seedRows<Table extends keyof Database>(
  server: TestServer,
  table: Table,
  rows: Insertable<Database[Table]>[],
): Promise<void> {
  const handle = openDatabase({ dataDir: server.config.dataDir, databaseUrl: server.config.databaseUrl });
  const userIds = new Set(rows.flatMap((row) => ("user_id" in row ? [String(row.user_id)] : [])));
  try {
    await handle.db.transaction().execute(async (trx) => {
      for (const userId of userIds) await bumpDataVersion(trx, userId);
      for (let start = 0; start < rows.length; start += 500) {
        // Kysely cannot narrow a generic table's insert type; `rows` is typed by the signature above.
        await trx
          .insertInto(table)
          .values(rows.slice(start, start + 500) as never)
          .execute();
      }
    });
  } finally {
    await handle.close();
  }
}

/** `count` plain notes of one user, dated now (their ids count up in the order of the array). */
export function noteRows(userId: string, count: number): Insertable<Database["notes"]>[] {
  const now = new Date().toISOString();
  return Array.from({ length: count }, (_, index) => ({
    id: uuidv7(),
    user_id: userId,
    title: `Seeded ${index + 1}`,
    category: "notes" as const,
    date: null,
    reminder: null,
    created_at: now,
    updated_at: now,
  }));
}
