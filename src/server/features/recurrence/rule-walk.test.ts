import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NEVER_REPEATING_RULES, repeatRuleFor } from "../../reliability/repeat-rule-arbitrary.ts";
import { rfcNextWall, rruleNextWall, rruleReadsAsRfc } from "../../test-support/rrule-oracle.ts";
import { civilOf, epochDayOf, weekdayOf } from "./calendar-days.ts";
import { nextOccurrenceWall, wallClockOf } from "./next-occurrence.ts";
import { parseRepeatRule, type RepeatRule } from "./repeat-rule.ts";
import { DAY_BUDGET, firstDayAfter } from "./rule-walk.ts";

/** The dates a rule gives one after another from `date` (a plain day), each found from the one before. */
function chain(rule: string, date: string, count: number): string[] {
  const dates: string[] = [];
  let current = date;
  for (let i = 0; i < count; i++) {
    const { wall } = nextOccurrenceWall(rule, current);
    if (wall === null) break;
    current = new Date(wall).toISOString().slice(0, 10);
    dates.push(current);
  }
  return dates;
}

const iso = (wall: number | null) => (wall === null ? null : new Date(wall).toISOString());

describe("the calendar's day numbers", () => {
  it("agree with Date on every day of four centuries, weekdays included", () => {
    for (let day = epochDayOf(1900, 1, 1); day <= epochDayOf(2300, 12, 31); day++) {
      const date = new Date(day * 86_400_000);
      const civil = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
      if (civilOf(day).day !== civil.day) expect(civilOf(day)).toEqual(civil);
      if (epochDayOf(civil.year, civil.month, civil.day) !== day)
        expect(epochDayOf(civil.year, civil.month, civil.day)).toBe(day);
      if (weekdayOf(day) !== (date.getUTCDay() + 6) % 7) expect(weekdayOf(day)).toBe((date.getUTCDay() + 6) % 7);
    }
  });
});

describe("RFC 5545's rule parts", () => {
  it("ordinal weekdays count within the month (MONTHLY, YEARLY with BYMONTH) or the year", () => {
    expect(chain("FREQ=MONTHLY;BYDAY=-1FR", "2027-01-01", 3)).toEqual(["2027-01-29", "2027-02-26", "2027-03-26"]);
    expect(chain("FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "2027-01-01", 2)).toEqual(["2027-03-28", "2028-03-26"]);
    expect(chain("FREQ=YEARLY;BYDAY=20MO", "1997-05-19", 2)).toEqual(["1998-05-18", "1999-05-17"]);
    expect(chain("FREQ=MONTHLY;BYDAY=5MO", "2027-01-01", 2)).toEqual(["2027-03-29", "2027-05-31"]);
  });

  it("set positions pick within each period: the last weekday of the month", () => {
    expect(chain("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", "2027-01-01", 3)).toEqual([
      "2027-01-29",
      "2027-02-26",
      "2027-03-31",
    ]);
    expect(chain("FREQ=MONTHLY;BYDAY=TU,WE,TH;BYSETPOS=3", "1997-09-04", 3)).toEqual([
      "1997-10-07",
      "1997-11-06",
      "1997-12-04",
    ]);
  });

  it("WKST sets the weeks an INTERVAL counts (RFC 5545's own example)", () => {
    expect(chain("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU;WKST=MO", "1997-08-05", 3)).toEqual([
      "1997-08-10",
      "1997-08-19",
      "1997-08-24",
    ]);
    expect(chain("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU;WKST=SU", "1997-08-05", 3)).toEqual([
      "1997-08-17",
      "1997-08-19",
      "1997-08-31",
    ]);
  });

  it("negative month days count from the month's end; impossible dates are skipped", () => {
    expect(chain("FREQ=MONTHLY;BYMONTHDAY=-3", "2027-01-01", 3)).toEqual(["2027-01-29", "2027-02-26", "2027-03-29"]);
    expect(chain("FREQ=MONTHLY;BYMONTHDAY=-31", "2027-01-01", 2)).toEqual(["2027-03-01", "2027-05-01"]);
    expect(chain("FREQ=YEARLY", "2028-02-29", 1)).toEqual(["2032-02-29"]);
  });

  it("UNTIL is inclusive and compared with the occurrence's time", () => {
    expect(iso(nextOccurrenceWall("FREQ=DAILY;UNTIL=20270102", "2027-01-01").wall)).toBe("2027-01-02T00:00:00.000Z");
    expect(nextOccurrenceWall("FREQ=DAILY;UNTIL=20270102", "2027-01-01T18:00:00+01:00").wall).toBeNull();
    expect(iso(nextOccurrenceWall("FREQ=DAILY;UNTIL=20270102T180000Z", "2027-01-01T18:00:00+01:00").wall)).toBe(
      "2027-01-02T18:00:00.000Z",
    );
  });
});

describe("where the evaluator follows RFC 5545 and rrule did not", () => {
  it('BYDAY=MO,1FR is every Monday and the first Friday (rrule: "never")', () => {
    expect(chain("FREQ=MONTHLY;BYDAY=MO,1FR", "2027-01-01", 3)).toEqual(["2027-01-04", "2027-01-11", "2027-01-18"]);
    expect(rruleNextWall("FREQ=MONTHLY;BYDAY=MO,1FR", wallClockOf("1977-01-01"))).toBeNull();
  });

  it("a set position past the set picks nothing (rrule: -5 of four Mondays was the first)", () => {
    // February 1971 has four Mondays, March five: the fifth-last Monday of March is 1 March.
    expect(chain("FREQ=MONTHLY;BYDAY=MO;BYSETPOS=-5", "1971-01-31", 1)).toEqual(["1971-03-01"]);
    expect(iso(rruleNextWall("FREQ=MONTHLY;BYDAY=MO;BYSETPOS=-5", wallClockOf("1971-01-31")))).toBe(
      "1971-02-01T00:00:00.000Z",
    );
  });

  it("a weekly rule's set positions count over the whole week, the days before the task's included", () => {
    // The second of Monday, Wednesday and Friday is Wednesday: from a Wednesday, the next Wednesday.
    expect(chain("FREQ=WEEKLY;BYDAY=MO,WE,FR;BYSETPOS=2", "2027-01-06", 1)).toEqual(["2027-01-13"]);
  });
});

describe("rules that never give a date", () => {
  it.each(NEVER_REPEATING_RULES)("%s: none, within the day budget", (rule) => {
    for (const date of ["2026-05-10", "2028-02-29T23:30:00+01:00", "2031-12-31"]) {
      const walk = nextOccurrenceWall(rule, date);
      expect(walk).toMatchObject({ wall: null, exhausted: false });
      expect(walk.daysExamined).toBeLessThanOrEqual(DAY_BUDGET);
    }
  });

  it("stops as none once the budget is spent, whatever the rule", () => {
    const rule = parseRepeatRule("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30") as RepeatRule;
    const start = epochDayOf(2026, 1, 1);
    expect(firstDayAfter(rule, start, start + 100_000, 500)).toEqual({ day: null, daysExamined: 501, exhausted: true });
  });
});

describe("generated rules", () => {
  it("never need more days than the budget, from any date", () => {
    fc.assert(
      fc.property(repeatRuleFor(1900, 2200), ({ rule, date }) => {
        const walk = nextOccurrenceWall(rule, date);
        expect(walk.exhausted).toBe(false);
        expect(walk.daysExamined).toBeLessThanOrEqual(DAY_BUDGET);
      }),
      { numRuns: 2_000 },
    );
  });

  it("give rrule's date where rrule reads the rule as RFC 5545 does, else rrule's filters' by RFC 5545", () => {
    fc.assert(
      fc.property(repeatRuleFor(1970, 1989), ({ rule, date }) => {
        const ours = nextOccurrenceWall(rule, date);
        const start = wallClockOf(date);
        const oracle = rruleReadsAsRfc(rule) ? rruleNextWall(rule, start) : rfcNextWall(rule, start);
        expect(iso(ours.wall)).toBe(iso(oracle));
        if (ours.wall === null) expect(ours.daysExamined).toBeLessThanOrEqual(DAY_BUDGET);
      }),
      { numRuns: 500 },
    );
  });

  it("the RFC oracle agrees with rrule itself where rrule reads rules as RFC 5545 does", () => {
    fc.assert(
      fc.property(
        repeatRuleFor(1970, 1989).filter(({ rule }) => rruleReadsAsRfc(rule)),
        ({ rule, date }) => {
          const start = wallClockOf(date);
          expect(iso(rfcNextWall(rule, start))).toBe(iso(rruleNextWall(rule, start)));
        },
      ),
      { numRuns: 100 },
    );
  });
});
