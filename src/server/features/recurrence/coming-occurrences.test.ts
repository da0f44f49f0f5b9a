import { describe, expect, it } from "vitest";
import { comingOccurrences, OCCURRENCE_STEPS_MAX } from "./coming-occurrences.ts";

describe("comingOccurrences", () => {
  it("gives a weekly task's days in the range, after its own date", () => {
    // Tuesday 1 December 2026: the next Tuesdays of December, the first one left out (before the range).
    expect(comingOccurrences("FREQ=WEEKLY;BYDAY=TU", "2026-12-01", "UTC", "2026-12-09", "2026-12-31")).toEqual([
      "2026-12-15",
      "2026-12-22",
      "2026-12-29",
    ]);
  });

  it("keeps the wall-clock time across a change of summer time, with the zone's offset that day", () => {
    expect(
      comingOccurrences(
        "FREQ=WEEKLY;BYDAY=SU",
        "2027-03-21T10:00:00+01:00",
        "Europe/Bratislava",
        "2027-03-22",
        "2027-04-04",
      ),
    ).toEqual(["2027-03-28T10:00:00+02:00", "2027-04-04T10:00:00+02:00"]);
  });

  it("stops at UNTIL and gives nothing for a range before the task", () => {
    expect(
      comingOccurrences("FREQ=DAILY;UNTIL=20261205T000000Z", "2026-12-01", "UTC", "2026-12-01", "2026-12-31"),
    ).toEqual(["2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"]);
    expect(comingOccurrences("FREQ=DAILY", "2026-12-01", "UTC", "2026-11-01", "2026-11-30")).toEqual([]);
  });

  it("follows an interval from the task's own date, not from the range", () => {
    expect(comingOccurrences("FREQ=WEEKLY;INTERVAL=2", "2026-12-01", "UTC", "2026-12-02", "2026-12-31")).toEqual([
      "2026-12-15",
      "2026-12-29",
    ]);
  });

  it("walks a bounded number of steps: a daily task undone for years shows no coming days", () => {
    const longAgo = "2015-01-01";
    expect(OCCURRENCE_STEPS_MAX).toBeLessThan(4000);
    expect(comingOccurrences("FREQ=DAILY", longAgo, "UTC", "2026-12-01", "2026-12-31")).toEqual([]);
  });
});
