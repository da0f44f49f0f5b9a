import { createMiddleware } from "hono/factory";
import { SEARCH_BURST } from "../../../shared/schemas/search.ts";
import { errorBody } from "../../errors.ts";
import type { SessionEnv } from "../../http/session.ts";

/** Buckets beyond this many are pruned of the full ones (people who have not searched for a while). */
const BUCKETS_KEPT = 10_000;

export type SearchAllowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A token bucket per person: `perMinute` searches a minute, at most `burst` at once (the dialog asks
 * when typing pauses, a few times a word). Kept in this instance's memory, not the database: it guards
 * this instance's search worker and event loop, and a write per search would cost a commit (and on
 * SQLite the one writer) per keystroke. With several instances a person may search that often on each.
 */
export function searchBuckets({
  perMinute,
  burst = SEARCH_BURST,
  now = () => Date.now(),
}: {
  perMinute: number;
  burst?: number;
  now?: () => number;
}) {
  const capacity = Math.max(1, Math.min(burst, perMinute));
  const refillPerMs = perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  const level = (bucket: { tokens: number; at: number } | undefined, at: number) =>
    bucket ? Math.min(capacity, bucket.tokens + (at - bucket.at) * refillPerMs) : capacity;

  const prune = (at: number) => {
    for (const [key, bucket] of buckets) if (level(bucket, at) >= capacity) buckets.delete(key);
  };

  return {
    take(key: string): SearchAllowance {
      const at = now();
      const tokens = level(buckets.get(key), at);
      if (tokens < 1) {
        buckets.set(key, { tokens, at });
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / refillPerMs / 1000)) };
      }
      buckets.set(key, { tokens: tokens - 1, at });
      if (buckets.size > BUCKETS_KEPT) prune(at);
      return { allowed: true };
    },
  };
}

/** Counts the signed-in person's search (after requireUser); past the limit, 429 with Retry-After. */
export function searchRateLimit(buckets: ReturnType<typeof searchBuckets>) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    const allowance = buckets.take(c.var.user.id);
    if (!allowance.allowed) {
      c.header("Retry-After", String(allowance.retryAfterSeconds));
      return c.json(
        errorBody("search_rate_limited", "You searched too often in a short time. Wait a moment and try again."),
        429,
      );
    }
    await next();
  });
}
