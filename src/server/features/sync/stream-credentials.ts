import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/types.ts";

/** What a stream was opened with: a Better Auth session (its token) or a personal API token. */
export type StreamCredential = { kind: "session"; token: string } | { kind: "token"; token: string };

/** The tokens among these that still work (the api-tokens feature's verifier, handed in through auth). */
export type ActiveApiTokensAmong = (tokens: readonly string[]) => Promise<Set<string>>;

/** Which of the given credentials (the very objects) still hold. */
export type CheckCredentials = (credentials: readonly StreamCredential[]) => Promise<Set<StreamCredential>>;

/** Well within both engines' parameter limits; a slot of the heartbeat ticker holds far fewer. */
const QUERY_BATCH = 1_000;

/**
 * Better Auth's session token inside its session cookie's value, `<token>.<signature>` URL-encoded
 * (better-call's signed cookie). Only read after requireUser accepted that very cookie value, so
 * the signature has been checked already.
 */
export function sessionTokenOfCookie(value: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  const dot = decoded.lastIndexOf(".");
  return dot < 1 ? null : decoded.slice(0, dot);
}

/**
 * Checks many streams' credentials with one query per kind (sessions: Better Auth's `session` table,
 * live and unexpired; tokens: the verifier), instead of one lookup per stream: at a thousand open
 * streams the per-stream checks saturated the connection pool (issue 26). A disabled account has no
 * sessions left (admin's disable deletes them) and its tokens are refused by the verifier.
 */
export function createCredentialCheck(db: Kysely<Database>, activeApiTokensAmong: ActiveApiTokensAmong) {
  const check: CheckCredentials = async (credentials) => {
    const sessions = credentials.filter((credential) => credential.kind === "session");
    const tokens = credentials.filter((credential) => credential.kind === "token");
    const liveSessions = await liveSessionTokens(
      db,
      sessions.map((credential) => credential.token),
    );
    const liveTokens = tokens.length > 0 ? await activeApiTokensAmong(tokens.map((c) => c.token)) : new Set();
    return new Set(
      credentials.filter((credential) =>
        credential.kind === "session" ? liveSessions.has(credential.token) : liveTokens.has(credential.token),
      ),
    );
  };
  return check;
}

async function liveSessionTokens(db: Kysely<Database>, tokens: readonly string[]): Promise<Set<string>> {
  const live = new Set<string>();
  const now = Date.now();
  const unique = [...new Set(tokens)];
  for (let start = 0; start < unique.length; start += QUERY_BATCH) {
    const batch = unique.slice(start, start + QUERY_BATCH);
    // Better Auth's own table, outside the app's typed schema; expiresAt is a timestamp on
    // PostgreSQL and ISO text (or epoch milliseconds) on SQLite, so it is compared here.
    const { rows } = await sql<{ token: string; expiresAt: string | number | Date }>`
      select "token", "expiresAt" from "session" where "token" in (${sql.join(batch)})`.execute(db);
    for (const row of rows) if (new Date(row.expiresAt).getTime() > now) live.add(row.token);
  }
  return live;
}
