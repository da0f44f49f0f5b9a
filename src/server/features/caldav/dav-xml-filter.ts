import { type DavElement, findChild, findChildren, ownText } from "./dav-xml-read.js";
import { CALDAV, type CalendarFilter, DavXmlError, type TimeRange } from "./dav-xml-types.js";

const UTC_DATE_TIME = /^\d{8}T\d{6}Z$/;

/**
 * Reads the CALDAV:filter of a calendar-query (RFC 4791 9.7) into the few questions the server
 * answers: which component, in which time range, and whether completed to-dos are wanted.
 */
export function readCalendarFilter(filter: DavElement | undefined): CalendarFilter {
  if (!filter) throw new DavXmlError("calendar-query needs a CALDAV:filter");
  const top = findChildren(filter, CALDAV, "comp-filter");
  const calendar = top[0];
  if (top.length !== 1 || !calendar || calendar.attrs.name?.toUpperCase() !== "VCALENDAR") {
    throw new DavXmlError("The filter must hold one comp-filter named VCALENDAR");
  }
  const component = findChild(calendar, CALDAV, "comp-filter");
  if (!component) return { component: null, timeRange: null, completed: null };
  const name = component.attrs.name?.toUpperCase();
  const timeRange = findChild(component, CALDAV, "time-range");
  return {
    component: name === "VTODO" || name === "VEVENT" ? name : "other",
    timeRange: timeRange ? readTimeRange(timeRange) : null,
    completed: readCompleted(component),
  };
}

function readTimeRange(element: DavElement): TimeRange {
  const start = element.attrs.start ?? null;
  const end = element.attrs.end ?? null;
  if (start === null && end === null) throw new DavXmlError("A time-range needs a start or an end");
  for (const value of [start, end]) {
    if (value !== null && !UTC_DATE_TIME.test(value)) {
      throw new DavXmlError(`A time-range must be in UTC ("20260101T000000Z"), not "${value}"`);
    }
  }
  return { start, end };
}

function readCompleted(component: DavElement): CalendarFilter["completed"] {
  for (const propFilter of findChildren(component, CALDAV, "prop-filter")) {
    const property = propFilter.attrs.name?.toUpperCase();
    if (property === "COMPLETED") {
      return findChild(propFilter, CALDAV, "is-not-defined") ? "excluded" : "only";
    }
    const textMatch = findChild(propFilter, CALDAV, "text-match");
    if (property === "STATUS" && textMatch && ownText(textMatch).toUpperCase() === "COMPLETED") {
      return textMatch.attrs["negate-condition"] === "yes" ? "excluded" : "only";
    }
  }
  return null;
}
