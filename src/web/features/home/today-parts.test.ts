import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { calendarLocale } from "@/lib/calendar-locale";
import en from "@/locales/en/home.json";
import sk from "@/locales/sk/home.json";
import { type CalendarNames, todayParts as todayPartsWith } from "./today-parts";

const names: Record<"en" | "sk", CalendarNames> = { en: en.calendar, sk: sk.calendar };
const todayParts = (date: Date, locale: "en" | "sk") => todayPartsWith(date, locale, names[locale]);

describe("todayParts", () => {
  const monday = new Date(2026, 10, 23, 1, 15);

  it("writes Slovak with an ordinal dot, the genitive month and lower case", () => {
    expect(todayParts(monday, "sk")).toEqual({
      day: "23.",
      month: "novembra",
      weekday: "pondelok",
      full: "23. novembra, pondelok",
    });
    expect(todayParts(new Date(2027, 0, 1), "sk").full).toBe("1. januára, piatok");
    expect(todayParts(new Date(2026, 6, 5), "sk").full).toBe("5. júla, nedeľa");
  });

  it("writes English naturally", () => {
    expect(todayParts(monday, "en")).toEqual({
      day: "23",
      month: "November",
      weekday: "Monday",
      full: "Monday, 23 November",
    });
  });
});

describe("todayParts, as date-fns' locales wrote it before", () => {
  it("gives every month and weekday the same name in both languages", () => {
    for (let month = 0; month < 12; month++) {
      for (let day = 1; day <= 7; day++) {
        const date = new Date(2026, month, day + 2, 12);
        const sk = { locale: calendarLocale("sk").dateLocale };
        const en = { locale: calendarLocale("en").dateLocale };
        expect(todayParts(date, "sk")).toEqual({
          day: format(date, "d.", sk),
          month: format(date, "MMMM", sk),
          weekday: format(date, "EEEE", sk),
          full: `${format(date, "d.", sk)} ${format(date, "MMMM", sk)}, ${format(date, "EEEE", sk)}`,
        });
        expect(todayParts(date, "en")).toMatchObject({
          day: format(date, "d", en),
          month: format(date, "LLLL", en),
          weekday: format(date, "EEEE", en),
        });
      }
    }
  });
});
