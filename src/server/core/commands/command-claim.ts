import { AsyncLocalStorage } from "node:async_hooks";
import type { Transaction } from "kysely";
import { IDEMPOTENCY_KEY_HEADER } from "../../../shared/schemas/idempotency.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../errors.ts";

/**
 * One write request sent with an Idempotency-Key, as the command middleware (idempotent-commands.ts)
 * hands it to the write funnel: the funnel claims the key inside the write's own transaction, so
 * the write and its key commit together or not at all (exactly once, also across a crash).
 */
export type Command = {
  userId: string;
  key: string;
  /** Method, path and body of the request, so the key cannot be reused for another one. */
  fingerprint: string;
  /** "claimed" once the key row is in the write's transaction; "taken" when another request held it. */
  claim: "none" | "claimed" | "taken";
  /** Set once the claiming transaction has committed: only then is there an answer to record. */
  isCommitted: boolean;
};

const commands = new AsyncLocalStorage<Command>();

/** Runs a request's handler with its command visible to the write funnel. */
export function runAsCommand<Result>(command: Command, handle: () => Promise<Result>): Promise<Result> {
  return commands.run(command, handle);
}

/** The command of the current request when it still has its key to claim (the first write of the request). */
export function commandToClaim(userId: string): Command | undefined {
  const command = commands.getStore();
  return command && command.userId === userId && command.claim === "none" ? command : undefined;
}

/**
 * Inserts the key row (its answer still to come: status 0) in the write's transaction. When the
 * same key was committed first by a concurrent duplicate, nothing is inserted and the write is
 * abandoned with an error that rolls its transaction back; the middleware answers the duplicate
 * with the first request's answer instead.
 */
export async function claimCommand(trx: Transaction<Database>, command: Command): Promise<void> {
  const inserted = await trx
    .insertInto("idempotency_keys")
    .values({
      user_id: command.userId,
      key: command.key,
      fingerprint: command.fingerprint,
      status: 0,
      response: "",
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.columns(["user_id", "key"]).doNothing())
    .returning("key")
    .executeTakeFirst();
  command.claim = inserted ? "claimed" : "taken";
  if (!inserted) {
    throw new AppError(
      "idempotency_key_in_flight",
      409,
      `This ${IDEMPOTENCY_KEY_HEADER} is being used by another request.`,
    );
  }
}
