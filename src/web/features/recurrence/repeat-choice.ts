/**
 * The repeat field's presets and the RRULE each writes (RFC 5545, checked by shared/schemas/recurrence.ts).
 * "weekly" is every N weeks on chosen weekdays (N = 1: on chosen weekdays); monthly and yearly take
 * the day (and month) from the task's date; anything else is a custom rule, kept as typed.
 */
export type RepeatKind = "none" | "daily" | "weekly" | "monthly" | "yearly" | "custom";
export type RepeatChoice = { kind: RepeatKind; weekdays: string[]; interval: number; custom: string };

export const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;

/** The weekday code of a yyyy-MM-dd day. */
export function weekdayOf(day: string): string {
  const index = new Date(`${day}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(index + 6) % 7] ?? "MO";
}

/** The rule's parts as a map (FREQ → WEEKLY …); keys upper case. */
export function ruleParts(rule: string): Map<string, string> {
  return new Map(
    rule
      .toUpperCase()
      .replace(/^RRULE:/, "")
      .split(";")
      .map((part) => part.split("=") as [string, string]),
  );
}

export function choiceFromRule(rule: string | null): RepeatChoice {
  const none: RepeatChoice = { kind: "none", weekdays: [], interval: 1, custom: "" };
  if (!rule) return none;
  const parts = ruleParts(rule);
  const keys = [...parts.keys()].filter((key) => key !== "FREQ" && key !== "INTERVAL").join(",");
  const interval = Number(parts.get("INTERVAL") ?? "1");
  const frequency = parts.get("FREQ");
  const custom = { ...none, kind: "custom" as const, custom: rule };
  if (frequency === "DAILY" && keys === "" && interval === 1) return { ...none, kind: "daily" };
  if (frequency === "WEEKLY" && keys === "BYDAY") {
    const weekdays = (parts.get("BYDAY") ?? "").split(",");
    return weekdays.every((day) => (WEEKDAYS as readonly string[]).includes(day))
      ? { ...none, kind: "weekly", weekdays, interval }
      : custom;
  }
  if (frequency === "MONTHLY" && keys === "BYMONTHDAY" && interval === 1) return { ...none, kind: "monthly" };
  if (frequency === "YEARLY" && keys === "BYMONTH,BYMONTHDAY" && interval === 1) return { ...none, kind: "yearly" };
  return custom;
}

/** The rule for a choice and the task's day (yyyy-MM-dd); null for "does not repeat". */
export function ruleFromChoice(choice: RepeatChoice, day: string): string | null {
  const [, month, date] = day.split("-").map(Number);
  switch (choice.kind) {
    case "none":
      return null;
    case "daily":
      return "FREQ=DAILY";
    case "weekly": {
      const days = WEEKDAYS.filter((code) => choice.weekdays.includes(code));
      const byDay = (days.length > 0 ? days : [weekdayOf(day)]).join(",");
      return choice.interval > 1
        ? `FREQ=WEEKLY;INTERVAL=${choice.interval};BYDAY=${byDay}`
        : `FREQ=WEEKLY;BYDAY=${byDay}`;
    }
    case "monthly":
      return `FREQ=MONTHLY;BYMONTHDAY=${date}`;
    case "yearly":
      return `FREQ=YEARLY;BYMONTH=${month};BYMONTHDAY=${date}`;
    case "custom":
      return choice.custom.trim();
  }
}
