import { repeatRuleProblem } from "../../../shared/schemas/recurrence.ts";

export type Frequency = "DAILY" | "WEEKLY" | "MONTHLY" | "YEARLY";
/** One BYDAY entry: weekday 0 = Monday … 6 = Sunday; `ordinal` ±1–53 ("2MO", "-1FR"), or null ("MO"). */
export type WeekdayEntry = { weekday: number; ordinal: number | null };

/**
 * A repeat rule as the evaluator reads it: exactly the subset shared/schemas/recurrence.ts lets
 * through (no COUNT, nothing finer than a day). Lists are as written; the defaults RFC 5545 takes
 * from the task's date (rule-days.ts) are not filled in here.
 */
export type RepeatRule = {
  frequency: Frequency;
  interval: number;
  byDay: WeekdayEntry[];
  byMonthDay: number[];
  byMonth: number[];
  bySetPos: number[];
  /** WKST as a weekday (0 = Monday, the default). */
  weekStart: number;
  /** UNTIL as a wall clock written as UTC (ms), as task dates are read; null without one. */
  until: number | null;
};

export const WEEKDAY_CODES = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
const UNTIL = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/;

/** The rule in a canonical spelling (RepeatRuleSchema's output), or null when it is not one we accept. */
export function parseRepeatRule(text: string): RepeatRule | null {
  if (repeatRuleProblem(text) !== null) return null;
  const parts = new Map(text.split(";").map((part) => part.split("=") as [string, string]));
  const numbers = (key: string) => (parts.get(key)?.split(",") ?? []).map(Number);
  return {
    frequency: parts.get("FREQ") as Frequency,
    interval: Number(parts.get("INTERVAL") ?? "1"),
    byDay: (parts.get("BYDAY")?.split(",") ?? []).map(weekdayEntry),
    byMonthDay: numbers("BYMONTHDAY"),
    byMonth: numbers("BYMONTH"),
    bySetPos: numbers("BYSETPOS"),
    weekStart: WEEKDAY_CODES.indexOf((parts.get("WKST") ?? "MO") as (typeof WEEKDAY_CODES)[number]),
    until: untilOf(parts.get("UNTIL")),
  };
}

function weekdayEntry(text: string): WeekdayEntry {
  const code = text.slice(-2) as (typeof WEEKDAY_CODES)[number];
  const ordinal = text.length > 2 ? Number(text.slice(0, -2)) : null;
  return { weekday: WEEKDAY_CODES.indexOf(code), ordinal };
}

/** 20261125 → 2026-11-25T00:00 and 20261125T100000Z → 10:00, both as wall clocks (rrule read them so). */
function untilOf(text: string | undefined): number | null {
  const match = text ? UNTIL.exec(text) : null;
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const until = new Date(0);
  until.setUTCFullYear(year ?? 0, (month ?? 1) - 1, day);
  until.setUTCHours(hour ?? 0, minute, second);
  return until.getTime();
}
