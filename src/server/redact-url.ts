import { SECRET_PATHS } from "./http/secret-paths.ts";

const REDACTED = "[redacted]";
/** Query parameters that carry secrets, or URLs that may carry one (callbackURL=/x?token=…). */
const SECRET_PARAMETER = /^(token|code|otp|secret|password|key|.*url)$/i;
/**
 * A run of characters that looks like a random token, whatever route or parameter it is in: 32 or
 * more base64url characters. Poriadok's ids are UUIDs (36 characters with four hyphens, left alone)
 * or numbers; every secret it makes is 32 random bytes or more.
 */
const TOKEN_LIKE = /[A-Za-z0-9_-]{32,}/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` holds a run that looks like a token (a UUID is not one). */
function holdsToken(value: string): boolean {
  return [...value.matchAll(TOKEN_LIKE)].some(([run]) => !UUID.test(run));
}

/** One segment of a secret path: a literal (lower-cased), or a parameter with Hono's optional `{pattern}`. */
type Part = { kind: "literal"; literal: string } | { kind: "param"; pattern: RegExp | null };

/** SECRET_PATHS as segments. */
const SECRET_PATTERNS: Part[][] = SECRET_PATHS.map((secretPath) =>
  secretPath
    .split("/")
    .filter(Boolean)
    .map((segment): Part => {
      if (!segment.startsWith(":")) return { kind: "literal", literal: segment.toLowerCase() };
      const pattern = /\{(.+)\}$/.exec(segment)?.[1];
      return { kind: "param", pattern: pattern ? new RegExp(`^(?:${pattern})$`) : null };
    }),
);

/** Whether a path's segment is what the part of a secret path stands for. */
function fits(part: Part, segment: string): boolean {
  if (part.kind === "literal") return segment.toLowerCase() === part.literal;
  return part.pattern === null || part.pattern.test(segment) || holdsToken(segment);
}

/**
 * A URL or path as it may be written to a log: the secrets of the paths in SECRET_PATHS, any
 * segment that looks like a token, and the secret query parameters (also inside a nested callback
 * URL) are replaced with "[redacted]". A reset link, a calendar feed or an invitation in a log would
 * let whoever reads the log into someone's account or data.
 */
export function redactUrl(url: string): string {
  const queryStart = url.search(/[?#]/);
  const pathPart = queryStart === -1 ? url : url.slice(0, queryStart);
  const path = redactPath(pathPart);
  if (queryStart === -1) return path;
  // A fragment is not sent to servers; whatever is there is dropped rather than judged.
  const query = new URLSearchParams(url.slice(queryStart + 1).split("#")[0]);
  for (const [name, value] of [...query]) {
    if (SECRET_PARAMETER.test(name)) query.set(name, name.toLowerCase().endsWith("url") ? redactUrl(value) : REDACTED);
    else if (holdsToken(value)) query.set(name, REDACTED);
  }
  return `${path}?${query.toString()}`;
}

/** The path with its secret segments redacted; an absolute URL's scheme and host stay. */
function redactPath(pathPart: string): string {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(pathPart)?.[0] ?? "";
  const segments = pathPart.slice(origin.length).split("/");
  // Indexes of the non-empty segments: "/api//calendar/x" is matched like "/api/calendar/x".
  const filled = segments.flatMap((segment, index) => (segment ? [index] : []));
  for (const pattern of SECRET_PATTERNS) {
    if (pattern.length > filled.length) continue;
    if (!pattern.every((part, at) => fits(part, segments[filled[at] as number] ?? ""))) continue;
    pattern.forEach((part, at) => {
      if (part.kind === "param") segments[filled[at] as number] = REDACTED;
    });
  }
  const redacted = segments.map((segment) => (holdsToken(segment) ? REDACTED : segment));
  return origin + redacted.join("/");
}
