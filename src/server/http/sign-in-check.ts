import type { ApiTokenScope } from "../../shared/schemas/api-tokens.ts";
import type { SessionCache } from "./session-cache.ts";
import type { SessionUser } from "./session-user.ts";

/**
 * What the edge needs to know who sends a request. http/ declares it and never builds it: auth.ts
 * makes one from Better Auth and the personal API tokens (createAuth), and app.ts hands it in.
 */

/** A session Better Auth accepted: its user, the first name /home greets with ("" when none), when it ends. */
export type ReadSession = (
  headers: Headers,
) => Promise<{ user: SessionUser; firstName: string; expiresAt: number } | null>;

/**
 * What one request's token came to: its user and what the token may do (api-token-policy.ts), nothing
 * (unknown, expired or revoked), or over its limit.
 */
export type TokenCheck =
  | { kind: "user"; user: SessionUser; scope: ApiTokenScope }
  | { kind: "invalid" }
  | { kind: "rate_limited"; retryAfterSeconds: number };

/** Checks a personal API token and counts the request against its per-minute limit. */
export type VerifyApiToken = (token: string) => Promise<TokenCheck>;

export type SignInCheck = {
  readSession: ReadSession;
  /** The name of Better Auth's session cookie (with Poriadok's prefix, `__Secure-` over https). */
  sessionCookieName: () => Promise<string>;
  /** Sessions checked a moment ago (session-cache.ts); Better Auth's hooks clear it. */
  sessionCache: SessionCache;
  verifyApiToken: VerifyApiToken;
};
