import type { DavCollection } from "./caldav-collections.ts";
import { collectionPath, DAV_ROOT, homePath, objectPath, principalPath } from "./caldav-paths.ts";
import {
  appleIcal,
  caldav,
  calserver,
  dav,
  href,
  OWNER_PRIVILEGES,
  type Props,
  props,
  REPORTS_OF_A_CALENDAR,
  resourceType,
} from "./caldav-props.ts";
import type { DavObject } from "./caldav-task-objects.ts";

/**
 * The properties of each resource of the URL space (caldav-paths.ts): enough for discovery from the
 * bare server address (RFC 6764: current-user-principal → calendar-home-set → the collections) and
 * for the clients' own checks (Apple's getctag, DAVx⁵'s supported-calendar-component-set and
 * current-user-privilege-set, Thunderbird's supported-report-set).
 */
export type DavUser = { id: string; email: string; locale: string };

const TASKS_NAME: Record<string, string> = { en: "Tasks", sk: "Úlohy" };
/** The app's own violet (the default tag colour) for the tasks, a green for lists; as Apple writes colours: #RRGGBBAA. */
const COLORS = { tasks: "#9B87F5FF", list: "#22C55EFF" };

const userProps = (user: DavUser) =>
  props(
    [dav("current-user-principal"), href(principalPath(user.id))],
    [dav("principal-URL"), href(principalPath(user.id))],
    [dav("owner"), href(principalPath(user.id))],
  );

export function rootProps(user: DavUser): Props {
  return new Map([
    ...userProps(user),
    ...props(
      [dav("resourcetype"), resourceType(dav("collection"))],
      [dav("displayname"), "Poriadok"],
      [dav("principal-collection-set"), href(`${DAV_ROOT}principals/`)],
    ),
  ]);
}

export function principalProps(user: DavUser): Props {
  return new Map([
    ...userProps(user),
    ...props(
      [dav("resourcetype"), resourceType(dav("principal"))],
      [dav("displayname"), user.email],
      [caldav("calendar-home-set"), href(homePath(user.id))],
      [caldav("calendar-user-address-set"), href(`mailto:${user.email}`)],
      [caldav("calendar-user-type"), "INDIVIDUAL"],
    ),
  ]);
}

export function homeProps(user: DavUser): Props {
  return new Map([
    ...userProps(user),
    ...props(
      [dav("resourcetype"), resourceType(dav("collection"))],
      [dav("displayname"), "Poriadok"],
      [dav("current-user-privilege-set"), OWNER_PRIVILEGES],
    ),
  ]);
}

export function collectionProps(user: DavUser, collection: DavCollection, syncToken: string): Props {
  const name = collection.kind === "tasks" ? (TASKS_NAME[user.locale] ?? "Tasks") : collection.title;
  return new Map([
    ...userProps(user),
    ...props(
      [dav("resourcetype"), resourceType(dav("collection"), caldav("calendar"))],
      [dav("displayname"), name],
      [caldav("calendar-description"), "Poriadok"],
      [caldav("supported-calendar-component-set"), [{ name: caldav("comp"), attrs: { name: "VTODO" } }]],
      [
        caldav("supported-calendar-data"),
        [{ name: caldav("calendar-data"), attrs: { "content-type": "text/calendar", version: "2.0" } }],
      ],
      [caldav("max-resource-size"), String(1024 * 1024)],
      [dav("current-user-privilege-set"), OWNER_PRIVILEGES],
      [dav("supported-report-set"), REPORTS_OF_A_CALENDAR],
      [dav("sync-token"), syncToken],
      [calserver("getctag"), syncToken],
      [dav("getetag"), `"${syncToken.split(":").pop()}"`],
      [appleIcal("calendar-color"), COLORS[collection.kind]],
      [appleIcal("calendar-order"), collection.kind === "tasks" ? "1" : "2"],
    ),
  ]);
}

export const collectionHref = (user: DavUser, collection: DavCollection) => collectionPath(user.id, collection.segment);
export const objectHref = (user: DavUser, collection: DavCollection, name: string) =>
  objectPath(user.id, collection.segment, name);

export function objectProps(object: DavObject): Props {
  return props(
    [dav("resourcetype"), null],
    [dav("getetag"), object.etag],
    [dav("getcontenttype"), "text/calendar; charset=utf-8; component=VTODO"],
    [dav("getcontentlength"), String(Buffer.byteLength(object.ics))],
    [caldav("calendar-data"), () => object.ics],
  );
}
