/**
 * The CalDAV server's URL space (issue 30). Every path carries the signed-in user's id, so a client
 * given another person's path is answered 404 (never trusted: caldav.routes.ts compares it with the
 * user the app password signs in).
 *
 *   /dav/                                   root: where discovery starts (current-user-principal)
 *   /dav/principals/<user>/                 the principal: calendar-home-set
 *   /dav/calendars/<user>/                  the calendar home: one collection per task list
 *   /dav/calendars/<user>/tasks/            every task
 *   /dav/calendars/<user>/tasks/<name>      one task (name: `<id>.ics`, or what the client PUT it as)
 */
export const DAV_ROOT = "/dav/";
export const TASKS_COLLECTION = "tasks";

export type DavTarget =
  | { kind: "root" }
  | { kind: "principal"; userId: string }
  | { kind: "home"; userId: string }
  | { kind: "collection"; userId: string; collectionId: string }
  | { kind: "object"; userId: string; collectionId: string; name: string };

export const principalPath = (userId: string) => `${DAV_ROOT}principals/${encodeURIComponent(userId)}/`;
export const homePath = (userId: string) => `${DAV_ROOT}calendars/${encodeURIComponent(userId)}/`;
export const collectionPath = (userId: string, collectionId: string) =>
  `${homePath(userId)}${encodeURIComponent(collectionId)}/`;
export const objectPath = (userId: string, collectionId: string, name: string) =>
  `${collectionPath(userId, collectionId)}${encodeURIComponent(name)}`;

/** A resource name a client may choose: one path segment, not "." or "..", of a sane length. */
const NAME = /^[^/\\\0]{1,255}$/u;

/** What a request path (absolute, or a full URL as some clients send in hrefs) names, or null. */
export function parseDavPath(pathOrUrl: string): DavTarget | null {
  let path = pathOrUrl;
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  if (!path.startsWith(DAV_ROOT.slice(0, -1))) return null;
  let segments: string[];
  try {
    segments = path
      .slice(DAV_ROOT.length)
      .split("/")
      .filter((segment) => segment !== "")
      .map(decodeURIComponent);
  } catch {
    return null; // a malformed %-escape
  }
  if (segments.some((segment) => !NAME.test(segment) || segment === "." || segment === "..")) return null;
  const [area, userId, collectionId, name, ...rest] = segments;
  if (rest.length > 0) return null;
  if (area === undefined) return { kind: "root" };
  if (userId === undefined) return null;
  if (area === "principals") return collectionId === undefined ? { kind: "principal", userId } : null;
  if (area !== "calendars") return null;
  if (collectionId === undefined) return { kind: "home", userId };
  if (name === undefined) return { kind: "collection", userId, collectionId };
  return { kind: "object", userId, collectionId, name };
}
