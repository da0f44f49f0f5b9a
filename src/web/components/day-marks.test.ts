import { enUS } from "react-day-picker/locale";
import { describe, expect, it } from "vitest";
import { dayMarkProps } from "./day-marks";

const counts = new Map([
  ["2026-12-08", 2],
  ["2026-12-09", 1],
  ["2026-12-10", 7],
]);
const marks = dayMarkProps({ counts, label: (count) => `${count} tasks` }, enUS);

describe("dayMarkProps", () => {
  it("gives one to three dots by the count, none to an empty day", () => {
    const dots = (date: Date) =>
      Object.entries(marks.modifiers)
        .filter(([, matches]) => matches(date))
        .map(([name]) => name);
    expect(dots(new Date(2026, 11, 9))).toEqual(["marked1"]);
    expect(dots(new Date(2026, 11, 8))).toEqual(["marked2"]);
    expect(dots(new Date(2026, 11, 10))).toEqual(["marked3"]);
    expect(dots(new Date(2026, 11, 11))).toEqual([]);
  });

  it("adds the count in words to the day's name, and nothing to an empty day", () => {
    const name = (date: Date) => marks.labels.labelDayButton(date, {});
    expect(name(new Date(2026, 11, 8))).toMatch(/December 8th, 2026, 2 tasks$/);
    expect(name(new Date(2026, 11, 11))).not.toMatch(/tasks/);
  });

  it("adds up several kinds of things to the dots and names each kind it has", () => {
    const notes = { counts: new Map([["2026-12-08", 1]]), label: (count: number) => `${count} note` };
    const both = dayMarkProps([notes, { counts, label: (count) => `${count} tasks` }], enUS);
    expect(both.modifiers.marked3(new Date(2026, 11, 8))).toBe(true);
    expect(both.labels.labelDayButton(new Date(2026, 11, 8), {})).toMatch(/2026, 1 note, 2 tasks$/);
    expect(both.labels.labelDayButton(new Date(2026, 11, 9), {})).toMatch(/2026, 1 tasks$/);
  });
});
