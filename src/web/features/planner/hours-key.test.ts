import { describe, expect, it } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { formatHours, hoursKey, hoursToInput } from "./planner-hours";

/** What a screen reader hears for `hours`, written as the planner writes it. */
function spoken(hours: number, locale: "en" | "sk", style: "oneDecimal" | "asTyped"): string {
  const value = style === "oneDecimal" ? formatHours(hours, locale) : hoursToInput(hours, locale);
  return i18nFor(locale).t(hoursKey(hours, locale, style), { ns: "planner", value });
}

describe("hours with the plural form of the digits shown", () => {
  it.each([
    [22, "22,0 hodiny"],
    [22.5, "22,5 hodiny"],
    [3.1, "3,1 hodiny"],
    [1, "1,0 hodiny"],
    [2, "2,0 hodiny"],
    [5, "5,0 hodiny"],
  ])("Slovak totals with one decimal: %d → %s", (hours, text) => {
    expect(spoken(hours, "sk", "oneDecimal")).toBe(text);
  });

  it.each([
    [1, "1 hodina"],
    [2, "2 hodiny"],
    [5, "5 hodín"],
    [22, "22 hodín"],
    [22.5, "22,5 hodiny"],
    [0, "0 hodín"],
  ])("Slovak fields without trailing zeros: %d → %s", (hours, text) => {
    expect(spoken(hours, "sk", "asTyped")).toBe(text);
  });

  it.each([
    [1, "asTyped", "1 hour"],
    [2, "asTyped", "2 hours"],
    [7.5, "asTyped", "7.5 hours"],
    [1, "oneDecimal", "1.0 hours"],
    [22, "oneDecimal", "22.0 hours"],
  ] as const)("English: %d (%s) → %s", (hours, style, text) => {
    expect(spoken(hours, "en", style)).toBe(text);
  });
});
