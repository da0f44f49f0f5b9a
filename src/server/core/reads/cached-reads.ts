import { createHash } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { Kysely } from "kysely";
import type { Database } from "../../db/types.ts";
import type { SessionEnv } from "../../http/session.ts";
import { readDataVersion } from "../write/data-version.ts";
import type { ReadCache } from "./read-cache.ts";

/**
 * For GET routes whose answer depends only on the user's data, the path and the query (lists,
 * counts, tags, trash, planner — not statistics, which depend on today's date): reads the user's data
 * version (one primary-key read, so a write on another instance counts at once), then
 * - answers 304 without running the route when If-None-Match names the current ETag;
 * - answers from the in-process cache when it holds this version's answer (same bytes as the route's);
 * - otherwise runs the route and keeps a 200 JSON answer for the next request.
 * The ETag is strong for the identity bytes (compress-json weakens it for compressed ones) and hashes
 * the app's version, the user, the path and the normalised query, so an ETag never matches another
 * user's answer, another query (paging cursors included) or another release's format. Runs after
 * requireUser. Reads racing a write are safe: the version is read before the route's queries, so an
 * answer is never older than the version it is stored under.
 */
export function cachedReads(db: Kysely<Database>, cache: ReadCache, appVersion: string) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    if (c.req.method !== "GET") return next();
    const userId = c.var.user.id;
    const url = new URL(c.req.url);
    const key = `${userId}\n${url.pathname}?${normalisedQuery(url.searchParams)}`;
    const version = await readDataVersion(db, userId);
    const cached = cache.get(key, version);
    const etag = cached?.etag ?? etagOf(version, appVersion, key);
    if (matchesEtag(c.req.header("If-None-Match"), etag)) return c.body(null, 304, { ETag: etag });
    if (cached) return c.body(cached.body, 200, { "Content-Type": cached.contentType, ETag: etag });
    await next();
    const response = c.res;
    const contentType = response.headers.get("Content-Type");
    if (response.status !== 200 || contentType === null || !contentType.startsWith("application/json")) return;
    const body = new Uint8Array(await response.arrayBuffer());
    cache.set(key, { version, etag, contentType, body });
    c.res = new Response(body, response);
    c.res.headers.set("ETag", etag);
  });
}

function etagOf(version: number, appVersion: string, key: string): string {
  return `"${version}-${createHash("sha256").update(`${appVersion}\n${key}`).digest("base64url").slice(0, 22)}"`;
}

/** The query with its parameters in a stable order, so ?a=1&b=2 and ?b=2&a=1 share one answer. */
function normalisedQuery(params: URLSearchParams): string {
  const sorted = new URLSearchParams(params);
  sorted.sort();
  return sorted.toString();
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): W/"x" matches "x"; `*` matches any answer. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}
