import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/types.ts";
import type { TokenCheck } from "../../http/sign-in-check.ts";
import { hashApiToken } from "./api-token-secret.ts";

const MINUTE_MS = 60_000;

export type ApiTokenVerifier = {
  /** Checks a token, counts the request against its per-minute limit and marks it used: one statement. */
  authenticate: (token: string) => Promise<TokenCheck>;
  /**
   * Which of these tokens still work (not counted as requests): live sync asks this for all the
   * token-opened streams due a heartbeat at once, in one query (features/sync/stream-heartbeats.ts).
   */
  activeAmong: (tokens: readonly string[]) => Promise<Set<string>>;
};

export type ApiTokenVerifierOptions = {
  requestsPerMinute: number;
  /** The clock; tests move it. */
  now?: () => Date;
};

/**
 * Token checks straight against the database, with no cache on purpose: a revoked token (its row
 * deleted) or an expired one is refused on the very next request, on every instance.
 */
export function createApiTokenVerifier(
  db: Kysely<Database>,
  { requestsPerMinute, now = () => new Date() }: ApiTokenVerifierOptions,
): ApiTokenVerifier {
  return {
    async authenticate(token) {
      const at = now();
      const nowIso = at.toISOString();
      const windowOverIso = new Date(at.getTime() - MINUTE_MS).toISOString();
      // One atomic statement finds the live token by its hash, counts this request in the current
      // minute's window (a new window once a minute has passed since the last one began) and marks
      // it used, so concurrent requests on any number of instances are all counted. Every right-hand
      // side reads the row as it was before the update (SQLite ≥ 3.35 and PostgreSQL alike).
      const windowOver = sql<boolean>`${sql.ref("rate_window_started_at")} <= ${windowOverIso}`;
      const row = await db
        .updateTable("api_tokens")
        .set({
          rate_window_count: sql`case when ${windowOver} then 1 else ${sql.ref("rate_window_count")} + 1 end`,
          rate_window_started_at: sql`case when ${windowOver} then ${nowIso} else ${sql.ref("rate_window_started_at")} end`,
          last_used_at: nowIso,
        })
        .where("token_hash", "=", hashApiToken(token))
        .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", nowIso)]))
        .returning(["user_id", "scope", "rate_window_count", "rate_window_started_at"])
        .executeTakeFirst();
      if (!row) return { kind: "invalid" };
      if (row.rate_window_count > requestsPerMinute) {
        const windowEndsMs = new Date(row.rate_window_started_at).getTime() + MINUTE_MS;
        return {
          kind: "rate_limited",
          retryAfterSeconds: Math.max(1, Math.ceil((windowEndsMs - at.getTime()) / 1000)),
        };
      }
      const user = await db
        .selectFrom("user")
        .select(["id", "email", "locale", "banned"])
        .where("id", "=", row.user_id)
        .executeTakeFirst();
      // The user was deleted between the two statements (their tokens went with them), or an admin
      // disabled the account (features/admin): its tokens stop until it is enabled again.
      if (!user || isDisabled(user.banned)) return { kind: "invalid" };
      return {
        kind: "user",
        user: { id: user.id, email: user.email, locale: user.locale ?? "en" },
        scope: row.scope,
      };
    },

    async activeAmong(tokens) {
      if (tokens.length === 0) return new Set();
      const byHash = new Map(tokens.map((token) => [hashApiToken(token), token]));
      const nowIso = now().toISOString();
      const rows = await db
        .selectFrom("api_tokens")
        .innerJoin("user", "user.id", "api_tokens.user_id")
        .select(["api_tokens.token_hash", "user.banned"])
        .where("token_hash", "in", [...byHash.keys()])
        .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", nowIso)]))
        .execute();
      const active = new Set<string>();
      for (const row of rows) {
        const token = byHash.get(row.token_hash);
        if (token !== undefined && !isDisabled(row.banned)) active.add(token);
      }
      return active;
    },
  };
}

/** Better Auth's admin plugin's flag: 0/1 on SQLite, a boolean on PostgreSQL, null when never set. */
function isDisabled(banned: boolean | number | null): boolean {
  return banned === true || banned === 1;
}
