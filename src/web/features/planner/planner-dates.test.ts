import { describe, expect, it } from "vitest";
import { dayName, shortDate, weekRange } from "./planner-dates";
import { weekDays } from "./planner-week";

describe("planner dates", () => {
  const week = weekDays("2026-03-09");

  it("names the days from Monday, in both languages", () => {
    expect(week.map((day) => dayName(day, "en"))).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(week.map((day) => dayName(day, "sk"))).toEqual([
      "Pondelok",
      "Utorok",
      "Streda",
      "Štvrtok",
      "Piatok",
      "Sobota",
      "Nedeľa",
    ]);
  });

  it("writes the day's date and the week in the app's date style, the same in both languages", () => {
    expect(shortDate("2026-03-09")).toBe("09.03.");
    expect(weekRange("2026-03-09")).toBe("09.03. – 15.03.2026");
    expect(weekRange("2026-03-30")).toBe("30.03. – 05.04.2026");
    expect(weekRange("2026-12-28")).toBe("28.12.2026 – 03.01.2027");
  });
});
