import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseIcs } from "../../../test-support/parse-ics.ts";
import { type DatedTask, tasksCalendar } from "./tasks-calendar.ts";

const task = (overrides: Partial<DatedTask>): DatedTask => ({
  id: "019a0000-0000-7000-8000-000000000001",
  title: "Úloha",
  content: "",
  completed: false,
  date: "2026-11-21",
  updatedAt: "2026-11-20T10:00:00.000Z",
  repeat: null,
  ...overrides,
});

/** Text as the API stores it: no control characters except line breaks and tabs in content. */
const line = fc.string({ unit: "grapheme", minLength: 1, maxLength: 300 }).filter((text) => !/[\p{Cc}]/u.test(text));
const text = fc
  .array(fc.oneof(line, fc.constantFrom("\n", "\t", ",", ";", "\\", ":")), { maxLength: 20 })
  .map((parts) => parts.join(""));

describe("tasksCalendar", () => {
  it("keeps any title and content through ical.js, long lines folded between characters", () => {
    fc.assert(
      fc.property(line, text, (title, content) => {
        const [event] = parseIcs(tasksCalendar([task({ title, content })], "poriadok.example")).events;
        expect(event?.summary).toBe(title);
        expect(event?.description).toBe(content === "" ? null : content);
      }),
      { numRuns: 200 },
    );
  });

  it("keeps the instant of any offset date-time, and all-day dates on any server time zone", () => {
    const ics = tasksCalendar(
      [
        task({ id: "a", date: "2026-03-29T01:30:00-09:30" }),
        task({ id: "b", date: "2026-12-31T23:59:00+14:00" }),
        task({ id: "c", date: "2026-01-01" }),
      ],
      "poriadok.example",
    );
    expect(parseIcs(ics).events.map((event) => [event.uid, event.start, event.end])).toEqual([
      ["a@poriadok.example", "2026-03-29T11:00:00.000Z", "2026-03-29T11:30:00.000Z"],
      ["b@poriadok.example", "2026-12-31T09:59:00.000Z", "2026-12-31T10:29:00.000Z"],
      ["c@poriadok.example", "2026-01-01", "2026-01-02"],
    ]);
  });

  it("skips a date no calendar can read instead of failing the whole file", () => {
    const ics = tasksCalendar([task({ id: "bad", date: "not a date" }), task({ id: "ok" })], "h");
    expect(parseIcs(ics).events.map((event) => event.uid)).toEqual(["ok@h"]);
  });
});
