/** Names and shapes shared by the DAV XML reader and writer (see dav-xml.ts for the public surface). */

export const DAV = "DAV:",
  CALDAV = "urn:ietf:params:xml:ns:caldav",
  CALSERVER = "http://calendarserver.org/ns/",
  APPLE_ICAL = "http://apple.com/ns/ical/";

export type QName = { ns: string; name: string };

/**
 * A body the server cannot act on: not XML, too large, too deep, a DOCTYPE, or an element where
 * another was required. The route answers 400, or 403 with a DAV:supported-report precondition
 * when `unsupportedReport` is set (a well-formed REPORT of a kind this server does not offer).
 */
export class DavXmlError extends Error {
  readonly unsupportedReport: boolean;

  constructor(message: string, options: { unsupportedReport?: boolean } = {}) {
    super(message);
    this.name = "DavXmlError";
    this.unsupportedReport = options.unsupportedReport ?? false;
  }
}

export type PropRequest = { kind: "prop"; props: QName[] } | { kind: "allprop" } | { kind: "propname" };

/** iCalendar UTC date-times ("20260101T000000Z") exactly as the client sent them. */
export type TimeRange = { start: string | null; end: string | null };

export type CalendarFilter = {
  /** The comp-filter under VCALENDAR (null: none). */
  component: "VTODO" | "VEVENT" | "other" | null;
  /** A time-range on that component. */
  timeRange: TimeRange | null;
  /**
   * From prop-filter COMPLETED (is-not-defined → "excluded", present → "only") or STATUS
   * text-match COMPLETED (negate-condition="yes" → "excluded", else "only").
   */
  completed: "only" | "excluded" | null;
};

/**
 * A property value written by PROPPATCH or MKCALENDAR. `text` is the element's text, trimmed; for
 * an element holding child elements instead (supported-calendar-component-set, resourcetype) it is
 * each child's `name` attribute, or else its local name, joined by "," — e.g. "VTODO" or
 * "collection,calendar".
 */
export type PropSet = { name: QName; text: string };

export type DavRequest =
  | { kind: "propfind"; request: PropRequest }
  | { kind: "calendar-query"; request: PropRequest; filter: CalendarFilter }
  | { kind: "calendar-multiget"; request: PropRequest; hrefs: string[] }
  | { kind: "sync-collection"; request: PropRequest; syncToken: string | null; limit: number | null }
  | { kind: "proppatch"; set: PropSet[]; remove: QName[] }
  | { kind: "mkcalendar"; set: PropSet[] };

export type XmlNode = { name: QName; attrs?: Record<string, string>; children?: (XmlNode | string)[] };
/** null: an empty element. */
export type PropValue = string | XmlNode | XmlNode[] | null;
export type PropStat = { status: number; props: { name: QName; value?: PropValue }[] };
export type DavResponse = { href: string; propstats: PropStat[] } | { href: string; status: number };
