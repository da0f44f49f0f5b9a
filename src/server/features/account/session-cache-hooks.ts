import { getSessionFromCtx } from "better-auth/api";
import type { SessionCache } from "../../http/session-cache.ts";

/** Better Auth endpoints that end sessions or change the signed-in user: the user's cached sessions go. */
const USER_CHANGING_PATHS = new Set([
  "/sign-out",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/change-password",
  "/set-password",
  "/change-email",
  "/update-user",
  "/update-session",
  "/delete-user",
  "/unlink-account",
]);
/** Of those, the ones that end sessions: the other instances are told too (SessionCache.sessionsEnded). */
const SESSION_ENDING_PATHS = new Set([
  "/sign-out",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/change-password",
  "/delete-user",
]);
/** Endpoints that act by a token from a mail, without a session: every cached session goes (rare). */
const TOKEN_PATHS = new Set(["/reset-password", "/verify-email", "/delete-user/callback"]);

type HookContext = Parameters<typeof getSessionFromCtx>[0];

/**
 * Keeps the session cache (http/session-cache.ts) honest on this instance: before such an endpoint
 * runs, note whose session it is (after a sign-out it can no longer be read); after it ran, forget
 * that user's cached sessions, so the next request asks Better Auth again. Clearing after the change
 * (not before) also drops a check that raced with it (see SessionCache.clearCount).
 */
export function createSessionCacheHooks(sessionCache: SessionCache) {
  const userOfRequest = new WeakMap<object, string>();
  return {
    async before(ctx: HookContext & { path: string }) {
      if (!USER_CHANGING_PATHS.has(ctx.path) || !ctx.request) return;
      const session = await getSessionFromCtx(ctx).catch(() => null);
      if (session) userOfRequest.set(ctx.request, session.user.id);
    },
    after(ctx: { path: string; request?: Request | undefined }) {
      if (TOKEN_PATHS.has(ctx.path)) return sessionCache.forgetAll();
      if (!USER_CHANGING_PATHS.has(ctx.path)) return;
      const userId = ctx.request ? userOfRequest.get(ctx.request) : undefined;
      // Called from the server (no request) or without a readable session: clear all, to be safe.
      if (userId === undefined) return sessionCache.forgetAll();
      if (SESSION_ENDING_PATHS.has(ctx.path)) sessionCache.sessionsEnded(userId);
      else sessionCache.forgetUser(userId);
    },
  };
}
