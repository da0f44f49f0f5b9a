import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { Kysely, Transaction } from "kysely";
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema } from "../../../shared/schemas/idempotency.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../errors.ts";
import { runCommittedWrite, writeUserData } from "../data-version/data-version.ts";

/** A key sent with a creation, and what it was sent for (method, path, validated body). */
export type IdempotencyRequest = { key: string; fingerprint: string };

/** A repeat within a day is answered from the stored result; older keys are pruned. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** Reads and checks the Idempotency-Key header; undefined when the client sent none. */
export function idempotencyRequest(c: Context, input: unknown): IdempotencyRequest | undefined {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return undefined;
  const parsed = IdempotencyKeySchema.safeParse(key);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "validation.invalid";
    throw new AppError("validation_failed", 400, `The ${IDEMPOTENCY_KEY_HEADER} header is not valid.`, [
      { field: IDEMPOTENCY_KEY_HEADER, message },
    ]);
  }
  const fingerprint = createHash("sha256")
    .update(`${c.req.method} ${c.req.path}\n${JSON.stringify(input)}`)
    .digest("hex");
  return { key: parsed.data, fingerprint };
}

/**
 * Runs `create` in one transaction (with the user's data version bumped), at most once per key and user. The key row is written in the
 * same transaction as what `create` made, so they commit together (a crash leaves both or neither).
 * A repeat answers the first result; a concurrent duplicate fails on the key's primary key, rolls
 * back whatever it made and answers the first result too.
 */
export async function createOnce<Result>(
  db: Kysely<Database>,
  userId: string,
  request: IdempotencyRequest | undefined,
  create: (trx: Transaction<Database>) => Promise<Result>,
): Promise<Result> {
  if (!request) return writeUserData(db, userId, create);
  await pruneExpiredKeys(db, userId);
  const earlier = await findEarlierResult<Result>(db, userId, request);
  if (earlier) return earlier.result;
  try {
    return await runCommittedWrite(db, userId, async (trx) => {
      const result = await create(trx);
      await trx
        .insertInto("idempotency_keys")
        .values({
          user_id: userId,
          key: request.key,
          fingerprint: request.fingerprint,
          status: 201,
          response: JSON.stringify(result),
          created_at: new Date().toISOString(),
        })
        .execute();
      return result;
    });
  } catch (error) {
    const winner = await findEarlierResult<Result>(db, userId, request);
    if (winner) return winner.result;
    throw error;
  }
}

async function findEarlierResult<Result>(
  db: Kysely<Database>,
  userId: string,
  request: IdempotencyRequest,
): Promise<{ result: Result } | undefined> {
  const row = await db
    .selectFrom("idempotency_keys")
    .select(["fingerprint", "response"])
    .where("user_id", "=", userId)
    .where("key", "=", request.key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.fingerprint !== request.fingerprint) {
    throw new AppError(
      "idempotency_key_reused",
      422,
      `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request.`,
    );
  }
  return { result: JSON.parse(row.response) as Result };
}

async function pruneExpiredKeys(db: Kysely<Database>, userId: string): Promise<void> {
  const cutoff = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS).toISOString();
  await db.deleteFrom("idempotency_keys").where("user_id", "=", userId).where("created_at", "<", cutoff).execute();
}
