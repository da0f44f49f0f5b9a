import { API_TOKEN_PREFIX } from "../../shared/schemas/api-tokens.ts";

/**
 * A token as it is handed out (features/api-tokens/api-token-secret.ts makes them): the prefix and 43
 * base64url characters, 32 random bytes. Anything else is no token.
 */
export const API_TOKEN_PATTERN = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

/**
 * What a request's Authorization header says about personal API tokens:
 * - `none`: no header, or another scheme (a reverse proxy's Basic credentials pass through to us
 *   untouched; they are not ours to judge, and the session cookie still decides);
 * - `malformed`: the Bearer scheme with something that is not one of our tokens (401, never a 500);
 * - `token`: a well-formed token, still to be looked up.
 * A request whose header uses the Bearer scheme is authenticated by it alone, never by its cookie.
 */
export type BearerCredentials = { kind: "none" } | { kind: "malformed" } | { kind: "token"; token: string };

const BEARER = /^bearer(?:[ \t]+(.*))?$/i;

export function bearerCredentials(authorization: string | undefined): BearerCredentials {
  if (authorization === undefined) return { kind: "none" };
  const match = BEARER.exec(authorization.trim());
  if (!match) return { kind: "none" };
  const token = (match[1] ?? "").trim();
  return API_TOKEN_PATTERN.test(token) ? { kind: "token", token } : { kind: "malformed" };
}

/** True when the request uses the Bearer scheme at all (a well-formed token or not). */
export function usesBearer(authorization: string | undefined): boolean {
  return bearerCredentials(authorization).kind !== "none";
}
