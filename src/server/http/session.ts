import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { AppError, errorBody } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { tokenMay, tokenRefusalMessage } from "./api-token-policy.ts";
import { bearerCredentials } from "./bearer-token.ts";
import { cookieValue } from "./session-cache.ts";
import type { SessionEnv } from "./session-user.ts";
import type { ReadSession, SignInCheck } from "./sign-in-check.ts";

export type { AuthMethod, SessionEnv, SessionUser } from "./session-user.ts";

/**
 * Lets a request through only with a valid session, and puts its user on the context. A session
 * Better Auth accepted a moment ago is taken from the session cache (session-cache.ts) by the
 * cookie's full signed value; anything else asks Better Auth. A request whose user an earlier
 * middleware already resolved (app.ts, before cached reads) passes straight on.
 *
 * A request with `Authorization: Bearer …` is authenticated by that personal API token alone, its
 * cookie ignored (authenticateByToken), and goes on only where the token policy lets a token of its
 * scope go (api-token-policy.ts: 403 `api_token_not_allowed` elsewhere); any other request takes the
 * session path unchanged.
 */
export function requireUser(signIn: SignInCheck) {
  const { sessionCache } = signIn;
  let cookieName: string | undefined;
  return createMiddleware<SessionEnv>(async (c, next) => {
    if (c.get("user") !== undefined) return next();
    const authorization = c.req.header("Authorization");
    if (authorization !== undefined) {
      const bearer = bearerCredentials(authorization);
      if (bearer.kind !== "none") {
        const refusal = await authenticateByToken(c, signIn, bearer.kind === "token" ? bearer.token : null);
        return refusal ?? next();
      }
    }
    cookieName ??= await signIn.sessionCookieName();
    const token = cookieValue(c.req.header("Cookie"), cookieName);
    const cached = token === undefined ? undefined : sessionCache.get(token);
    if (cached) {
      c.set("user", cached);
      return next();
    }
    const since = sessionCache.clearCount();
    const session = await signIn.readSession(c.req.raw.headers);
    if (!session) throw new AppError("unauthorized", 401, "Sign in to use this.");
    const { user } = session;
    if (token !== undefined) sessionCache.set(token, user, session.expiresAt, since);
    c.set("user", user);
    c.set("authMethod", "session");
    await next();
  });
}

/**
 * Puts a personal API token's user on the context, or answers the refusal: 401 for a malformed,
 * unknown, expired or revoked token (RFC 6750's `invalid_token`), 429 with Retry-After when the token
 * is over its per-minute limit, 403 `api_token_not_allowed` where the token policy does not let this
 * token's scope go. Never cached: every request asks the database (api-token-verifier.ts).
 */
async function authenticateByToken(c: Context<SessionEnv>, signIn: SignInCheck, token: string | null) {
  const check = token === null ? ({ kind: "invalid" } as const) : await signIn.verifyApiToken(token);
  if (check.kind === "invalid") {
    c.header("WWW-Authenticate", 'Bearer error="invalid_token"');
    return c.json(errorBody("unauthorized", "The API token is not valid (unknown, expired or revoked)."), 401);
  }
  if (check.kind === "rate_limited") {
    c.header("Retry-After", String(check.retryAfterSeconds));
    return c.json(
      errorBody("api_token_rate_limited", "This API token made too many requests this minute. Try again later."),
      429,
    );
  }
  const { method, path } = c.req;
  if (!tokenMay(check.scope, method, path)) {
    return c.json(errorBody("api_token_not_allowed", tokenRefusalMessage(check.scope, method, path)), 403);
  }
  c.set("user", check.user);
  c.set("authMethod", "token");
  return undefined;
}

/**
 * The signed-in user's first name ("" when they gave none), or null for a visitor without a session —
 * for /home's page, which paints the greeting before any script (static/home-frame.ts). A session that
 * cannot be read (the database is down) counts as none: the page then shows its usual loading frame,
 * and the app reports the problem once it runs.
 */
export async function signedInFirstName(
  readSession: ReadSession,
  headers: Headers,
  logger: Logger,
): Promise<string | null> {
  try {
    return (await readSession(headers))?.firstName ?? null;
  } catch (error) {
    logger.warn("home page: the session could not be read for the greeting", { error });
    return null;
  }
}
