/**
 * A Todoist DATE cell as one of our task dates (shared/schemas/note.ts NoteDateSchema): a plain day
 * (2026-11-21) or a date-time with its offset (2026-11-21T14:30:00+01:00). Todoist writes the date
 * as its user typed it (DATE_LANG), so a cell may be "2026-11-21", "2026-11-21 14:30", an ISO
 * date-time, or words such as "every monday" or "4 Jan" that no fixed rule reads right in every
 * language. Only the first kinds become a date; for the rest the caller keeps the text.
 */
export type TodoistDate = { date: string | null; isRead: boolean };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

export function readTodoistDate(cell: string, timeZone: string): TodoistDate {
  const text = cell.trim();
  if (text === "") return { date: null, isRead: true };
  const day = DAY.exec(text);
  if (day) return isRealDay(day[1], day[2], day[3]) ? { date: text, isRead: true } : unread();
  const moment = DATE_TIME.exec(text);
  if (!moment) return unread();
  const [, year, month, dayOfMonth, hour = "", minute = "", second = "00", offset] = moment;
  if (!isRealDay(year, month, dayOfMonth) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59)
    return unread();
  const wallClock = `${year}-${month}-${dayOfMonth}T${hour}:${minute}:${second}`;
  const knownOffset = offset ? normaliseOffset(offset) : offsetOfZone(wallClock, timeZone);
  // A time without a zone we know would land hours off: keep the text, so nothing is guessed.
  return knownOffset === null ? unread() : { date: `${wallClock}${knownOffset}`, isRead: true };
}

function unread(): TodoistDate {
  return { date: null, isRead: false };
}

function isRealDay(year = "", month = "", day = ""): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1;
}

function normaliseOffset(offset: string): string {
  if (offset.toUpperCase() === "Z") return "+00:00";
  const digits = offset.replace(":", "");
  return `${digits.slice(0, 3)}:${digits.slice(3)}`;
}

/** The offset the IANA zone (Todoist's TIMEZONE column) has at that wall-clock time, or null. */
function offsetOfZone(wallClock: string, timeZone: string): string | null {
  if (timeZone === "") return null;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
  } catch {
    return null; // not a zone this runtime knows (a RangeError): the time stays as text
  }
  const asUtc = Date.parse(`${wallClock}Z`);
  // The offset at the guessed instant, then once more at the corrected one (a change of offset
  // between the two, around a DST switch, settles on the second).
  const first = offsetMinutes(format, asUtc);
  const minutes = offsetMinutes(format, asUtc - first * 60_000);
  const sign = minutes < 0 ? "-" : "+";
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

function offsetMinutes(format: Intl.DateTimeFormat, instant: number): number {
  const name = format.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0; // "GMT" alone is UTC
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}
