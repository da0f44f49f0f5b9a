import { describe, expect, it } from "vitest";
import { todayParts } from "./today-parts";

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
