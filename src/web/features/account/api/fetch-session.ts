import type { SessionData } from "@/lib/auth-client";
import { AuthRequestError } from "@/lib/auth-request-error";
import { fetchAfterSessionReplaced } from "@/lib/session-replacement";

/** The answer of `GET /api/auth/get-session`, read the way Better Auth's client reads it. */
export type SessionAnswer = { data: SessionData | null; error: null } | { data: null; error: AuthRequestError };

/** Better Auth's client turns ISO timestamps into Dates (its `parseJSON`); SessionData is typed so. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,7})?(?:Z|[+-]\d{2}:\d{2})$/;

function reviveTimestamps(_key: string, value: unknown): unknown {
  return typeof value === "string" && ISO_TIMESTAMP.test(value) ? new Date(value) : value;
}

/**
 * Asks for the session with a plain `fetch` instead of Better Auth's client: every page asks for it,
 * and the client (with its fetch wrapper and plugin machinery, ~10 KB compressed) would otherwise be part
 * of every page's first load, public ones included (docs/decisions/014). No answer at all rejects, as
 * the client's did. While a password change replaces the session, it waits for the new one.
 */
export async function fetchSession(): Promise<SessionAnswer> {
  const response = await fetchAfterSessionReplaced("/api/auth/get-session", {
    headers: { Accept: "application/json" },
  });
  const text = await response.text();
  if (response.ok)
    return { data: text ? (JSON.parse(text, reviveTimestamps) as SessionData | null) : null, error: null };
  let body: { code?: string; message?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON (a proxy's error page): the status alone says what happened.
  }
  return {
    data: null,
    error: AuthRequestError.from({ status: response.status, code: body.code, message: body.message }),
  };
}
