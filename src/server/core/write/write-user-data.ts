import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/types.ts";
import { announceCommittedWrite } from "../changes/committed-writes.ts";
import { claimCommand, commandToClaim } from "../commands/command-claim.ts";
import { beginSharedWrite } from "../shared-lists/shared-list-write.ts";
import { bumpDataVersion } from "./data-version.ts";
import type { WriteContext } from "./write-context.ts";

/**
 * Runs one write to the data of `context.ownerId` in a transaction, the version bumped at its start,
 * and tells the committed-write listeners (live sync) once it has committed. Every write path goes
 * through this (or through runCommittedWrite), and data-version.test.ts walks every mutating route to
 * hold that. Bumping first keeps the lock order the same everywhere (the version row first, then
 * notes), so two writes cannot deadlock on it. The context's command (a request sent with an
 * Idempotency-Key) has its key claimed in this same transaction, so a command applies exactly once.
 */
export function writeUserData<Result>(
  db: Kysely<Database>,
  context: WriteContext,
  write: (trx: Transaction<Database>) => Promise<Result>,
): Promise<Result> {
  return runCommittedWrite(db, context, write);
}

/** The transaction of writeUserData, for writes that need the new sequence number. */
export async function runCommittedWrite<Result>(
  db: Kysely<Database>,
  context: WriteContext,
  write: (trx: Transaction<Database>, seq: number) => Promise<Result>,
): Promise<Result> {
  const userId = context.ownerId;
  const command = commandToClaim(context.command);
  let seq = 0;
  let others = new Map<string, number>();
  const result = await db.transaction().execute(async (trx) => {
    // A shared list's write bumps its members' versions too, all in id order (shared-lists/).
    const shared = await beginSharedWrite(trx, context, bumpDataVersion);
    seq = shared.seq;
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
