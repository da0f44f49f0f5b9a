import { tzlib_get_ical_block } from "timezones-ical-library";
import { offsetMinutesAt } from "../../../../shared/zoned-time.ts";

const FIXED_OFFSET = /^([+-])(\d{2}):(\d{2})$/;
/** IANA's fixed-offset zones: Etc/GMT-14 … Etc/GMT+12, their sign the other way round (POSIX). */
const ETC_HOURS_EAST = { min: -12, max: 14 };

/** The VTIMEZONE the library has for an IANA zone, under the name asked for (it files links such as
 * Europe/Bratislava under their target, Europe/Prague, whose rules they share); null when unknown. */
export function vtimezoneBlock(zone: string): string | null {
  const answer = tzlib_get_ical_block(zone);
  if (!Array.isArray(answer) || typeof answer[0] !== "string") return null;
  return answer[0].replace(/^TZID:.*$/m, `TZID:${zone}`).replace(/^X-LIC-LOCATION:.*$/m, `X-LIC-LOCATION:${zone}`);
}

/**
 * The IANA zone a repeating series' events are written in (DTSTART;TZID=… with its VTIMEZONE), so a
 * calendar app expands the rule on the series' wall clock and DST keeps the time (18:00 stays 18:00
 * in summer). `zone` is the series' zone: an IANA name, or a fixed offset ("+05:00") for a series
 * made without one, written as IANA's Etc/GMT-5. A zone the VTIMEZONE library does not know is
 * taken as its offset at `instant`. Null when no zone fits (an offset such as +05:30 has no Etc
 * zone): the caller then writes UTC.
 */
export function eventZone(zone: string, instant: number): string | null {
  const fixed = FIXED_OFFSET.test(zone);
  if (!fixed && vtimezoneBlock(zone) !== null) return zone;
  const minutes = offsetMinutesAt(instant, zone);
  if (minutes === 0) return null;
  const hours = minutes / 60;
  if (!Number.isInteger(hours) || hours < ETC_HOURS_EAST.min || hours > ETC_HOURS_EAST.max) return null;
  const etc = `Etc/GMT${hours > 0 ? "-" : "+"}${Math.abs(hours)}`;
  return vtimezoneBlock(etc) === null ? null : etc;
}
