import type { Kysely, Transaction } from "kysely";
import type { Engine } from "./client.ts";
import type { Database } from "./types.ts";

/**
 * Runs `read` in one read transaction, so everything it reads is one consistent moment (a list and its
 * items, a note and its tags never from two different writes): on PostgreSQL a read-only
 * repeatable-read snapshot, on SQLite the one connection. The sync pull, the export and the import's
 * plan read this way.
 */
export function readSnapshot<Result>(
  scope: { db: Kysely<Database>; engine: Engine },
  read: (trx: Transaction<Database>) => Promise<Result>,
): Promise<Result> {
  const transaction = scope.db.transaction();
  return (
    scope.engine === "postgres"
      ? transaction.setIsolationLevel("repeatable read").setAccessMode("read only")
      : transaction
  ).execute(read);
}
