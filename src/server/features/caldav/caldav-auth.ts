import { createMiddleware } from "hono/factory";
import type { SessionEnv } from "../../http/session.ts";
import type { SignInCheck } from "../../http/sign-in-check.ts";

/**
 * CalDAV clients sign in with HTTP Basic: the account's e-mail and an app password — a personal API
 * token of the scope `caldav` (Settings → API tokens). Nothing else opens /dav/: not the account's
 * password (the account may have a second factor, and a phone's task app would keep the password in
 * its settings), not a session cookie (a page on another site could otherwise make the browser write
 * through /dav/), not a token of another scope. The token's per-minute limit applies as on the API;
 * a refused request is told how to sign in (`WWW-Authenticate`), so clients ask for the password.
 */
const CHALLENGE = 'Basic realm="Poriadok", charset="UTF-8"';

export type DavEnv = { Variables: SessionEnv["Variables"] };

export function requireAppPassword(signIn: Pick<SignInCheck, "verifyApiToken">) {
  return createMiddleware<DavEnv>(async (c, next) => {
    const credentials = basicCredentials(c.req.header("Authorization"));
    const check = credentials ? await signIn.verifyApiToken(credentials.password) : null;
    if (check?.kind === "rate_limited") {
      c.header("Retry-After", String(check.retryAfterSeconds));
      return c.text("Too many requests with this app password this minute.", 429);
    }
    const isSignedIn =
      credentials !== null &&
      check?.kind === "user" &&
      check.scope === "caldav" &&
      check.user.email.toLowerCase() === credentials.user.trim().toLowerCase();
    if (!isSignedIn || check?.kind !== "user") {
      c.header("WWW-Authenticate", CHALLENGE);
      return c.text("Sign in with your e-mail and an app password (Settings → API tokens → Tasks app).", 401);
    }
    c.set("user", check.user);
    c.set("authMethod", "token");
    return next();
  });
}

/** `Authorization: Basic base64(user:password)` (RFC 7617, UTF-8), or null. */
export function basicCredentials(header: string | undefined): { user: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? "");
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
