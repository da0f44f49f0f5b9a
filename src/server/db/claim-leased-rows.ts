import { type Kysely, type Selectable, sql } from "kysely";
import type { Engine } from "./client.ts";

/** The columns every leased work queue has (the mail outbox, the reminder deliveries). */
type LeasedColumns = { id: number; next_attempt_at: string; attempts: number; status: string };

/** The tables of `DB` that are leased work queues: an id, a next attempt and an attempt count. */
type LeasedTable<DB> = {
  [Table in keyof DB]: DB[Table] extends { id: unknown; next_attempt_at: unknown; attempts: unknown } ? Table : never;
}[keyof DB] &
  string;

type ClaimOptions = {
  now: Date;
  limit: number;
  /** How long a claimed row is its claimant's; if that worker dies, another takes it over afterwards. */
  leaseMs: number;
  /** Only rows in this state (for a queue whose rows stay once done, marked by a status column). */
  status?: string;
};

/**
 * Claims up to `limit` due rows of a work queue by moving their next attempt past the lease and
 * counting the attempt, in one statement; answers them in id order. On PostgreSQL, `for update skip
 * locked` lets several instances claim side by side without taking the same row; SQLite has a single
 * writer and one instance, so the plain update is already atomic.
 */
export async function claimLeasedRows<DB, Table extends LeasedTable<DB>>(
  db: Kysely<DB>,
  engine: Engine,
  table: Table,
  { now, limit, leaseMs, status }: ClaimOptions,
): Promise<Selectable<DB[Table]>[]> {
  // Kysely cannot follow a table chosen by a type parameter, so the queries see it as one table of the
  // columns all queues share (LeasedTable above guarantees them); the SQL names the real table.
  const queue = db as unknown as Kysely<{ queue: LeasedColumns }>;
  const name = table as unknown as "queue";
  let due = queue
    .selectFrom(name)
    .select("id")
    .where("next_attempt_at", "<=", now.toISOString())
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit);
  if (status !== undefined) due = due.where("status", "=", status);
  const rows = await queue
    .updateTable(name)
    .set({
      next_attempt_at: new Date(now.getTime() + leaseMs).toISOString(),
      attempts: sql<number>`attempts + 1`,
    })
    .where("id", "in", engine === "postgres" ? due.forUpdate().skipLocked() : due)
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.id - b.id) as unknown as Selectable<DB[Table]>[];
}
