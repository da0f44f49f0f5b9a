import {
  APPLE_ICAL,
  CALDAV,
  CALSERVER,
  DAV,
  type DavResponse,
  hrefNode,
  type PropRequest,
  type PropValue,
  type QName,
  type XmlNode,
} from "./dav-xml.ts";

/**
 * The WebDAV and CalDAV properties of each kind of resource, and a PROPFIND's answer for one: the
 * asked properties it has (200) and those it has not (404), `allprop` (every one but the costly
 * calendar-data, RFC 4918 9.1) or `propname` (the names alone).
 */
export type Props = Map<string, { name: QName; value: PropValue | (() => PropValue) }>;

const key = (name: QName) => `${name.ns}\u0000${name.name}`;

export function props(...entries: [QName, PropValue | (() => PropValue)][]): Props {
  return new Map(entries.map(([name, value]) => [key(name), { name, value }]));
}

export const dav = (name: string): QName => ({ ns: DAV, name });
export const caldav = (name: string): QName => ({ ns: CALDAV, name });
export const calserver = (name: string): QName => ({ ns: CALSERVER, name });
export const appleIcal = (name: string): QName => ({ ns: APPLE_ICAL, name });
export const node = (name: QName, ...children: (XmlNode | string)[]): XmlNode => ({ name, children });

/** Left out of `allprop`: the whole iCalendar of every resource (RFC 4791 9.6). */
const NOT_IN_ALLPROP = new Set([key(caldav("calendar-data"))]);

export function propResponse(href: string, available: Props, request: PropRequest): DavResponse {
  if (request.kind === "propname")
    return { href, propstats: [{ status: 200, props: [...available.values()].map(({ name }) => ({ name })) }] };
  const found: { name: QName; value?: PropValue }[] = [];
  const missing: { name: QName }[] = [];
  const wanted =
    request.kind === "allprop"
      ? [...available.values()].filter(({ name }) => !NOT_IN_ALLPROP.has(key(name))).map(({ name }) => name)
      : request.props;
  for (const name of wanted) {
    const entry = available.get(key(name));
    if (!entry) missing.push({ name });
    else found.push({ name, value: typeof entry.value === "function" ? entry.value() : entry.value });
  }
  const propstats = [];
  if (found.length > 0 || missing.length === 0) propstats.push({ status: 200, props: found });
  if (missing.length > 0) propstats.push({ status: 404, props: missing });
  return { href, propstats };
}

export const resourceType = (...kinds: QName[]): XmlNode[] => kinds.map((kind) => node(kind));
export const href = (path: string): XmlNode => hrefNode(path);

/** What the signed-in user may do on their own collections: everything a client asks about. */
export const OWNER_PRIVILEGES: XmlNode[] = ["read", "write", "write-properties", "write-content", "bind", "unbind"].map(
  (privilege) => node(dav("privilege"), node(dav(privilege))),
);

export const REPORTS_OF_A_CALENDAR: XmlNode[] = [
  caldav("calendar-query"),
  caldav("calendar-multiget"),
  dav("sync-collection"),
].map((report) => node(dav("supported-report"), node(dav("report"), node(report))));
