import { addDays, type CalendarDate, isoDate } from "./calendar-date.ts";
import { foldSlovak } from "./chrono-sk/words.ts";
import { type FoundWhen, findWhen } from "./find-when.ts";
import { type KnownList, lineKind, type QuickAddKind, splitItems } from "./line-kind.ts";
import { findRepeat, firstOccurrence } from "./repeat.ts";
import { offsetMinutesAt, wallClockAt } from "./wall-clock.ts";

export type { KnownList, QuickAddKind };

/** A recognised part of the line, for the chips that show it and take it back. */
export type QuickAddPart = {
  type: "kind" | "list" | "date" | "time" | "repeat" | "tag";
  text: string;
  start: number;
  end: number;
};

/** What a line would create (issue 28's POST /api/quick-add/parse answer, with the parts). */
export type QuickAddParse = {
  kind: QuickAddKind;
  title: string;
  /** yyyy-MM-dd, on a task only. */
  date: string | null;
  /** HH:mm, on a task with a date only. */
  time: string | null;
  /** An RRULE body (recurrence.ts), on a task only; its date is then its first occurrence. */
  repeat: string | null;
  tags: string[];
  items: string[];
  /** The existing shopping list the line adds to. */
  list: string | null;
  parts: QuickAddPart[];
};

export type QuickAddOptions = {
  language: "en" | "sk";
  /** The person's IANA time zone: "today" and "at 17:00" are theirs. */
  timeZone: string;
  now: Date;
  /** The person's tags, so "#praca" becomes their "Práca". */
  tags?: readonly string[];
  /** The person's shopping lists, so "milk to Lidl" adds to the list named Lidl. */
  lists?: readonly KnownList[];
  /** Texts of parts the person took back: they stay in the title. */
  keep?: readonly string[];
};

const TAG = /(^|\s)#([\p{L}\p{N}_-]+)/gu;
/** Words left before a date that only introduced it ("by Friday", "do piatku"). */
const LEAD_IN = {
  en: /\b(?:by|due|until|before|on|at)\s*$/i,
  sk: /(?:^|\s)(?:do|pred|najneskôr|najneskor|dňa|dna)\s*$/iu,
};

/** Turns one typed line into what quick add creates; never throws, whatever the text. */
export function parseQuickAdd(text: string, options: QuickAddOptions): QuickAddParse {
  const kept = new Set((options.keep ?? []).map((part) => foldSlovak(part.trim())));
  const parts: QuickAddPart[] = [];
  let masked = text;
  const take = (type: QuickAddPart["type"], start: number, end: number) => {
    parts.push({ type, text: text.slice(start, end), start, end });
    masked = masked.slice(0, start) + " ".repeat(end - start) + masked.slice(end);
  };

  const now = wallClockAt(options.now, options.timeZone);
  const kind = lineKind(text, options.lists ?? [], kept);
  if (kind.marker) take("kind", kind.marker.start, kind.marker.end);
  if (kind.list) take("list", kind.list.start, kind.list.end);
  const tags = kind.kind === "shopping" ? [] : takeTags(text, options.tags ?? [], kept, take);

  let repeat: string | null = null;
  let date: CalendarDate | null = null;
  let time: number | null = null;
  if (kind.kind === "tasks") {
    const found = findRepeat(masked, options.language);
    if (found && !kept.has(foldSlovak(text.slice(found.start, found.end)))) {
      repeat = found.rule;
      take("repeat", found.start, found.end);
    }
    ({ date, time } = takeWhen(masked, { ...options, today: now.date }, kept, take));
  }

  // A time alone is today's if still ahead, else tomorrow's; a repeat alone starts at its first day.
  const firstDay = time !== null && time <= now.minuteOfDay ? addDays(now.date, 1) : now.date;
  if (date === null && repeat !== null) date = firstOccurrence(repeat, firstDay);
  if (date === null && time !== null) date = firstDay;

  const rest = tidy(masked);
  const defaultList = options.language === "sk" ? "Nákup" : "Shopping";
  return {
    kind: kind.kind,
    title: kind.kind === "shopping" ? (kind.list?.title ?? defaultList) : rest,
    date: date ? isoDate(date) : null,
    time: time === null || date === null ? null : clock(time),
    repeat,
    tags,
    items: kind.kind === "shopping" ? splitItems(rest, options.language) : [],
    list: kind.list?.id ?? null,
    parts: parts.sort((a, b) => a.start - b.start),
  };
}

type Take = (type: QuickAddPart["type"], start: number, end: number) => void;

function takeTags(text: string, known: readonly string[], kept: ReadonlySet<string>, take: Take): string[] {
  const tags: string[] = [];
  for (const match of text.matchAll(TAG)) {
    const name = match[2] ?? "";
    const start = (match.index ?? 0) + (match[1]?.length ?? 0);
    if (kept.has(foldSlovak(`#${name}`))) continue;
    const existing = known.find((tag) => foldSlovak(tag) === foldSlovak(name)) ?? name;
    if (!tags.some((tag) => foldSlovak(tag) === foldSlovak(existing))) tags.push(existing);
    take("tag", start, start + name.length + 1);
  }
  return tags;
}

/** The first date and the first time in the line (one expression may give both: "zajtra o 17:00"). */
function takeWhen(
  masked: string,
  options: QuickAddOptions & { today: CalendarDate },
  kept: ReadonlySet<string>,
  take: Take,
) {
  const reference = {
    now: options.now,
    offsetMinutes: offsetMinutesAt(options.now.getTime(), options.timeZone),
    today: options.today,
  };
  const found = findWhen(masked, options.language, reference, kept);
  const withDate = found.find((when) => when.date !== null);
  const withTime = found.find((when) => when.time !== null);
  for (const when of new Set([withDate, withTime]))
    if (when) take(when.date ? "date" : "time", ...span(masked, when, options.language));
  return { date: withDate?.date ?? null, time: withTime?.time ?? null };
}

/** A date's words with the word that introduced it ("by Friday" is all taken, not "by" left). */
function span(masked: string, when: FoundWhen, language: "en" | "sk"): [number, number] {
  const leadIn = masked.slice(0, when.start).match(LEAD_IN[language]);
  return [leadIn ? when.start - leadIn[0].trimStart().length : when.start, when.end];
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** What is left of the line once its parts are taken: single spaces, no stray separators at its ends. */
function tidy(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:!?])/g, "$1")
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, "")
    .trim();
}

/**
 * What keeps a line from being added, as a validation.* key (errors.json), or null: a line that says
 * only when ("zajtra o 9"), or a shopping line with no items ("Buy"). The web's field and the server's
 * POST /api/quick-add refuse the same lines with the same words.
 */
export function quickAddProblem(line: QuickAddParse): string | null {
  if (line.kind === "shopping") return line.items.length === 0 ? "validation.quickAddNoItems" : null;
  return line.title.trim() === "" ? "validation.quickAddNoTitle" : null;
}
