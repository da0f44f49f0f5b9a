import { describe, expect, it } from "vitest";
import { nextOccurrenceDate } from "./next-occurrence.ts";
import { reminderBeforeMinutes, reminderFor } from "./reminder-offset.ts";

const BRATISLAVA = "Europe/Bratislava";
const next = (rule: string, date: string, zone = BRATISLAVA) => nextOccurrenceDate(rule, date, zone);

/** Each date after the one before, n times: the dates a series' occurrences get one after another. */
function chain(rule: string, date: string, count: number, zone = BRATISLAVA): string[] {
  const dates: string[] = [];
  let current: string | null = date;
  for (let i = 0; i < count && current; i++) {
    current = next(rule, current, zone);
    if (current) dates.push(current);
  }
  return dates;
}

describe("the next occurrence's date for each preset", () => {
  it("daily: the next day, plain days stay plain", () => {
    expect(chain("FREQ=DAILY", "2026-12-30", 3)).toEqual(["2026-12-31", "2027-01-01", "2027-01-02"]);
  });

  it("on chosen weekdays: Monday and Thursday (2026-11-23 is a Monday)", () => {
    expect(chain("FREQ=WEEKLY;BYDAY=MO,TH", "2026-11-23", 4)).toEqual([
      "2026-11-26",
      "2026-11-30",
      "2026-12-03",
      "2026-12-07",
    ]);
  });

  it("every 2 weeks on Friday", () => {
    expect(chain("FREQ=WEEKLY;INTERVAL=2;BYDAY=FR", "2026-11-27", 3)).toEqual([
      "2026-12-11",
      "2026-12-25",
      "2027-01-08",
    ]);
  });

  it("monthly on the 15th", () => {
    expect(chain("FREQ=MONTHLY;BYMONTHDAY=15", "2026-11-15", 3)).toEqual(["2026-12-15", "2027-01-15", "2027-02-15"]);
  });

  it("monthly on the 31st skips months without a 31st (RFC 5545)", () => {
    expect(chain("FREQ=MONTHLY;BYMONTHDAY=31", "2027-01-31", 4)).toEqual([
      "2027-03-31",
      "2027-05-31",
      "2027-07-31",
      "2027-08-31",
    ]);
  });

  it("the last day of each month is BYMONTHDAY=-1", () => {
    expect(chain("FREQ=MONTHLY;BYMONTHDAY=-1", "2027-01-31", 3)).toEqual(["2027-02-28", "2027-03-31", "2027-04-30"]);
  });

  it("yearly on 3 March", () => {
    expect(chain("FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3", "2026-03-03", 2)).toEqual(["2027-03-03", "2028-03-03"]);
  });

  it("yearly on 29 February comes back in leap years only", () => {
    expect(chain("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "2028-02-29", 2)).toEqual(["2032-02-29", "2036-02-29"]);
  });

  it("a rule ends at its UNTIL, and one that never comes again gives null", () => {
    expect(next("FREQ=DAILY;UNTIL=20261125", "2026-11-24")).toBe("2026-11-25");
    expect(next("FREQ=DAILY;UNTIL=20261125", "2026-11-25")).toBeNull();
    expect(next("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "2026-01-01")).toBeNull();
  });
});

describe("date-times keep their wall-clock time across DST (Europe/Bratislava)", () => {
  it("a weekly 10:00 task moves from +01:00 to +02:00 at the end of March and back in October", () => {
    expect(next("FREQ=WEEKLY;BYDAY=FR", "2027-03-26T10:00:00+01:00")).toBe("2027-04-02T10:00:00+02:00");
    expect(next("FREQ=WEEKLY;BYDAY=FR", "2027-10-29T10:00:00+02:00")).toBe("2027-11-05T10:00:00+01:00");
  });

  it("a daily task at 02:30 on the night the clock skips that hour comes at 03:30 summer time", () => {
    expect(next("FREQ=DAILY", "2027-03-27T02:30:00+01:00")).toBe("2027-03-28T03:30:00+02:00");
  });

  it("without a zone the date's own offset is kept", () => {
    expect(next("FREQ=WEEKLY;BYDAY=FR", "2027-03-26T10:00:00+01:00", "+01:00")).toBe("2027-04-02T10:00:00+01:00");
  });
});

describe("the reminder offset", () => {
  it("is carried across DST as minutes before the due time", () => {
    const before = reminderBeforeMinutes("2027-03-26T10:00:00+01:00", "2027-03-26T09:00:00+01:00", BRATISLAVA);
    expect(before).toBe(60);
    expect(reminderFor("2027-04-02T10:00:00+02:00", before, BRATISLAVA)).toBe("2027-04-02T09:00:00+02:00");
  });

  it("counts a plain day as due at 09:00 in the zone", () => {
    const before = reminderBeforeMinutes("2027-01-10", "2027-01-09T09:00:00+01:00", BRATISLAVA);
    expect(before).toBe(24 * 60);
    expect(reminderFor("2027-07-10", before, BRATISLAVA)).toBe("2027-07-09T09:00:00+02:00");
    expect(reminderFor("2027-07-10", null, BRATISLAVA)).toBeNull();
  });
});
