import { createMiddleware } from "hono/factory";
import type { Auth } from "../auth.ts";
import { AppError } from "../errors.ts";

export type SessionUser = { id: string; email: string; locale: string };
export type SessionEnv = { Variables: { user: SessionUser } };

/** Lets a request through only with a valid session, and puts its user on the context. */
export function requireUser(auth: Auth) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError("unauthorized", 401, "Sign in to use this.");
    c.set("user", { id: session.user.id, email: session.user.email, locale: session.user.locale ?? "en" });
    await next();
  });
}
