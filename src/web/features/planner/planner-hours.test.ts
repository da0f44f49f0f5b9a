import { describe, expect, it } from "vitest";
import { dailyAverage, formatHours, hoursToInput, parseHours, stepHours, weekTotal } from "./planner-hours";

describe("parseHours", () => {
  it.each([
    ["8", 8],
    ["7.5", 7.5],
    ["7,5", 7.5],
    [" 6 ", 6],
    ["0", 0],
    ["-0", 0],
    ["24", 24],
    ["24.0", 24],
    [".5", 0.5],
    ["3.", 3],
    ["+2", 2],
  ])("takes %j as %d hours", (text, hours) => {
    expect(parseHours(text)).toEqual({ status: "valid", hours, isNumber: true });
  });

  it.each(["", "   ", "abc", "seven", "7h", "1e1", "0x10", "7.5.1", "7,5,1", "Infinity", "NaN", "--1", ",", "."])(
    "counts the non-numeric %j as 0",
    (text) => {
      expect(parseHours(text)).toEqual({ status: "valid", hours: 0, isNumber: false });
    },
  );

  it.each([
    ["24.5", 24.5],
    ["25", 25],
    ["100", 100],
    ["-1", -1],
    ["-0.5", -0.5],
  ])("refuses %j as outside 0–24", (text, hours) => {
    expect(parseHours(text)).toEqual({ status: "outOfRange", hours });
  });

  it.each([
    ["7.3", 7.3],
    ["0.25", 0.25],
    ["23,9", 23.9],
  ])("refuses %j as off the half-hour grid", (text, hours) => {
    expect(parseHours(text)).toEqual({ status: "offStep", hours });
  });
});

describe("weekTotal and dailyAverage", () => {
  it("adds the week up", () => {
    expect(weekTotal([8, 7.5, 8, 8, 6, 0, 0])).toBe(37.5);
    expect(weekTotal([0, 0, 0, 0, 0, 0, 0])).toBe(0);
    expect(weekTotal([24, 24, 24, 24, 24, 24, 24])).toBe(168);
    expect(weekTotal([0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5])).toBe(3.5);
  });

  it("averages over all seven days", () => {
    expect(dailyAverage(35)).toBe(5);
    expect(dailyAverage(37.5)).toBeCloseTo(5.357, 3);
    expect(dailyAverage(0)).toBe(0);
  });
});

describe("formatHours", () => {
  it("always shows one decimal, in the language's way", () => {
    expect(formatHours(37.5, "en")).toBe("37.5");
    expect(formatHours(40, "en")).toBe("40.0");
    expect(formatHours(37.5, "sk")).toBe("37,5");
    expect(formatHours(dailyAverage(37.5), "en")).toBe("5.4");
    expect(formatHours(dailyAverage(37.5), "sk")).toBe("5,4");
    expect(formatHours(dailyAverage(0.5), "en")).toBe("0.1");
    expect(formatHours(168, "en")).toBe("168.0");
  });
});

describe("hoursToInput", () => {
  it("writes a saved value back without needless decimals", () => {
    expect(hoursToInput(8, "en")).toBe("8");
    expect(hoursToInput(7.5, "en")).toBe("7.5");
    expect(hoursToInput(7.5, "sk")).toBe("7,5");
    expect(hoursToInput(0, "sk")).toBe("0");
  });

  it("reads back as the same value", () => {
    for (let hours = 0; hours <= 24; hours += 0.5) {
      for (const locale of ["en", "sk"]) expect(parseHours(hoursToInput(hours, locale)).hours).toBe(hours);
    }
  });
});

describe("stepHours", () => {
  it("steps half an hour up and down within 0–24", () => {
    expect(stepHours("7", 1)).toBe(7.5);
    expect(stepHours("7", -1)).toBe(6.5);
    expect(stepHours("", 1)).toBe(0.5);
    expect(stepHours("0", -1)).toBe(0);
    expect(stepHours("24", 1)).toBe(24);
  });

  it("snaps an off-grid or out-of-range value to the grid first", () => {
    expect(stepHours("7.3", 1)).toBe(7.5);
    expect(stepHours("7.3", -1)).toBe(7);
    expect(stepHours("30", -1)).toBe(23.5);
    expect(stepHours("-4", 1)).toBe(0.5);
  });
});
