/**
 * Every screen of the web app (spec section 2), relative to a language root: "/" for English and
 * "/sk" for Slovak. ":id" stands for one path segment. The web router is checked against this list
 * (src/web/app/client-routes.test.ts), and the server answers any other path with 404.
 */
export const CLIENT_ROUTES = [
  "",
  "home",
  "today",
  "auth",
  "settings",
  "statistics",
  "planner",
  "terms",
  "shopping/:id",
  "trash",
  "archive",
  "admin",
  "about",
  "contact",
  "donate",
  "quick-notes",
  "invitations/:token",
  "share",
] as const;

/** The roots the routes above live under, one per language. */
export const LOCALE_ROOTS = ["/", "/sk"] as const;

/**
 * Whether the web app has a screen at `pathname`. Matches as React Router does by default: letters
 * in any case, a trailing slash allowed.
 */
export function isClientRoute(pathname: string): boolean {
  const segments = pathname.toLowerCase().split("/").filter(Boolean);
  const relative = segments[0] === "sk" ? segments.slice(1) : segments;
  return CLIENT_ROUTES.some((route) => matchesRoute(route, relative));
}

function matchesRoute(route: string, segments: string[]): boolean {
  const pattern = route.split("/").filter(Boolean);
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) => part.startsWith(":") || part === segments[index])
  );
}
