/**
 * The XML layer of the CalDAV server: reads request bodies (PROPFIND, REPORT, PROPPATCH,
 * MKCALENDAR, extended MKCOL) into plain values and writes multistatus and error bodies. Pure
 * functions; the routes, storage and iCalendar mapping live elsewhere.
 */
export { parseDavBody } from "./dav-xml-requests.js";
export {
  APPLE_ICAL,
  CALDAV,
  CALSERVER,
  type CalendarFilter,
  DAV,
  type DavRequest,
  type DavResponse,
  DavXmlError,
  type PropRequest,
  type PropSet,
  type PropStat,
  type PropValue,
  type QName,
  type TimeRange,
  type XmlNode,
} from "./dav-xml-types.js";
export { davError, hrefNode, multistatus } from "./dav-xml-write.js";
