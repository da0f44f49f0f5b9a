import { PLANNER_HOURS_STEP, PLANNER_MAX_HOURS, PLANNER_MIN_HOURS } from "@shared/constants";

/**
 * What a day's field holds, read the spec's way (§5): a number is checked against 0–24 in steps of
 * 0.5; anything that is not a number (also an empty field) counts as 0.
 */
export type HoursEntry =
  | { status: "valid"; hours: number; isNumber: boolean }
  | { status: "outOfRange"; hours: number }
  | { status: "offStep"; hours: number };

/** The message key (errors.json) for a refused entry. */
export const REFUSAL_KEYS = { outOfRange: "validation.hoursRange", offStep: "validation.hoursStep" } as const;

/** Digits with at most one decimal separator, "." or "," (Slovak writes 7,5), and an optional sign. */
const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

export function parseHours(text: string): HoursEntry {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return { status: "valid", hours: 0, isNumber: false };
  const hours = Number(trimmed.replace(",", "."));
  if (hours < PLANNER_MIN_HOURS || hours > PLANNER_MAX_HOURS) return { status: "outOfRange", hours };
  if (!Number.isInteger(hours / PLANNER_HOURS_STEP)) return { status: "offStep", hours };
  // -0 and +0 are plain 0.
  return { status: "valid", hours: hours === 0 ? 0 : hours, isNumber: true };
}

/** The week's total, kept to one decimal place (values are halves, so the sum is exact anyway). */
export function weekTotal(hours: readonly number[]): number {
  return Math.round(hours.reduce((sum, value) => sum + value, 0) * 10) / 10;
}

/** The average per day: the weekly total divided by 7 (spec §9), days without hours included. */
export function dailyAverage(total: number): number {
  return total / 7;
}

/** The week's figures: one decimal (spec §9). */
const ONE_DECIMAL: Intl.NumberFormatOptions = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
/** A day's field: no grouping, no trailing zeros. */
const AS_TYPED: Intl.NumberFormatOptions = { maximumFractionDigits: 1, useGrouping: false };

/** Hours with one decimal, as the language writes them: 37.5 / 37,5. */
export function formatHours(hours: number, locale: string): string {
  return new Intl.NumberFormat(locale, ONE_DECIMAL).format(hours);
}

/** A saved value as it goes back into a field: 8, 7.5 / 7,5 — no grouping, no trailing zeros. */
export function hoursToInput(hours: number, locale: string): string {
  return new Intl.NumberFormat(locale, AS_TYPED).format(hours);
}

/**
 * The planner.json key of "{{value}} hours" for a number written as `style` writes it. The plural form
 * follows the digits shown, not the value: Slovak says "22 hodín" but "22,0 hodiny" (every number with
 * a decimal takes "hodiny", CLDR's "many"), and i18next's own `count` would see only the value 22.
 * Intl.PluralRules takes the same fraction digits as the number format, so the two always agree.
 */
export function hoursKey(hours: number, locale: string, style: "oneDecimal" | "asTyped"): `hours_${string}` {
  const { minimumFractionDigits, maximumFractionDigits } = style === "oneDecimal" ? ONE_DECIMAL : AS_TYPED;
  return `hours_${new Intl.PluralRules(locale, { minimumFractionDigits, maximumFractionDigits }).select(hours)}`;
}

/** One step up or down (the arrow keys), from what the field holds, kept within 0–24 and on the 0.5 grid. */
export function stepHours(text: string, direction: 1 | -1): number {
  const entry = parseHours(text);
  const current = Math.min(PLANNER_MAX_HOURS, Math.max(PLANNER_MIN_HOURS, entry.hours));
  const onGrid =
    direction > 0
      ? Math.floor(current / PLANNER_HOURS_STEP) * PLANNER_HOURS_STEP
      : Math.ceil(current / PLANNER_HOURS_STEP) * PLANNER_HOURS_STEP;
  const next = onGrid + direction * PLANNER_HOURS_STEP;
  return Math.min(PLANNER_MAX_HOURS, Math.max(PLANNER_MIN_HOURS, next));
}
