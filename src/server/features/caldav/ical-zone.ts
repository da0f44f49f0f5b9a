import ICAL from "ical.js";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { instantOfWall } from "../../../shared/zoned-time.ts";

/**
 * Time zones as clients name them in a TZID, and the instant a DUE/COMPLETED/… value means. Zone
 * arithmetic is the Intl one Poriadok uses everywhere (shared/zoned-time.ts); a VTIMEZONE the client
 * sent is only consulted for a TZID no IANA name can be found for (Outlook's own names).
 */

/** Outlook/Exchange (Windows) zone names clients pass through, to the IANA zone CLDR maps them to. */
const WINDOWS_ZONES: Record<string, string> = {
  "Central Europe Standard Time": "Europe/Budapest",
  "Central European Standard Time": "Europe/Warsaw",
  "W. Europe Standard Time": "Europe/Berlin",
  "Romance Standard Time": "Europe/Paris",
  "GMT Standard Time": "Europe/London",
  "Greenwich Standard Time": "Atlantic/Reykjavik",
  "E. Europe Standard Time": "Europe/Chisinau",
  "FLE Standard Time": "Europe/Kiev",
  "GTB Standard Time": "Europe/Bucharest",
  "Russian Standard Time": "Europe/Moscow",
  "Eastern Standard Time": "America/New_York",
  "Central Standard Time": "America/Chicago",
  "Mountain Standard Time": "America/Denver",
  "US Mountain Standard Time": "America/Phoenix",
  "Pacific Standard Time": "America/Los_Angeles",
  "Alaskan Standard Time": "America/Anchorage",
  "Hawaiian Standard Time": "Pacific/Honolulu",
  "Atlantic Standard Time": "America/Halifax",
  "China Standard Time": "Asia/Shanghai",
  "Tokyo Standard Time": "Asia/Tokyo",
  "India Standard Time": "Asia/Calcutta",
  "AUS Eastern Standard Time": "Australia/Sydney",
  "New Zealand Standard Time": "Pacific/Auckland",
  UTC: "UTC",
};

const validZones = new Map<string, boolean>();

/** Whether Intl knows the name as a zone (an unknown name makes DateTimeFormat throw: that is the answer, not an error). */
export function isIanaZone(name: string): boolean {
  let known = validZones.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: name });
      known = /^[A-Za-z_+-]+(\/[A-Za-z0-9_+-]+)*$/.test(name);
    } catch {
      known = false;
    }
    validZones.set(name, known);
  }
  return known;
}

/**
 * The IANA zone a TZID stands for: itself, an Outlook name mapped, or the Area/City at the end of the
 * prefixed names older Thunderbird ("/mozilla.org/20050126_1/Europe/Bratislava") and Evolution
 * ("/freeassociation.sourceforge.net/Tzfile/Europe/Bratislava") write; null when none fits.
 */
export function ianaZoneOf(tzid: string): string | null {
  const name = tzid.trim().replace(/^"|"$/g, "");
  if (WINDOWS_ZONES[name]) return WINDOWS_ZONES[name];
  if (isIanaZone(name)) return name;
  const segments = name.split("/");
  for (const count of [3, 2]) {
    const tail = segments.slice(-count).join("/");
    if (segments.length > count && isIanaZone(tail)) return tail;
  }
  return null;
}

/** The VTIMEZONE component to send with a time in `zone`, under that name; null when the library has none. */
export function vtimezoneFor(zone: string): ICAL.Component | null {
  if (!isIanaZone(zone)) return null;
  const answer = tzlib_get_ical_block(zone);
  if (!Array.isArray(answer) || typeof answer[0] !== "string" || answer[0] === "") return null;
  // The library files links (Europe/Bratislava) under their target (Europe/Prague), whose rules they share.
  const block = answer[0]
    .replace(/^TZID:.*$/m, `TZID:${zone}`)
    .replace(/^X-LIC-LOCATION:.*$/m, `X-LIC-LOCATION:${zone}`);
  return ICAL.Component.fromString(block);
}

/** Where a floating or zoned time is to be placed: an IANA name, or the client's own VTIMEZONE. */
export type ZoneResolver = (tzid: string | null) => { zone: string | null; vtimezone: ICAL.Timezone | null };

/** A resolver for one VCALENDAR: IANA names first, then the VTIMEZONEs it carries under that TZID. */
export function zoneResolver(calendar: ICAL.Component): ZoneResolver {
  const sent = new Map<string, ICAL.Component>();
  for (const component of calendar.getAllSubcomponents("vtimezone")) {
    const tzid = component.getFirstPropertyValue("tzid");
    if (typeof tzid === "string") sent.set(tzid, component);
  }
  return (tzid) => {
    if (tzid === null) return { zone: null, vtimezone: null };
    const zone = ianaZoneOf(tzid);
    if (zone) return { zone, vtimezone: null };
    const component = sent.get(tzid);
    return { zone: null, vtimezone: component ? new ICAL.Timezone({ component, tzid }) : null };
  };
}

/**
 * The instant (ms) an iCalendar time means: UTC as is; with a zone by that zone's wall clock; floating
 * (or a zone nobody knows) as the wall clock in `fallbackZone`.
 */
export function instantOf(time: ICAL.Time, tzid: string | null, resolve: ZoneResolver, fallbackZone: string): number {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  if (time.zone?.tzid === "UTC") return wall;
  const { zone, vtimezone } = resolve(tzid);
  if (zone) return instantOfWall(wall, zone);
  if (vtimezone) {
    const zoned = time.clone();
    zoned.zone = vtimezone;
    return zoned.toUnixTime() * 1000;
  }
  return instantOfWall(wall, fallbackZone);
}
