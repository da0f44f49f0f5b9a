import type { Context } from "hono";
import { cookieValue } from "./session-cache.ts";

/**
 * Whether a request carries Better Auth's session cookie — not whether that session is still valid
 * (no database read), which is all a prerendered page needs to know to start the app at once for
 * someone signed in (static/serve-web-app.ts); the app then asks for the session itself.
 */
export function sessionCookieCheck(sessionCookieName: () => Promise<string>): (c: Context) => Promise<boolean> {
  let cookieName: string | undefined;
  return async (c) => {
    cookieName ??= await sessionCookieName();
    return cookieValue(c.req.header("Cookie"), cookieName) !== undefined;
  };
}
