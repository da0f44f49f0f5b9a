/**
 * Wall clock ↔ instant in a time zone, with Intl only (no time-zone library on the server or in quick
 * add's parser, which both use it). A zone is an IANA name ("Europe/Bratislava"), whose offset follows
 * DST, or a fixed offset ("+01:00") for a series made without a zone (an import, an API client that sent none).
 */
const FIXED_OFFSET = /^([+-])(\d{2}):(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone is ahead of UTC at an instant (+60 in Bratislava's winter, +120 in summer). */
export function offsetMinutesAt(instant: number, zone: string): number {
  const fixed = FIXED_OFFSET.exec(zone);
  if (fixed) return (fixed[1] === "-" ? -1 : 1) * (Number(fixed[2]) * 60 + Number(fixed[3]));
  const parts = formatterFor(zone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour") % 24,
    part("minute"),
    part("second"),
  );
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The instant a wall clock (given as if it were UTC) shows in the zone; a time skipped by DST moves on. */
export function instantOfWall(wall: number, zone: string): number {
  const guess = wall - offsetMinutesAt(wall, zone) * 60_000;
  return wall - offsetMinutesAt(guess, zone) * 60_000;
}

/** yyyy-MM-ddTHH:mm:ss±HH:MM: the instant as the zone's wall clock with its offset then. */
export function formatInZone(instant: number, zone: string): string {
  const offset = offsetMinutesAt(instant, zone);
  const wall = new Date(instant + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  return `${wall}${sign}${hours}:${minutes}`;
}

/** The offset written in an ISO date-time ("+02:00", "Z" as "+00:00"), or null for a plain day. */
export function offsetOf(dateTime: string): string | null {
  if (dateTime.length <= 10) return null;
  if (dateTime.endsWith("Z") || dateTime.endsWith("z")) return "+00:00";
  return /[+-]\d{2}:\d{2}$/.exec(dateTime)?.[0] ?? null;
}

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}
