import type { TFunction } from "i18next";
import { ruleParts, WEEKDAYS } from "./repeat-choice";

/**
 * A repeat rule in plain words, in the page's language ("every Monday and Thursday", "každý pondelok
 * a štvrtok"). Only the presets' forms are worded (rrule's toText is English only, and the package
 * stays out of the browser); any other rule gets a clear generic text. Texts: recurrence.json → describe.
 */
export function describeRepeat(rule: string, t: TFunction, locale: string): string {
  const parts = ruleParts(rule);
  const frequency = parts.get("FREQ");
  const interval = Number(parts.get("INTERVAL") ?? "1");
  const extra = [...parts.keys()].filter((key) => !["FREQ", "INTERVAL"].includes(key)).join(",");
  const days = (parts.get("BYDAY") ?? "").split(",");
  const isPlainWeekdays = days.every((day) => (WEEKDAYS as readonly string[]).includes(day));
  if (frequency === "DAILY" && extra === "") return t("describe.daily", { count: interval });
  if (frequency === "WEEKLY" && extra === "BYDAY" && isPlainWeekdays) {
    if (interval === 1) return everyWeekday(days, t, locale);
    return t("describe.weeks", { count: interval, days: onWeekdays(days, t, locale) });
  }
  const monthDay = Number(parts.get("BYMONTHDAY"));
  if (frequency === "MONTHLY" && extra === "BYMONTHDAY" && interval === 1) {
    if (monthDay === -1) return t("describe.monthlyLast");
    if (monthDay > 0) return t("describe.monthly", { day: ordinal(monthDay, t, locale) });
  }
  const month = Number(parts.get("BYMONTH"));
  // 2000 is a leap year: 29 February is worded, 30 February (which never comes) is a custom rule.
  const date = new Date(Date.UTC(2000, month - 1, monthDay));
  const isRealDay = date.getUTCMonth() === month - 1;
  if (frequency === "YEARLY" && extra === "BYMONTH,BYMONTHDAY" && interval === 1 && monthDay > 0 && isRealDay) {
    const dayAndMonth = new Intl.DateTimeFormat(t("describe.dateLocale"), {
      day: "numeric",
      month: "long",
      timeZone: "UTC",
    }).format(date);
    return t("describe.yearly", { date: dayAndMonth });
  }
  return t("describe.custom");
}

const list = (words: string[], locale: string) =>
  new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(words);

/** "every Monday and Thursday"; Slovak agrees každý/každú with each day and says it once when it can. */
function everyWeekday(days: string[], t: TFunction, locale: string): string {
  const every = days.map((day) => t(`describe.every.${day}`));
  const names = days.map((day) => t(`describe.day.${day}`));
  const isOneForm = every.every((word) => word === every[0]);
  return isOneForm
    ? `${every[0]} ${list(names, locale)}`
    : list(
        every.map((word, i) => `${word} ${names[i]}`),
        locale,
      );
}

/** "on Friday", "v piatok", "vo štvrtok a piatok": the preposition before the first day. */
function onWeekdays(days: string[], t: TFunction, locale: string): string {
  const [first = "MO", ...rest] = days;
  return list([t(`describe.on.${first}`), ...rest.map((day) => t(`describe.day.${day}`))], locale);
}

/** 15th / 15.: English ordinals by Intl's ordinal plural rules, the others by their texts. */
function ordinal(day: number, t: TFunction, locale: string): string {
  const rule = new Intl.PluralRules(locale, { type: "ordinal" }).select(day);
  return t(`describe.ordinal.${rule}`, { day, defaultValue: t("describe.ordinal.other", { day }) });
}
