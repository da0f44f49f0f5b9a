import type { Kysely } from "kysely";
import type { Database } from "../../db/types.ts";
import { collectionsOf, type DavCollection } from "./caldav-collections.ts";
import { changedSince, objectsOf } from "./caldav-objects.ts";
import { DAV_ROOT, homePath, parseDavPath, principalPath } from "./caldav-paths.ts";
import { propResponse } from "./caldav-props.ts";
import {
  collectionHref,
  collectionProps,
  type DavUser,
  homeProps,
  objectHref,
  objectProps,
  principalProps,
  rootProps,
} from "./caldav-resources.ts";
import { readVersions, syncTokenOf, versionOfToken } from "./caldav-sync.ts";
import { type DavObject, namesOfObjects } from "./caldav-task-objects.ts";
import { DavRefusal } from "./dav-preconditions.ts";
import type { CalendarFilter, DavRequest, DavResponse, PropRequest } from "./dav-xml.ts";
import { inTimeRange } from "./time-range.ts";

type Db = Kysely<Database>;
export type DavRead = { responses: DavResponse[]; syncToken?: string };
/** What a PROPFIND names: the user's own resource; a collection and an object come resolved. */
export type PropfindTarget =
  | { kind: "root" }
  | { kind: "principal" }
  | { kind: "home" }
  | { kind: "collection"; collection: DavCollection }
  | { kind: "object"; collection: DavCollection; name: string };

/** PROPFIND with Depth 0 or 1 (infinity is answered as 1: RFC 4918 lets a server refuse it). */
export async function propfind(db: Db, user: DavUser, target: PropfindTarget, request: PropRequest, depth: number) {
  const responses: DavResponse[] = [];
  const collectionResponse = async (collection: DavCollection) => {
    const token = syncTokenOf((await readVersions(db, collection.ownerId)).version);
    return propResponse(collectionHref(user, collection), collectionProps(user, collection, token), request);
  };
  if (target.kind === "root") responses.push(propResponse(DAV_ROOT, rootProps(user), request));
  else if (target.kind === "principal")
    responses.push(propResponse(principalPath(user.id), principalProps(user), request));
  else if (target.kind === "home") {
    responses.push(propResponse(homePath(user.id), homeProps(user), request));
    if (depth > 0)
      for (const collection of await collectionsOf(db, user.id)) responses.push(await collectionResponse(collection));
  } else if (target.kind === "collection") {
    responses.push(await collectionResponse(target.collection));
    if (depth > 0)
      for (const object of await objectsOf(db, target.collection))
        responses.push(objectResponse(user, target.collection, object, request));
  } else {
    const [object] = await objectsOf(db, target.collection, { names: [target.name] });
    if (!object) throw new DavRefusal(404);
    responses.push(objectResponse(user, target.collection, object, request));
  }
  return { responses };
}

/** REPORT on a collection: calendar-query, calendar-multiget, sync-collection (RFC 4791, 6578). */
export async function report(db: Db, user: DavUser, collection: DavCollection, request: DavRequest): Promise<DavRead> {
  const respond = (object: DavObject, props: PropRequest) => objectResponse(user, collection, object, props);
  if (request.kind === "calendar-query") {
    const objects = (await objectsOf(db, collection)).filter((object) => matches(object, request.filter));
    return { responses: objects.map((object) => respond(object, request.request)) };
  }
  if (request.kind === "calendar-multiget") {
    const names = request.hrefs.map((href) => nameIn(href, user, collection));
    const found = await objectsOf(db, collection, { names: names.filter((name): name is string => name !== null) });
    const byName = new Map(found.map((object) => [object.name, object]));
    return {
      responses: request.hrefs.map((href, index) => {
        const object = byName.get(names[index] ?? "");
        return object ? respond(object, request.request) : { href, status: 404 };
      }),
    };
  }
  if (request.kind === "sync-collection") return syncCollection(db, user, collection, request);
  throw new DavRefusal(403, "supported-report");
}

async function syncCollection(
  db: Db,
  user: DavUser,
  collection: DavCollection,
  request: { syncToken: string | null; request: PropRequest },
): Promise<DavRead> {
  const versions = await readVersions(db, collection.ownerId);
  const syncToken = syncTokenOf(versions.version);
  const respond = (object: DavObject) => objectResponse(user, collection, object, request.request);
  if (!request.syncToken) return { responses: (await objectsOf(db, collection)).map(respond), syncToken };
  const since = versionOfToken(request.syncToken);
  const changedIds = since === null ? null : await changedSince(db, collection, since, versions);
  if (changedIds === null) throw new DavRefusal(403, "valid-sync-token");
  const objects = await objectsOf(db, collection, { ids: changedIds });
  const present = new Set(objects.map((object) => object.objectId));
  const gone = changedIds.filter((id) => !present.has(id));
  const goneNames = await namesOfObjects(db, collection.ownerId, collection.id, gone);
  // A name now held by another object (a task a client indented became a line under its name) is not gone.
  const held = new Set(objects.map((object) => object.name));
  const goneHere = [...new Set(goneNames.values())].filter((name) => !held.has(name));
  return {
    responses: [
      ...objects.map(respond),
      ...goneHere.map((name) => ({ href: objectHref(user, collection, name), status: 404 })),
    ],
    syncToken,
  };
}

function objectResponse(user: DavUser, collection: DavCollection, object: DavObject, request: PropRequest) {
  return propResponse(objectHref(user, collection, object.name), objectProps(object), request);
}

/** The resource name an href of a multiget names in this collection, else null. */
function nameIn(href: string, user: DavUser, collection: DavCollection): string | null {
  const target = parseDavPath(href);
  return target?.kind === "object" && target.userId === user.id && target.collectionId === collection.segment
    ? target.name
    : null;
}

function matches(object: DavObject, filter: CalendarFilter): boolean {
  if (filter.component !== null && filter.component !== "VTODO") return false;
  if (filter.completed === "only" && !object.completed) return false;
  if (filter.completed === "excluded" && object.completed) return false;
  return filter.timeRange === null || inTimeRange(object.date, filter.timeRange);
}
