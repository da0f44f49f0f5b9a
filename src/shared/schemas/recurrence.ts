import { z } from "zod";

/**
 * A task's repeat: an RFC 5545 RRULE body ("FREQ=WEEKLY;BYDAY=MO,TH"), checked here by its form only,
 * so the web form and the server refuse the same texts. The server evaluates exactly the subset these
 * parts allow with its own bounded walk (server/features/recurrence/rule-walk.ts: at most 4,026 days
 * examined, whatever the rule), so whatever passes here is judged within a fixed budget of work:
 * a part added here needs the walk to learn it first. That walk also refuses a rule with no date
 * within ten years. Messages are translation keys under validation.*, worded in the recurrence namespace.
 */
export const REPEAT_RULE_MAX = 200;
/** The most a rule may skip: every 99 days, weeks, months or years is far enough for a to-do list. */
export const REPEAT_INTERVAL_MAX = 99;

const FREQUENCIES = new Set(["DAILY", "WEEKLY", "MONTHLY", "YEARLY"]);
/** Finer than a day: a to-do list does not need tasks every hour, and they would flood the list. */
const TOO_OFTEN = new Set(["HOURLY", "MINUTELY", "SECONDLY", "BYHOUR", "BYMINUTE", "BYSECOND"]);
const WEEKDAY = /^([+-]?([1-9]|[1-4][0-9]|5[0-3]))?(MO|TU|WE|TH|FR|SA|SU)$/;

type PartCheck = (value: string) => boolean;
const intIn = (low: number, high: number) => (value: string) =>
  /^[+-]?\d{1,3}$/.test(value) && Number(value) >= low && Number(value) <= high && Number(value) !== 0;
const listOf = (check: PartCheck) => (value: string) => value.split(",").every(check);

/** The parts a rule may have and what each may hold; COUNT is left out (see docs/decisions/019). */
const PARTS: Record<string, PartCheck> = {
  FREQ: (value) => FREQUENCIES.has(value),
  INTERVAL: intIn(1, REPEAT_INTERVAL_MAX),
  BYDAY: listOf((value) => WEEKDAY.test(value)),
  BYMONTHDAY: listOf(intIn(-31, 31)),
  BYMONTH: listOf(intIn(1, 12)),
  BYSETPOS: listOf(intIn(-366, 366)),
  WKST: (value) => /^(MO|TU|WE|TH|FR|SA|SU)$/.test(value),
  UNTIL: (value) => /^\d{8}(T\d{6}Z?)?$/.test(value),
};

/** The problem with a rule's text, as a validation.* key, or null when its form is fine. */
export function repeatRuleProblem(rule: string): string | null {
  const parts = rule.split(";");
  const seen = new Set<string>();
  for (const part of parts) {
    const [key = "", value = "", ...rest] = part.split("=");
    if (TOO_OFTEN.has(key) || TOO_OFTEN.has(value)) return "validation.repeatTooOften";
    if (key === "COUNT") return "validation.repeatCount";
    const check = PARTS[key];
    if (!check || rest.length > 0 || seen.has(key) || !check(value)) return "validation.repeatRule";
    seen.add(key);
  }
  return seen.has("FREQ") ? null : "validation.repeatRule";
}

/** A rule as sent (an "RRULE:" prefix, spaces and lower case allowed), kept in one canonical spelling. */
export const RepeatRuleSchema = z
  .string({ error: "validation.repeatRule" })
  .max(REPEAT_RULE_MAX, "validation.repeatRule")
  .transform((text, ctx) => {
    const rule = text
      .replace(/\s+/g, "")
      .toUpperCase()
      .replace(/^RRULE:/, "");
    const problem = repeatRuleProblem(rule);
    if (problem === null) return rule;
    ctx.addIssue({ code: "custom", message: problem });
    return z.NEVER;
  });

/** Which occurrences an edit of a repeating task changes: only this one, or this one and the series. */
export const RepeatEditScopeSchema = z.enum(["this", "future"]);
export type RepeatEditScope = z.infer<typeof RepeatEditScopeSchema>;

type RepeatShape = { category: string; date: unknown; repeat?: unknown };

/** A repeat belongs to a task with a date: the next occurrence is counted from it. */
export function checkRepeatShape(note: RepeatShape, ctx: z.RefinementCtx): void {
  if (note.repeat == null) return;
  if (note.category !== "tasks")
    ctx.addIssue({ code: "custom", path: ["repeat"], message: "validation.repeatOnlyTasks" });
  else if (note.date == null) ctx.addIssue({ code: "custom", path: ["repeat"], message: "validation.repeatNeedsDate" });
}
