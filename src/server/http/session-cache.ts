import type { SessionUser } from "./session-user.ts";

/**
 * How long a signed-in user's session, once Better Auth has checked it, is taken as valid on this
 * instance without asking again. Better Auth's lookup was ≈ 40 % of an authenticated list request's
 * CPU (issue 10). A few seconds is short enough that a session revoked on another instance (several
 * app instances on one PostgreSQL) stops working there within that time, long enough that a busy
 * screen's burst of requests asks once. This instance clears it at once (session-cache-hooks.ts), and
 * sign-outs, revokes, password changes and an admin's disable or delete reach the other instances at
 * once too (the change bus's "sessions ended", NOTIFY on PostgreSQL); the TTL bounds what is left
 * (a password reset by mail link, a lost notification).
 */
export const SESSION_CACHE_TTL_MS = 5_000;

/** Enough for every active user of a self-hosted instance; the oldest entry goes first beyond it. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

type Entry = { user: SessionUser; expiresAt: number };

/**
 * Checked sessions by the session cookie's full signed value, so a forged or altered cookie never
 * matches (it is not a key until Better Auth has accepted it). A bounded LRU (a Map keeps insertion
 * order; a hit moves the entry to the end).
 */
export type SessionCache = {
  get: (token: string, now?: number) => SessionUser | undefined;
  /** Remembers a checked session; `since` is clearCount() read before the check began. */
  set: (token: string, user: SessionUser, sessionExpiresAt: number, since: number, now?: number) => void;
  /** Increases with every clear: a check that began before one must not be stored after it. */
  clearCount: () => number;
  forgetToken: (token: string) => void;
  forgetUser: (userId: string) => void;
  /**
   * Some of the user's sessions ended here (sign-out, revoke, password change): forgets the user's
   * entries and tells the listener (server.ts: the change bus tells every instance, whose streams of
   * that user re-check at once). What another instance announces is only forgotten (forgetUser).
   */
  sessionsEnded: (userId: string) => void;
  onSessionsEnded: (listener: (userId: string) => void) => void;
  forgetAll: () => void;
  size: () => number;
};

export function createSessionCache(ttlMs = SESSION_CACHE_TTL_MS, maxEntries = SESSION_CACHE_MAX_ENTRIES): SessionCache {
  const entries = new Map<string, Entry>();
  let clears = 0;
  let onEnded: ((userId: string) => void) | undefined;
  const forgetUser = (userId: string) => {
    clears += 1;
    for (const [token, entry] of entries) if (entry.user.id === userId) entries.delete(token);
  };
  return {
    get(token, now = Date.now()) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      entries.delete(token);
      if (entry.expiresAt <= now) return undefined;
      entries.set(token, entry);
      return entry.user;
    },
    set(token, user, sessionExpiresAt, since, now = Date.now()) {
      // A sign-out or revoke ran while this session was being checked: the check may predate it.
      if (since !== clears) return;
      entries.delete(token);
      entries.set(token, { user, expiresAt: Math.min(now + ttlMs, sessionExpiresAt) });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
    clearCount: () => clears,
    forgetToken(token) {
      clears += 1;
      entries.delete(token);
    },
    forgetUser,
    sessionsEnded(userId) {
      forgetUser(userId);
      onEnded?.(userId);
    },
    onSessionsEnded(listener) {
      onEnded = listener;
    },
    forgetAll() {
      clears += 1;
      entries.clear();
    },
    size: () => entries.size,
  };
}

/** The value of one cookie in a Cookie header, exactly as sent (still URL-encoded and signed). */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator !== -1 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
