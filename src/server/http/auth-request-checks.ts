import { isStorableText, UNSUPPORTED_CHARACTERS_MESSAGE } from "../../shared/schemas/storable-text.ts";

/**
 * Checks on a request to Better Auth, made before it sees the request, for input it does not
 * handle itself and would answer with a 500:
 * - a JSON body that is not an object (`null` reaches the username plugin's hook, which reads a
 *   field of it);
 * - a NUL, another control character or a lone surrogate in any string of the body, the path or
 *   the query (a NUL makes PostgreSQL refuse the token lookup it goes into); tab and line breaks
 *   pass, as in a note;
 * - a redirect target (callbackURL and its kin) that is neither a path on this site nor a URL of a
 *   trusted origin (Better Auth builds its error redirect from it with `new URL`, which throws).
 * Answers the message key of the refusal, or null for a request to pass on.
 */
export type AuthRequestRefusal = "validation.invalid" | typeof UNSUPPORTED_CHARACTERS_MESSAGE;

export type AuthRequest = { url: string; contentType: string; body: string | null };

/** The same test better-call uses to decide that a body is JSON. */
const JSON_CONTENT_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;
/** Where Better Auth reads a URL to send the browser to, in a query or a body. */
const REDIRECT_FIELDS = ["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo"];
const REFERENCE_ORIGIN = "https://reference.invalid";

export function checkAuthRequest(request: AuthRequest, trustedOrigins: readonly string[]): AuthRequestRefusal | null {
  const url = new URL(request.url);
  const query = [...url.searchParams].flat();
  if (![decodedPath(url.pathname), ...query].every(isStorableText)) return UNSUPPORTED_CHARACTERS_MESSAGE;
  for (const field of REDIRECT_FIELDS) {
    const value = url.searchParams.get(field);
    if (value !== null && !isRedirectTarget(value, trustedOrigins)) return "validation.invalid";
  }
  const body = jsonBody(request);
  if (body === undefined) return null;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return "validation.invalid";
  if (!stringsIn(body).every(isStorableText)) return UNSUPPORTED_CHARACTERS_MESSAGE;
  const fields = body as Record<string, unknown>;
  for (const field of REDIRECT_FIELDS) {
    if (fields[field] !== undefined && !isRedirectTarget(fields[field], trustedOrigins)) return "validation.invalid";
  }
  return null;
}

/**
 * A place Better Auth may send the browser: empty (its default), a path on this site ("/auth?x=1",
 * not "//other.example"), or an http(s) URL of BASE_URL's or a trusted origin.
 */
export function isRedirectTarget(value: unknown, trustedOrigins: readonly string[]): boolean {
  if (value === "") return true;
  if (typeof value !== "string" || value !== value.trim()) return false;
  if (value.startsWith("/")) {
    if (value.startsWith("//") || value.startsWith("/\\") || !URL.canParse(value, REFERENCE_ORIGIN)) return false;
    return new URL(value, REFERENCE_ORIGIN).origin === REFERENCE_ORIGIN;
  }
  if (!URL.canParse(value)) return false;
  const target = new URL(value);
  return (target.protocol === "https:" || target.protocol === "http:") && trustedOrigins.includes(target.origin);
}

/** The parsed body when it is JSON that parses; undefined otherwise (Better Auth answers those itself). */
function jsonBody(request: AuthRequest): unknown {
  if (request.body === null || !JSON_CONTENT_TYPE.test(request.contentType)) return undefined;
  try {
    return JSON.parse(request.body) as unknown;
  } catch {
    return undefined;
  }
}

/** Every string in a parsed JSON value, keys included; without recursion, so deep nesting cannot overflow the stack. */
function stringsIn(value: unknown): string[] {
  const strings: string[] = [];
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") strings.push(next);
    else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (typeof next === "object" && next !== null) {
      for (const [key, inner] of Object.entries(next)) pending.push(key, inner);
    }
  }
  return strings;
}

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
