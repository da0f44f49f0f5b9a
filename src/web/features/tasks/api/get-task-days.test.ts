import { describe, expect, it } from "vitest";
import { calendarRange } from "./get-task-days";

describe("calendarRange", () => {
  it("spans a month and a week either side, within what the server accepts (62 days)", () => {
    expect(calendarRange(new Date(2026, 11, 15))).toEqual({ from: "2026-11-24", to: "2027-01-07" });
    expect(calendarRange(new Date(2027, 1, 1))).toEqual({ from: "2027-01-25", to: "2027-03-07" });
  });
});
