import type { Kysely } from "kysely";
import type { Database } from "../../db/types.ts";

/** Failed sign-ins an account may have within the window before every attempt is refused. */
export const ACCOUNT_FAILURE_MAX = 10;
export const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * The account an attempt is aimed at: the user's id when the e-mail or username exists, otherwise
 * the identifier itself — so an unknown address is limited (and answered) exactly like a known one.
 */
export async function accountKey(
  db: Kysely<Database>,
  identifier: { email?: unknown; username?: unknown },
): Promise<string | null> {
  const column = typeof identifier.email === "string" ? "email" : "username";
  const value = identifier[column];
  // Nothing that could be an address or a username (Better Auth answers 400 to it): no lookup, no
  // record — PostgreSQL would refuse a NUL in a text parameter.
  if (typeof value !== "string" || value.trim() === "" || value.length > 320 || /\p{Cc}/u.test(value)) return null;
  const normalized = value.trim().toLowerCase();
  const user = await db.selectFrom("user").select("id").where(column, "=", normalized).executeTakeFirst();
  return user ? `user:${user.id}` : `${column}:${normalized}`;
}

/**
 * Records an attempt before the password is checked, then counts the account's attempts up to and
 * including this one: counting after inserting keeps the limit exact when many attempts arrive at
 * once. Returns the attempt's id, or null when the account is over its limit (that attempt is not
 * kept: a refused attempt tried no password).
 */
export async function beginSignInAttempt(db: Kysely<Database>, key: string, now = new Date()): Promise<number | null> {
  const since = new Date(now.getTime() - ACCOUNT_FAILURE_WINDOW_MS).toISOString();
  await db.deleteFrom("sign_in_failures").where("attempted_at", "<", since).execute();
  const { id } = await db
    .insertInto("sign_in_failures")
    .values({ account_key: key, attempted_at: now.toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { earlier } = await db
    .selectFrom("sign_in_failures")
    .select((eb) => eb.fn.countAll<number>().as("earlier"))
    .where("account_key", "=", key)
    .where("attempted_at", ">=", since)
    .where("id", "<", id)
    .executeTakeFirstOrThrow();
  if (Number(earlier) < ACCOUNT_FAILURE_MAX) return id;
  await forgetSignInAttempt(db, id);
  return null;
}

/** An attempt that did not fail on the password (signed in, unconfirmed address, bad input) is not a failure. */
export async function forgetSignInAttempt(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom("sign_in_failures").where("id", "=", id).execute();
}
