/**
 * Every path that carries a secret — where the link itself is the credential — declared once
 * (issue 24, must fix 8). The routers register their routes with these patterns, and the logger's
 * censor (redact-url.ts) replaces each parameter of a path matching one with "[redacted]", so a
 * secret route declared here cannot reach a log in clear. A path segment that looks like a random
 * token (redact-url.ts) is redacted too, for a secret route someone forgot to add here.
 */

/** The calendar feed, under /api/calendar: the feed's secret then `.ics` (calendar.routes.ts). */
export const CALENDAR_FEED_ROUTE = "/:feedFile{[A-Za-z0-9_-]+\\.ics}";
/** An invitation to a shared list, under /api/shared-lists (sharing.routes.ts). */
export const INVITATION_ROUTE = "/invitations/:token";
export const INVITATION_ACCEPT_ROUTE = "/invitations/:token/accept";

/**
 * The full paths, in Hono's notation (`:name` or `:name{pattern}` is one segment); a path that
 * begins with one of them (any letter case) has those segments redacted. Better Auth's and the web
 * app's own secret paths are here too, though no router of ours registers them.
 */
export const SECRET_PATHS: readonly string[] = [
  `/api/calendar${CALENDAR_FEED_ROUTE}`,
  `/api/shared-lists${INVITATION_ROUTE}`,
  `/api/shared-lists${INVITATION_ACCEPT_ROUTE}`,
  // Better Auth's password-reset link (its token is in the path; e-mail confirmations carry theirs
  // in the query, which redact-url.ts handles by parameter name).
  "/api/auth/reset-password/:token",
  // The web app's invitation page (src/shared/client-routes.ts), in both languages.
  "/invitations/:token",
  "/sk/invitations/:token",
];
