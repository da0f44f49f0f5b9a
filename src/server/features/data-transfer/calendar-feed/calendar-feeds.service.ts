import { createHash, randomBytes } from "node:crypto";
import type { CalendarFeedStatus } from "../../../../shared/schemas/calendar-feed.ts";
import type { Scope } from "../../../core/scope.ts";

/** 32 random bytes: 256 bits nobody guesses; base64url so the secret sits in a URL path unescaped. */
const SECRET_BYTES = 32;

/** A secret as the URL carries it: 43 base64url characters. Anything else is not a feed. */
export const FEED_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Only this hash is stored. No salt or slow hash is needed: the secret is 256 random bits, not a
 * password a person chose, so a leaked hash cannot be turned back into the URL by guessing.
 */
export function hashFeedSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

/** Creates the user's feed, or replaces it: the old secret's hash is overwritten, so its URL stops working. */
export async function rotateFeed({ db, userId }: Scope): Promise<{ secret: string; createdAt: string }> {
  const secret = randomBytes(SECRET_BYTES).toString("base64url");
  const createdAt = new Date().toISOString();
  const secretHash = hashFeedSecret(secret);
  await db
    .insertInto("calendar_feeds")
    .values({ user_id: userId, secret_hash: secretHash, created_at: createdAt })
    .onConflict((conflict) =>
      conflict.column("user_id").doUpdateSet({ secret_hash: secretHash, created_at: createdAt }),
    )
    .execute();
  return { secret, createdAt };
}

export async function feedStatus({ db, userId }: Scope): Promise<CalendarFeedStatus> {
  const row = await db
    .selectFrom("calendar_feeds")
    .select("created_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return { active: row !== undefined, createdAt: row?.created_at ?? null };
}

/**
 * Revokes the user's feed (its URL answers 404 from then on); a user without one is already where they
 * wanted to be. Answers whether there was one (a password reset's mail says so).
 */
export async function revokeFeed({ db, userId }: Scope): Promise<boolean> {
  const result = await db.deleteFrom("calendar_feeds").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The user a feed secret belongs to, or null. Found by the secret's hash through the unique index:
 * the database compares hashes, never the secret, and timing reveals at most how much of a hash an
 * attacker's guess shares with a stored one — which says nothing about any secret (SHA-256 is
 * preimage-resistant), so a constant-time comparison would add nothing.
 */
export async function feedOwner(db: Scope["db"], secret: string): Promise<string | null> {
  if (!FEED_SECRET_PATTERN.test(secret)) return null;
  const row = await db
    .selectFrom("calendar_feeds")
    .select("user_id")
    .where("secret_hash", "=", hashFeedSecret(secret))
    .executeTakeFirst();
  return row?.user_id ?? null;
}
