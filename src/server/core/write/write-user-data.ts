import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/types.ts";
import { announceCommittedWrite } from "../changes/committed-writes.ts";
import { claimCommand, commandToClaim } from "../commands/command-claim.ts";
import { beginSharedWrite } from "../shared-lists/shared-list-write.ts";
import { bumpDataVersion } from "./data-version.ts";

/**
 * Runs one write to the user's data in a transaction, the version bumped at its start, and tells the
 * committed-write listeners (live sync) once it has committed. Every write path goes through this (or
 * through runCommittedWrite), and data-version.test.ts walks every mutating route to hold that.
 * Bumping first keeps the lock order the same everywhere (the version row first, then notes), so two
 * writes cannot deadlock on it. A request sent with an Idempotency-Key has its key claimed in this
 * same transaction (features/idempotency/command-context.ts), so a command applies exactly once.
 */
export function writeUserData<Result>(
  db: Kysely<Database>,
  userId: string,
  write: (trx: Transaction<Database>) => Promise<Result>,
): Promise<Result> {
  return runCommittedWrite(db, userId, write);
}

/** The transaction of writeUserData, for writes that need the new sequence number. */
export async function runCommittedWrite<Result>(
  db: Kysely<Database>,
  userId: string,
  write: (trx: Transaction<Database>, seq: number) => Promise<Result>,
): Promise<Result> {
  let seq = 0;
  let command: ReturnType<typeof commandToClaim>;
  let others = new Map<string, number>();
  const result = await db.transaction().execute(async (trx) => {
    // A shared list's write bumps its members' versions too, all in id order (features/sharing/).
    const shared = await beginSharedWrite(trx, userId, bumpDataVersion);
    seq = shared.seq;
    command = commandToClaim(shared.actorId);
    // After the version row, so the lock order stays the same; a duplicate stops here, before writing.
    if (command) await claimCommand(trx, command);
    const written = await write(trx, seq);
    others = await shared.finish();
    return written;
  });
  if (command) command.isCommitted = true;
  announceCommittedWrite(db, userId, seq);
  for (const [person, personSeq] of others) announceCommittedWrite(db, person, personSeq);
  return result;
}
