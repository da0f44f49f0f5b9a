type DateWords = typeof import("./todoist-date-words.ts");

/**
 * A Todoist DATE cell as one of our task dates (shared/schemas/note.ts NoteDateSchema): a plain day
 * (2026-11-21) or a date-time with its offset (2026-11-21T14:30:00+01:00), and a repeat (an RRULE
 * body, recurrence.ts) when the cell says one. A cell may be ISO ("2026-11-21", "2026-11-21 14:30",
 * an ISO date-time) or words as real exports write them ("2 Jan 2026 09:35", "Jan 2", "ev sun",
 * "every 2 weeks": todoist-date-words.ts, with its rule for a date without a year). A time is the
 * TIMEZONE's wall clock, written with that zone's offset on that day; a time in a row without a zone
 * we know, and words no rule reads, are not read: the caller keeps the text and names the task.
 */
export type TodoistDate = { date: string | null; repeat: string | null; isRead: boolean };
export type TodoistDateContext = { language?: string; now?: Date };

let dateWords: DateWords | null = null;

/**
 * Loads the reader of dates in words (quick add's parser: chrono-node and its rules, megabytes of
 * heap) once, when a Todoist file is read — not in every import worker that starts, whose heap is small.
 */
export async function loadDateWords(): Promise<void> {
  dateWords ??= await import("./todoist-date-words.ts");
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

export function readTodoistDate(cell: string, timeZone: string, context: TodoistDateContext = {}): TodoistDate {
  const text = cell.trim();
  if (text === "") return { date: null, repeat: null, isRead: true };
  const day = DAY.exec(text);
  if (day) return isRealDay(day[1], day[2], day[3]) ? read(text) : unread();
  const moment = DATE_TIME.exec(text);
  if (!moment) return readWords(text, timeZone, context);
  const [, year, month, dayOfMonth, hour = "", minute = "", second = "00", offset] = moment;
  if (!isRealDay(year, month, dayOfMonth) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59)
    return unread();
  const wallClock = `${year}-${month}-${dayOfMonth}T${hour}:${minute}:${second}`;
  const knownOffset = offset ? normaliseOffset(offset) : offsetOfZone(wallClock, timeZone);
  // A time without a zone we know would land hours off: keep the text, so nothing is guessed.
  return knownOffset === null ? unread() : read(`${wallClock}${knownOffset}`);
}

function readWords(text: string, timeZone: string, { language = "en", now = new Date() }: TodoistDateContext) {
  const referenceZone = offsetOfZone("2000-01-01T00:00:00", timeZone) === null ? "UTC" : timeZone;
  if (!dateWords) throw new Error("loadDateWords() first");
  const words = dateWords.readDateWords(text, language, referenceZone, now);
  if (!words) return unread();
  const day = `${words.day.year}-${pad(words.day.month)}-${pad(words.day.day)}`;
  if (words.minuteOfDay === null) return read(day, words.repeat);
  const wallClock = `${day}T${pad(Math.floor(words.minuteOfDay / 60))}:${pad(words.minuteOfDay % 60)}:00`;
  const offset = offsetOfZone(wallClock, timeZone);
  return offset === null ? unread() : read(`${wallClock}${offset}`, words.repeat);
}

function read(date: string, repeat: string | null = null): TodoistDate {
  return { date, repeat, isRead: true };
}

function unread(): TodoistDate {
  return { date: null, repeat: null, isRead: false };
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
