import type { Kysely } from "kysely";
import type { Database } from "../../db/types.ts";

/** Told after a write transaction of the user's data has committed, with the sequence it reached. */
export type CommittedWriteListener = (userId: string, seq: number) => void;

const listeners = new WeakMap<Kysely<Database>, Set<CommittedWriteListener>>();

/**
 * Registers a listener for one database's committed writes (live sync's change bus); returns the
 * unregister function. Keyed by the Kysely instance so two servers in one process (tests, the
 * two-instance benchmark) never hear each other's writes except through the database itself.
 */
export function onCommittedWrite(db: Kysely<Database>, listener: CommittedWriteListener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** Called by the write funnel (data-version.ts) once the transaction has committed. */
export function announceCommittedWrite(db: Kysely<Database>, userId: string, seq: number): void {
  const set = listeners.get(db);
  if (!set) return;
  for (const listener of set) listener(userId, seq);
}
