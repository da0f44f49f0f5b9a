import type { Note } from "@shared/schemas/note";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupTasks, isDueBy, scheduleKey } from "./task-groups";

const originalTimeZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/Bratislava";
});
afterAll(() => {
  process.env.TZ = originalTimeZone;
});

let nextId = 1;
function task(title: string, fields: Partial<Note> = {}): Note {
  const id = String(nextId++).padStart(6, "0");
  return {
    id,
    title,
    content: "",
    completed: false,
    category: "tasks",
    date: null,
    reminder: null,
    repeat: null,
    isDeleted: false,
    tags: [],
    items: [],
    createdAt: `2026-11-0${Math.min(Number(id), 9)}T08:00:00.000Z`,
    updatedAt: `2026-11-0${Math.min(Number(id), 9)}T08:00:00.000Z`,
    deletedAt: null,
    pinned: false,
    color: null,
    archivedAt: null,
    checklist: [],
    photos: [],
    sharing: null,
    ...fields,
  };
}

const titles = (notes: Note[]) => notes.map((note) => note.title);

/** Friday 20 November 2026, noon in Bratislava: the clock of the tests below that do not set their own. */
const now = new Date("2026-11-20T12:00:00+01:00");

describe("groupTasks", () => {
  it("puts open tasks without a date in noDate and completed ones in completed", () => {
    const groups = groupTasks([task("open"), task("done", { completed: true })], { now });
    expect(titles(groups.noDate)).toEqual(["open"]);
    expect(titles(groups.completed)).toEqual(["done"]);
  });

  it("puts pinned tasks first in their group, each part in the group's order", () => {
    const tasks = [
      task("old undated"),
      task("pinned undated", { pinned: true }),
      task("new undated"),
      task("24th", { date: "2026-11-24" }),
      task("25th pinned", { date: "2026-11-25", pinned: true }),
      task("done pinned", { completed: true, pinned: true }),
      task("done", { completed: true }),
    ];
    const groups = groupTasks(tasks, { now });
    expect(titles(groups.noDate)).toEqual(["pinned undated", "new undated", "old undated"]);
    expect(titles(groups.upcoming)).toEqual(["25th pinned", "24th"]);
    expect(titles(groups.completed)).toEqual(["done pinned", "done"]);
  });

  it("orders each group by day, then time, earliest first; a plain day first on its day", () => {
    const tasks = [
      task("undated"),
      task("25th 08:00", { date: "2026-11-25T08:00:00+01:00" }),
      task("24th 14:00", { date: "2026-11-24T14:00:00+01:00" }),
      task("24th all day", { date: "2026-11-24" }),
      task("24th 09:30", { date: "2026-11-24T09:30:00+01:00" }),
      task("December", { date: "2026-12-01" }),
      task("next year", { date: "2027-01-02" }),
    ];
    const groups = groupTasks(tasks, { now });
    expect(titles(groups.upcoming)).toEqual([
      "24th all day",
      "24th 09:30",
      "24th 14:00",
      "25th 08:00",
      "December",
      "next year",
    ]);
    expect(titles(groups.noDate)).toEqual(["undated"]);
  });

  it("reads a time written with another offset in the viewer's time zone", () => {
    // 07:00 UTC is 08:00 in Bratislava: before 08:30 local.
    const tasks = [
      task("08:30 local", { date: "2026-11-24T08:30:00+01:00" }),
      task("07:00 UTC", { date: "2026-11-24T07:00:00Z" }),
    ];
    expect(titles(groupTasks(tasks, { now }).upcoming)).toEqual(["07:00 UTC", "08:30 local"]);
  });

  it("keeps undated open tasks newest first, and treats an unreadable date as none", () => {
    const tasks = [
      task("older", { createdAt: "2026-11-01T08:00:00.000Z" }),
      task("broken date", { date: "someday", createdAt: "2026-11-02T08:00:00.000Z" }),
      task("newest", { createdAt: "2026-11-03T08:00:00.000Z" }),
      task("dated", { date: "2026-11-30" }),
    ];
    const groups = groupTasks(tasks, { now });
    expect(titles(groups.noDate)).toEqual(["newest", "broken date", "older"]);
    expect(titles(groups.upcoming)).toEqual(["dated"]);
  });

  it("orders tasks at the same moment by creation, older first", () => {
    const tasks = [
      task("second", { date: "2026-11-24", createdAt: "2026-11-02T08:00:00.000Z" }),
      task("first", { date: "2026-11-24", createdAt: "2026-11-01T08:00:00.000Z" }),
    ];
    expect(titles(groupTasks(tasks, { now }).upcoming)).toEqual(["first", "second"]);
  });

  it("orders completed tasks most recently completed first, whatever their date", () => {
    const tasks = [
      task("Monday", { completed: true, updatedAt: "2026-11-16T10:00:00.000Z", date: "2026-11-20" }),
      task("Wednesday", { completed: true, updatedAt: "2026-11-18T10:00:00.000Z", date: "2026-11-01" }),
      task("Tuesday", { completed: true, updatedAt: "2026-11-17T10:00:00.000Z" }),
    ];
    const groups = groupTasks(tasks, { now });
    expect(titles(groups.completed)).toEqual(["Wednesday", "Tuesday", "Monday"]);
    expect(groups.overdue).toEqual([]);
    expect(groups.today).toEqual([]);
  });

  it("lets the screen say when a task was just ticked, before the server's answer", () => {
    const justTicked = task("just ticked", { completed: true, updatedAt: "2026-11-01T10:00:00.000Z" });
    const tasks = [task("yesterday", { completed: true, updatedAt: "2026-11-19T10:00:00.000Z" }), justTicked];
    const changedAt = (note: Note) =>
      note.id === justTicked.id ? Date.parse("2026-11-20T10:00:00.000Z") : Date.parse(note.updatedAt);
    expect(titles(groupTasks(tasks, { changedAt }).completed)).toEqual(["just ticked", "yesterday"]);
  });

  it("gives empty groups for no tasks", () => {
    expect(groupTasks([], { now })).toEqual({
      overdue: [],
      today: [],
      tomorrow: [],
      upcoming: [],
      noDate: [],
      completed: [],
    });
  });

  it("splits open tasks into overdue, today, tomorrow, upcoming and no date", () => {
    const tasks = [
      task("in two weeks", { date: "2026-12-04" }),
      task("today 16:00", { date: "2026-11-20T16:00:00+01:00" }),
      task("tomorrow 09:00", { date: "2026-11-21T09:00:00+01:00" }),
      task("today 13:00", { date: "2026-11-20T13:00:00+01:00" }),
      task("today all day", { date: "2026-11-20" }),
      task("tomorrow all day", { date: "2026-11-21" }),
      task("today 11:59", { date: "2026-11-20T11:59:00+01:00" }),
      task("yesterday", { date: "2026-11-19" }),
      task("last year 23:00", { date: "2025-12-31T23:00:00+01:00" }),
      task("done last week", { date: "2026-11-13", completed: true }),
      task("done today", { date: "2026-11-20", completed: true }),
      task("undated"),
    ];
    const groups = groupTasks(tasks, { now });
    expect(titles(groups.overdue)).toEqual(["last year 23:00", "yesterday", "today 11:59"]);
    expect(titles(groups.today)).toEqual(["today all day", "today 13:00", "today 16:00"]);
    expect(titles(groups.tomorrow)).toEqual(["tomorrow all day", "tomorrow 09:00"]);
    expect(titles(groups.upcoming)).toEqual(["in two weeks"]);
    expect(titles(groups.noDate)).toEqual(["undated"]);
    expect(titles(groups.completed)).toEqual(["done today", "done last week"]);
  });

  it("moves the days on at midnight in the viewer's time zone, not UTC's", () => {
    const tasks = [
      task("Friday", { date: "2026-11-20" }),
      task("Saturday", { date: "2026-11-21" }),
      task("Sunday", { date: "2026-11-22" }),
      // 23:30 UTC on Friday is 00:30 on Saturday in Bratislava.
      task("Saturday 00:30", { date: "2026-11-20T23:30:00Z" }),
    ];
    // 23:59 on Friday: Friday is today, Saturday tomorrow.
    const beforeMidnight = groupTasks(tasks, { now: new Date("2026-11-20T23:59:00+01:00") });
    expect(titles(beforeMidnight.today)).toEqual(["Friday"]);
    expect(titles(beforeMidnight.tomorrow)).toEqual(["Saturday", "Saturday 00:30"]);
    expect(titles(beforeMidnight.upcoming)).toEqual(["Sunday"]);
    // 00:00 on Saturday (23:00 UTC on Friday): Friday's all-day task is overdue, Saturday is today.
    const atMidnight = groupTasks(tasks, { now: new Date("2026-11-21T00:00:00+01:00") });
    expect(titles(atMidnight.overdue)).toEqual(["Friday"]);
    expect(titles(atMidnight.today)).toEqual(["Saturday", "Saturday 00:30"]);
    expect(titles(atMidnight.tomorrow)).toEqual(["Sunday"]);
  });

  it("finds tomorrow across a change of clocks and the end of a year", () => {
    // The night the clocks go back (25 October 2026 has 25 hours in Bratislava).
    const dst = groupTasks([task("Monday", { date: "2026-10-26" })], { now: new Date("2026-10-25T23:30:00+01:00") });
    expect(titles(dst.tomorrow)).toEqual(["Monday"]);
    const newYear = groupTasks([task("New Year's Day", { date: "2027-01-01" })], {
      now: new Date("2026-12-31T20:00:00+01:00"),
    });
    expect(titles(newYear.tomorrow)).toEqual(["New Year's Day"]);
  });
});

describe("scheduleKey", () => {
  it.each([
    [null, null],
    ["", null],
    ["not a date", null],
    ["2026-11-24", "2026-11-24"],
    ["2026-11-24T09:30:00+01:00", "2026-11-24 09:30"],
    ["2026-11-24T23:30:00Z", "2026-11-25 00:30"],
  ])("%j → %j", (date, key) => {
    expect(scheduleKey(date)).toBe(key);
  });
});

describe("isDueBy", () => {
  it.each([
    ["2026-11-19", false, true],
    ["2026-11-20", false, true],
    ["2026-11-20T23:59:00+01:00", false, true],
    // 23:30 UTC on the 20th is 00:30 on the 21st in Bratislava.
    ["2026-11-20T23:30:00Z", false, false],
    ["2026-11-21", false, false],
    ["2026-11-20", true, false],
    [null, false, false],
  ])("%j (completed: %j) is due by 20 November: %j", (date, completed, expected) => {
    expect(isDueBy({ date, completed }, "2026-11-20")).toBe(expected);
  });
});
