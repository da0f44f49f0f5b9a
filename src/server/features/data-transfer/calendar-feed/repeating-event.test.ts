import { describe, expect, it } from "vitest";
import { parseIcs } from "../../../test-support/parse-ics.ts";
import { comingOccurrences } from "../../recurrence/index.ts";
import { type DatedTask, tasksCalendar } from "./tasks-calendar.ts";

const task = (date: string, rule: string, zone = "Europe/Bratislava"): DatedTask => ({
  id: "019a0000-0000-7000-8000-000000000001",
  title: "Vyniesť smeti",
  content: "",
  completed: false,
  date,
  updatedAt: "2026-11-20T10:00:00.000Z",
  repeat: { rule, zone },
});

const onlyEvent = (one: DatedTask) => {
  const [event] = parseIcs(tasksCalendar([one], "h")).events;
  if (!event) throw new Error("no event");
  return event;
};

/** The first `count` starts of all the file's events together, as ical.js expands them. */
function expandedStarts(one: DatedTask, count: number): string[] {
  const events = parseIcs(tasksCalendar([one], "h")).events;
  return events
    .flatMap((event) => event.occurrences(count))
    .sort()
    .slice(0, count);
}

/** The occurrence and those Poriadok makes after it (ticking each in turn), as ical.js writes starts. */
function poriadokStarts(date: string, rule: string, zone: string, count: number): string[] {
  const dates = [date, ...comingOccurrences(rule, date, zone, date.slice(0, 10), "2099-12-31")].slice(0, count);
  return dates.map((each) => (each.length === 10 ? each : new Date(each).toISOString()));
}

describe("a repeating task in the calendar", () => {
  it("keeps 18:00 in Bratislava across the change to summer time (TZID and VTIMEZONE)", () => {
    const event = onlyEvent(task("2027-03-25T18:00:00+01:00", "FREQ=WEEKLY;BYDAY=MO,TH"));
    expect(event.rule).toBe("FREQ=WEEKLY;BYDAY=MO,TH");
    expect(event.timeZone).toBe("Europe/Bratislava");
    // Thursday 25 March in winter time (17:00 UTC), then Monday 29 March in summer time (16:00 UTC).
    expect(event.occurrences(4)).toEqual([
      "2027-03-25T17:00:00.000Z",
      "2027-03-29T16:00:00.000Z",
      "2027-04-01T16:00:00.000Z",
      "2027-04-05T16:00:00.000Z",
    ]);
    expect(event.end).toBe("2027-03-25T17:30:00.000Z");
  });

  it("expands to the days Poriadok makes the next occurrences on, timed and all-day", () => {
    const rules = [
      "FREQ=DAILY;INTERVAL=3",
      "FREQ=WEEKLY;INTERVAL=2;BYDAY=SA,SU",
      "FREQ=MONTHLY;BYMONTHDAY=-1",
      "FREQ=MONTHLY;BYDAY=2MO",
      "FREQ=MONTHLY",
      "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29",
      "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1",
      "FREQ=WEEKLY;BYDAY=FR;UNTIL=20270430",
    ];
    for (const date of ["2027-01-31", "2027-01-31T09:15:00+01:00", "2027-10-29T23:30:00+02:00"])
      for (const rule of rules) {
        expect({ date, rule, starts: expandedStarts(task(date, rule), 10) }).toEqual({
          date,
          rule,
          starts: poriadokStarts(date, rule, "Europe/Bratislava", 10),
        });
      }
  });

  it("writes an occurrence off its rule as an event of its own, the rule from the next one", () => {
    // Saturday 27 March 2027, in a series on Mondays.
    const events = parseIcs(tasksCalendar([task("2027-03-27T09:00:00+01:00", "FREQ=WEEKLY;BYDAY=MO")], "h")).events;
    expect(events.map((event) => [event.uid, event.rule, event.occurrences(3)])).toEqual([
      ["019a0000-0000-7000-8000-000000000001@h", null, ["2027-03-27T08:00:00.000Z"]],
      [
        "019a0000-0000-7000-8000-000000000001-next@h",
        "FREQ=WEEKLY;BYDAY=MO",
        ["2027-03-29T07:00:00.000Z", "2027-04-05T07:00:00.000Z", "2027-04-12T07:00:00.000Z"],
      ],
    ]);
  });

  it("writes UNTIL as a DATE for an all-day task and as the UTC instant for a timed one", () => {
    expect(onlyEvent(task("2027-03-25", "FREQ=DAILY;UNTIL=20270328T120000Z")).rule).toBe("FREQ=DAILY;UNTIL=20270328");
    const timed = onlyEvent(task("2027-03-25T18:00:00+01:00", "FREQ=DAILY;UNTIL=20270328T180000"));
    // 18:00 on 28 March in Bratislava is summer time already: 16:00 UTC, the last day included.
    expect(timed.rule).toBe("FREQ=DAILY;UNTIL=20270328T160000Z");
    expect(timed.occurrences(10).at(-1)).toBe("2027-03-28T16:00:00.000Z");
  });

  it("stays a single event when the rule has ended", () => {
    const event = onlyEvent(task("2027-03-25", "FREQ=DAILY;UNTIL=20270301"));
    expect(event.rule).toBeNull();
    expect(event.occurrences(5)).toEqual(["2027-03-25"]);
  });

  it("writes a fixed offset as IANA's Etc zone, or in UTC only when the UTC day is the task's own", () => {
    const etc = onlyEvent(task("2027-03-25T02:00:00+05:00", "FREQ=WEEKLY;BYDAY=TH", "+05:00"));
    expect(etc.timeZone).toBe("Etc/GMT-5");
    expect(etc.occurrences(2)).toEqual(["2027-03-24T21:00:00.000Z", "2027-03-31T21:00:00.000Z"]);
    const sameDay = onlyEvent(task("2027-03-25T12:00:00+05:30", "FREQ=WEEKLY;BYDAY=TH", "+05:30"));
    expect([sameDay.timeZone, sameDay.rule]).toEqual([null, "FREQ=WEEKLY;BYDAY=TH"]);
    expect(sameDay.occurrences(2)).toEqual(["2027-03-25T06:30:00.000Z", "2027-04-01T06:30:00.000Z"]);
    // 02:00 at +05:30 is Wednesday in UTC: BYDAY=TH expanded there would move every date a day on.
    const crossing = onlyEvent(task("2027-03-25T02:00:00+05:30", "FREQ=WEEKLY;BYDAY=TH", "+05:30"));
    expect([crossing.rule, crossing.start]).toEqual([null, "2027-03-24T20:30:00.000Z"]);
  });

  it("defines each TZID it writes once, under the series' own zone name", () => {
    const ics = tasksCalendar(
      [
        { ...task("2027-03-25T18:00:00+01:00", "FREQ=DAILY"), id: "a" },
        { ...task("2027-03-26T08:00:00+01:00", "FREQ=DAILY"), id: "b" },
        { ...task("2027-03-26T08:00:00+00:00", "FREQ=DAILY", "Europe/London"), id: "c" },
      ],
      "h",
    );
    expect(ics.match(/^TZID:[^\r]*/gm)).toEqual(["TZID:Europe/Bratislava", "TZID:Europe/London"]);
    expect(ics).not.toContain("X-WR-TIMEZONE");
  });

  it("leaves a task without a repeat in UTC with no rule", () => {
    const event = onlyEvent({ ...task("2027-03-25T18:00:00+01:00", "FREQ=DAILY"), repeat: null });
    expect([event.rule, event.timeZone, event.start]).toEqual([null, null, "2027-03-25T17:00:00.000Z"]);
  });
});
