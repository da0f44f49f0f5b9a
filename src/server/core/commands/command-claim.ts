import type { Transaction } from "kysely";
import { IDEMPOTENCY_KEY_HEADER } from "../../../shared/schemas/idempotency.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../errors.ts";

/**
 * One write request sent with an Idempotency-Key. The command middleware (idempotent-commands.ts)
 * sets it on the request (c.var.command), the route puts it in the write context, and the write
 * funnel claims the key inside the write's own transaction, so the write and its key commit together
 * or not at all (exactly once, also across a crash). The funnel marks on it how that went, which the
 * middleware reads once the route has answered.
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

/** Set by idempotentCommands on a write request sent with an Idempotency-Key. */
export type CommandEnv = { Variables: { command?: Command } };

/** The command when it still has its key to claim: the request's first write claims it, later ones do not. */
export function commandToClaim(command: Command | undefined): Command | undefined {
  return command?.claim === "none" ? command : undefined;
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
