import type { ApiTokenScope } from "../../shared/schemas/api-tokens.ts";

/**
 * What a personal API token may do: the one declared policy (issue 24). requireUser (session.ts)
 * applies it to every request a token authenticates, the auth handler refuses tokens on Better Auth's
 * routes, and the API document's 403s and its Bearer scheme are written from it (openapi/).
 *
 * A token reaches only the routes granted below, so a route added later is the signed-in app's until
 * it is listed here. On a granted route a read (GET, HEAD) needs any token, everything else a
 * `read_write` token. Never granted, whatever the scope — each makes or changes a credential, and a
 * leaked token must not outlive its own revocation through one:
 * - the account (`/api/account/*`, Better Auth's `/api/auth/*`: profile, password, e-mail, deletion,
 *   picture) and the token routes (`/api/tokens/*`);
 * - the calendar feed (`/api/calendar/feed`: its secret URL serves the tasks without any token);
 * - invitations to shared lists (making, withdrawing, reading and accepting one: an invited person
 *   stays on the list whatever happens to the token);
 * - push subscriptions and the test notification (`/api/notifications/subscriptions`, `/test`).
 */
type TokenGrant = {
  /** `:name` matches one path segment; a trailing `/*` matches the path itself and everything below. */
  path: string;
  /** The methods granted (GET grants HEAD too); all when left out. */
  methods?: readonly string[];
};

export const API_TOKEN_GRANTS: readonly TokenGrant[] = [
  { path: "/api/notes/*" },
  { path: "/api/trash/*" },
  { path: "/api/tags/*" },
  { path: "/api/planner/*" },
  { path: "/api/shopping/*" },
  { path: "/api/stats" },
  { path: "/api/search" },
  // Parsing is a POST (the line is a body), so it needs a read_write token like the creation that follows it.
  { path: "/api/quick-add/*" },
  { path: "/api/sync/*" },
  { path: "/api/export/*" },
  // A write: a read-only token cannot import.
  { path: "/api/import" },
  { path: "/api/notifications", methods: ["GET"] },
  { path: "/api/notifications/channel", methods: ["PUT"] },
  { path: "/api/notifications/devices/:id", methods: ["DELETE"] },
  { path: "/api/shared-lists/:noteId", methods: ["GET"] },
  { path: "/api/shared-lists/:noteId/people/:userId/avatar", methods: ["GET"] },
  // Leaving a list, or the owner removing someone: takes access away, makes none.
  { path: "/api/shared-lists/:noteId/members/:userId", methods: ["DELETE"] },
];

/** What a request needs of a token: any token (`read`), a `read_write` one, or the signed-in app (`never`). */
export type TokenNeed = ApiTokenScope | "never";

const READ_METHODS = new Set(["GET", "HEAD"]);

export function tokenNeedOf(method: string, path: string): TokenNeed {
  const upper = method.toUpperCase();
  const granted = API_TOKEN_GRANTS.some(
    (grant) =>
      matchesPath(grant.path, path) &&
      (grant.methods === undefined || grant.methods.includes(upper === "HEAD" ? "GET" : upper)),
  );
  if (!granted) return "never";
  return READ_METHODS.has(upper) ? "read" : "read_write";
}

/** Whether a token of `scope` may send this request. */
export function tokenMay(scope: ApiTokenScope, method: string, path: string): boolean {
  // An app password (issue 30) signs a CalDAV client in to /dav/ (features/caldav) and nowhere else.
  if (scope === "caldav") return false;
  const need = tokenNeedOf(method, path);
  return need === "read" || (need === "read_write" && scope === "read_write");
}

/** The refusals' English texts (the web translates the code, `api_token_not_allowed`). */
export const TOKEN_REFUSAL_MESSAGES = {
  never: "Personal API tokens cannot do this; use the app.",
  caldav: "This token is an app password for a CalDAV task app: it works at /dav/ only.",
  readOnly: "This API token is read-only; writing needs a token made with read and write access.",
} as const;

/** The refusal's text for a request a token of `scope` may not send. */
export function tokenRefusalMessage(scope: ApiTokenScope | null, method: string, path: string): string {
  if (scope === "caldav") return TOKEN_REFUSAL_MESSAGES.caldav;
  return scope === "read" && tokenNeedOf(method, path) === "read_write"
    ? TOKEN_REFUSAL_MESSAGES.readOnly
    : TOKEN_REFUSAL_MESSAGES.never;
}

function matchesPath(pattern: string, path: string): boolean {
  const below = pattern.endsWith("/*");
  const wanted = (below ? pattern.slice(0, -2) : pattern).split("/");
  const actual = (path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path).split("/");
  if (below ? actual.length < wanted.length : actual.length !== wanted.length) return false;
  return wanted.every((segment, index) => {
    const part = actual[index] ?? "";
    return segment.startsWith(":") ? part !== "" : segment === part;
  });
}
