import { createMiddleware } from "hono/factory";
import type { Auth } from "../auth.ts";
import { AppError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { cookieValue } from "./session-cache.ts";

export type SessionUser = { id: string; email: string; locale: string };
export type SessionEnv = { Variables: { user: SessionUser } };

/**
 * Lets a request through only with a valid session, and puts its user on the context. A session
 * Better Auth accepted a moment ago is taken from the session cache (session-cache.ts) by the
 * cookie's full signed value; anything else asks Better Auth. A request whose user an earlier
 * middleware already resolved (app.ts, before cached reads) passes straight on.
 */
export function requireUser(auth: Auth) {
  const { sessionCache } = auth;
  let cookieName: string | undefined;
  return createMiddleware<SessionEnv>(async (c, next) => {
    if (c.get("user") !== undefined) return next();
    cookieName ??= (await auth.$context).authCookies.sessionToken.name;
    const token = cookieValue(c.req.header("Cookie"), cookieName);
    const cached = token === undefined ? undefined : sessionCache.get(token);
    if (cached) {
      c.set("user", cached);
      return next();
    }
    const since = sessionCache.clearCount();
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError("unauthorized", 401, "Sign in to use this.");
    const user = { id: session.user.id, email: session.user.email, locale: session.user.locale ?? "en" };
    if (token !== undefined) sessionCache.set(token, user, new Date(session.session.expiresAt).getTime(), since);
    c.set("user", user);
    await next();
  });
}

/**
 * The signed-in user's first name ("" when they gave none), or null for a visitor without a session —
 * for /home's page, which paints the greeting before any script (static/home-frame.ts). A session that
 * cannot be read (the database is down) counts as none: the page then shows its usual loading frame,
 * and the app reports the problem once it runs.
 */
export async function signedInFirstName(auth: Auth, headers: Headers, logger: Logger): Promise<string | null> {
  try {
    const session = await auth.api.getSession({ headers });
    if (!session) return null;
    const { firstName } = session.user as { firstName?: unknown };
    return typeof firstName === "string" ? firstName : "";
  } catch (error) {
    logger.warn("home page: the session could not be read for the greeting", { error });
    return null;
  }
}
