import type { Kysely, Selectable } from "kysely";
import { uuidv7 } from "uuidv7";
import {
  API_TOKEN_START_LENGTH,
  API_TOKENS_MAX,
  type ApiToken,
  type CreateApiToken,
  CreateApiTokenSchema,
  type CreatedApiToken,
} from "../../../shared/schemas/api-tokens.ts";
import { notFound } from "../../core/not-found.ts";
import type { ApiTokensTable, Database } from "../../db/types.ts";
import { AppError } from "../../errors.ts";
import { hashApiToken, newApiToken } from "./api-token-secret.ts";

type Scope = { db: Kysely<Database>; userId: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const LISTED = ["id", "name", "start", "scope", "created_at", "last_used_at", "expires_at"] as const;

/** The user's tokens, newest first; never a token itself (only its hash is stored). */
export async function listApiTokens({ db, userId }: Scope): Promise<ApiToken[]> {
  const rows = await db
    .selectFrom("api_tokens")
    .select(LISTED)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toApiToken);
}

/**
 * Makes a token: the plain token is in this answer only; the row keeps its SHA-256 and its first
 * characters. At most API_TOKENS_MAX per user (409 `api_tokens_limit`): a soft limit like the note
 * quota's (note-quota.ts), two creations at the same instant may both pass at the very edge.
 */
export async function createApiToken({ db, userId }: Scope, input: CreateApiToken): Promise<CreatedApiToken> {
  const { name, scope, expiresInDays } = CreateApiTokenSchema.parse(input);
  const token = newApiToken();
  const now = new Date();
  const row = {
    id: uuidv7(),
    user_id: userId,
    name,
    token_hash: hashApiToken(token),
    start: token.slice(0, API_TOKEN_START_LENGTH),
    scope,
    created_at: now.toISOString(),
    last_used_at: null,
    expires_at: expiresInDays === null ? null : new Date(now.getTime() + expiresInDays * DAY_MS).toISOString(),
    rate_window_started_at: now.toISOString(),
    rate_window_count: 0,
  };
  await db.transaction().execute(async (trx) => {
    const { count } = await trx
      .selectFrom("api_tokens")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= API_TOKENS_MAX) {
      throw new AppError("api_tokens_limit", 409, `You already have ${API_TOKENS_MAX} API tokens; revoke one first.`);
    }
    await trx.insertInto("api_tokens").values(row).execute();
  });
  return { token, apiToken: toApiToken(row) };
}

/** Deletes the user's token: it stops working at once. Someone else's id or a missing one is 404. */
export async function revokeApiToken({ db, userId }: Scope, id: string): Promise<void> {
  const result = await db
    .deleteFrom("api_tokens")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound();
}

/**
 * Deletes every token of the user (a password reset, or a change with the option on): each stops at
 * once, on every instance, as a single revoke does. Answers how many there were, for the mail.
 */
export async function revokeAllApiTokens({ db, userId }: Scope): Promise<number> {
  const result = await db.deleteFrom("api_tokens").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

function toApiToken(row: Pick<Selectable<ApiTokensTable>, (typeof LISTED)[number]>): ApiToken {
  return {
    id: row.id,
    name: row.name,
    start: row.start,
    scope: row.scope,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    expiresAt: row.expires_at,
  };
}
