import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppDeps } from "../../app-deps.ts";
import { type DavEnv, requireAppPassword } from "./caldav-auth.ts";
import { deleteCollection, makeList } from "./caldav-collection-writes.ts";
import { collectionFor } from "./caldav-collections.ts";
import { davFailure } from "./caldav-errors.ts";
import { deleteItemObject, putItem } from "./caldav-item-writes.ts";
import { objectsOf } from "./caldav-objects.ts";
import { DAV_ROOT, type DavTarget, parseDavPath } from "./caldav-paths.ts";
import { proppatch } from "./caldav-proppatch.ts";
import { type DavRead, type PropfindTarget, propfind, report } from "./caldav-reads.ts";
import { collectionHref } from "./caldav-resources.ts";
import { deleteTask, putTask } from "./caldav-task-writes.ts";
import { DavRefusal } from "./dav-preconditions.ts";
import { multistatus, parseDavBody } from "./dav-xml.ts";

/** What this server does, for OPTIONS (RFC 4918 10.1, RFC 4791 5.1). */
const DAV_CLASSES = "1, 3, calendar-access, extended-mkcol";
const ALLOWED = "OPTIONS, GET, HEAD, PUT, DELETE, PROPFIND, PROPPATCH, REPORT, MKCALENDAR, MKCOL";
const DAV_METHODS = ["PROPFIND", "PROPPATCH", "REPORT", "MKCALENDAR", "MKCOL", "GET", "HEAD", "PUT", "DELETE"];
/** A task's iCalendar or a report's XML: far more than any real one, little enough to hold. */
const DAV_BODY_MAX = 1024 * 1024;
const XML = { "Content-Type": "application/xml; charset=utf-8" };

type Db = AppDeps["database"]["db"];

/**
 * The CalDAV server (issue 30, docs/decisions/032-caldav-server.md), mounted at /dav. OPTIONS is open
 * (clients probe for `calendar-access` before they sign in); every other method needs an app password
 * (caldav-auth.ts). A path naming another user, or a list the user does not reach, is 404.
 */
export function caldavRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = new Hono<DavEnv>();
  app.on("OPTIONS", ["/", "/*"], (c) => c.body(null, 200, { DAV: DAV_CLASSES, Allow: ALLOWED }));
  app.use("*", requireAppPassword(deps.auth));
  app.use("*", bodyLimit({ maxSize: DAV_BODY_MAX, onError: (c) => c.text("The body is larger than 1 MB.", 413) }));
  app.on(DAV_METHODS, ["/", "/*"], async (c) => {
    try {
      const target = parseDavPath(c.req.path === "/dav" ? DAV_ROOT : c.req.path);
      if (!target || ("userId" in target && target.userId !== c.var.user.id)) return c.body(null, 404);
      return await handle(c, db, target);
    } catch (error) {
      return davFailure(c, error, deps.logger);
    }
  });
  return app;
}

async function handle(c: Context<DavEnv>, db: Db, target: DavTarget): Promise<Response> {
  const method = c.req.method;
  if ((method === "MKCALENDAR" || method === "MKCOL") && target.kind === "collection") {
    if (await collectionFor(db, c.var.user.id, target.collectionId)) throw new DavRefusal(405);
    const request = parseDavBody(method, await c.req.text());
    await makeList(db, c.var.user, target.collectionId, request.kind === "mkcalendar" ? request.set : []);
    return c.body(null, 201);
  }
  const resolved = await resolve(db, c.var.user.id, target);
  if (!resolved) throw new DavRefusal(404);
  if (method === "PROPFIND") {
    const request = parseDavBody("PROPFIND", await c.req.text());
    if (request.kind !== "propfind") throw new DavRefusal(400);
    const depth = c.req.header("Depth")?.trim() === "0" ? 0 : 1;
    return davXml(c, await propfind(db, c.var.user, resolved, request.request, depth));
  }
  if (method === "REPORT") {
    if (resolved.kind !== "collection") throw new DavRefusal(403, "supported-report");
    return davXml(c, await report(db, c.var.user, resolved.collection, parseDavBody("REPORT", await c.req.text())));
  }
  if (method === "PROPPATCH" && resolved.kind === "collection") {
    const request = parseDavBody("PROPPATCH", await c.req.text());
    if (request.kind !== "proppatch") throw new DavRefusal(400);
    const href = collectionHref(c.var.user, resolved.collection);
    return davXml(c, { responses: [await proppatch(db, c.var.user.id, resolved.collection, href, request)] });
  }
  if (method === "GET" || method === "HEAD") return get(c, db, resolved);
  if (method === "DELETE" && resolved.kind === "collection") {
    await deleteCollection(db, c.var.user.id, resolved.collection);
    return c.body(null, 204);
  }
  if (resolved.kind !== "object") throw new DavRefusal(resolved.kind === "collection" ? 403 : 405);
  return writeObject(c, db, resolved);
}

/** The path's resource with its collection looked up (the user reaches it), or null. */
async function resolve(db: Db, userId: string, target: DavTarget): Promise<PropfindTarget | null> {
  if (target.kind === "root" || target.kind === "principal" || target.kind === "home")
    return { kind: target.kind } as PropfindTarget;
  const collection = await collectionFor(db, userId, target.collectionId);
  if (!collection) return null;
  return target.kind === "collection"
    ? { kind: "collection", collection }
    : { kind: "object", collection, name: target.name };
}

async function writeObject(c: Context<DavEnv>, db: Db, target: Extract<PropfindTarget, { kind: "object" }>) {
  const { collection, name } = target;
  const preconditions = { ifMatch: c.req.header("If-Match"), ifNoneMatch: c.req.header("If-None-Match") };
  if (c.req.method === "PUT") {
    const request = { name, body: await c.req.text(), ...preconditions };
    const result =
      collection.kind === "tasks" ? await putTask(db, c.var.user, request) : await putItem(db, collection, request);
    return c.body(null, result.created ? 201 : 204, { ETag: result.etag });
  }
  if (c.req.method === "DELETE") {
    if (collection.kind === "tasks") await deleteTask(db, c.var.user.id, { name, ...preconditions });
    else await deleteItemObject(db, collection, { name, ...preconditions });
    return c.body(null, 204);
  }
  throw new DavRefusal(405);
}

async function get(c: Context<DavEnv>, db: Db, target: PropfindTarget): Promise<Response> {
  if (target.kind !== "object") return c.text("Poriadok CalDAV: add this address to a CalDAV task app.", 200);
  const [object] = await objectsOf(db, target.collection, { names: [target.name] });
  if (!object) throw new DavRefusal(404);
  const headers = {
    ETag: object.etag,
    "Content-Type": "text/calendar; charset=utf-8",
    "Cache-Control": "private, no-cache",
  };
  if (
    c.req
      .header("If-None-Match")
      ?.split(",")
      .some((tag) => tag.trim() === object.etag)
  )
    return c.body(null, 304, headers);
  if (c.req.method === "HEAD") return c.body(null, 200, headers);
  return c.body(object.ics, 200, headers);
}

function davXml(c: Context, read: DavRead): Response {
  return c.body(multistatus(read.responses, read.syncToken), 207, XML);
}
