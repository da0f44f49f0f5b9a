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

  it("writes the day's date", () => {
    expect(shortDate("2026-03-09", "en")).toBe("Mar 9");
    expect(shortDate("2026-03-09", "sk")).toBe("9. 3.");
  });

  it("writes the week as a range", () => {
    // The spacing around the dash is the runtime's ICU data.
    expect(weekRange("2026-03-09", "en")).toMatch(/^March 9\s?–\s?15, 2026$/);
    expect(weekRange("2026-03-30", "en")).toMatch(/^March 30\s?–\s?April 5, 2026$/);
    expect(weekRange("2026-03-09", "sk")).toMatch(/^9\.\s?–\s?15\. (3\.|marca) 2026$/);
  });
});
