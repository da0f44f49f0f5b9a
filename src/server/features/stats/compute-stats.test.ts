import { describe, expect, it } from "vitest";
import { computeStatistics, type StatsRow } from "./compute-stats.ts";

const row = (createdAt: string, overrides: Partial<StatsRow> = {}): StatsRow => ({
  category: "notes",
  completed: false,
  completedAt: null,
  createdAt,
  ...overrides,
});

describe("statistics in the user's time zone", () => {
  // Sunday 22 November 2026, 00:30 in Bratislava (UTC+1) is still Saturday 23:30 in UTC.
  const sundayJustAfterMidnight = new Date("2026-11-21T23:30:00Z");
  const rows = [
    row("2026-11-21T23:10:00Z"), // Sunday 00:10 in Bratislava, Saturday 23:10 in UTC
    row("2026-11-21T22:50:00Z"), // Saturday 23:50 in Bratislava
    row("2026-11-15T00:00:00Z"), // last Sunday 01:00 in Bratislava: the previous week
  ];

  it("starts the week on Sunday, local midnight", () => {
    const local = computeStatistics(rows, sundayJustAfterMidnight, "Europe/Bratislava");
    expect([local.todayCreated, local.thisWeekCreated]).toEqual([1, 1]);
    const utc = computeStatistics(rows, sundayJustAfterMidnight, "UTC");
    expect([utc.todayCreated, utc.thisWeekCreated]).toEqual([2, 3]);
  });

  it("starts a Slovak reader's week on Monday, local midnight (decision 024)", () => {
    // Monday 16 November 2026 00:00 in Bratislava: the Saturday and Sunday rows are this week, the
    // Sunday before (15 November) the last one.
    const local = computeStatistics(rows, sundayJustAfterMidnight, "Europe/Bratislava", "monday");
    expect(local.thisWeekCreated).toBe(2);
    const mondayMorning = new Date("2026-11-22T23:30:00Z"); // Monday 23 November, 00:30 in Bratislava
    expect(computeStatistics(rows, mondayMorning, "Europe/Bratislava", "monday").thisWeekCreated).toBe(0);
    expect(computeStatistics(rows, mondayMorning, "Europe/Bratislava", "sunday").thisWeekCreated).toBe(1);
  });

  it("starts the month at local midnight of the 1st", () => {
    // 1 December 2026, 00:20 in Bratislava is 30 November 23:20 in UTC.
    const now = new Date("2026-11-30T23:20:00Z");
    const monthRows = [row("2026-11-30T23:05:00Z"), row("2026-11-30T22:55:00Z")];
    expect(computeStatistics(monthRows, now, "Europe/Bratislava").thisMonthCreated).toBe(1);
    expect(computeStatistics(monthRows, now, "UTC").thisMonthCreated).toBe(2);
    expect(computeStatistics(monthRows, now, "America/New_York").thisMonthCreated).toBe(2);
  });

  it("counts totals, progress and this month's completions", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    const stats = computeStatistics(
      [
        row("2026-11-02T10:00:00Z", { category: "tasks", completed: true, completedAt: "2026-11-20T10:00:00Z" }),
        row("2026-10-02T10:00:00Z", { category: "tasks", completed: true, completedAt: "2026-10-20T10:00:00Z" }),
        row("2026-11-03T10:00:00Z", { category: "tasks" }),
        row("2026-11-04T10:00:00Z", { category: "shopping" }),
      ],
      now,
      "Europe/Bratislava",
    );
    expect(stats).toMatchObject({
      totalNotes: 4,
      totalTasks: 3,
      completedTasks: 2,
      totalShoppingLists: 1,
      totalProgress: 67,
      thisMonth: { created: 3, completedTasks: 1, progress: 50 },
    });
  });

  it("gives 30 days of creations, today last, and 12 Sunday-to-Saturday weeks of completions", () => {
    const now = new Date("2026-11-21T12:00:00Z"); // a Saturday
    const stats = computeStatistics(
      [
        row("2026-11-21T08:00:00Z"),
        row("2026-11-21T09:00:00Z"),
        row("2026-10-23T09:00:00Z"), // 29 days before: the first day shown
        row("2026-10-22T09:00:00Z"), // 30 days before: not shown
        row("2026-11-01T09:00:00Z", { category: "tasks", completed: true, completedAt: "2026-11-15T09:00:00Z" }),
        row("2026-11-01T09:00:00Z", { category: "tasks", completed: true, completedAt: "2026-11-14T09:00:00Z" }),
      ],
      now,
      "Europe/Bratislava",
    );
    expect(stats.createdPerDay).toHaveLength(30);
    expect(stats.createdPerDay.at(-1)).toEqual({ date: "2026-11-21", count: 2 });
    expect(stats.createdPerDay[0]).toEqual({ date: "2026-10-23", count: 1 });
    expect(stats.completedPerWeek).toHaveLength(12);
    expect(stats.completedPerWeek.at(-1)).toEqual({ weekStart: "2026-11-15", count: 1 });
    expect(stats.completedPerWeek.at(-2)).toEqual({ weekStart: "2026-11-08", count: 1 });
    expect(stats.completedPerWeek[0]?.weekStart).toBe("2026-08-30");

    // Monday-to-Sunday weeks: Sunday 15 November belongs to the week of Monday 9 November.
    const mondays = computeStatistics(
      [row("2026-11-01T09:00:00Z", { category: "tasks", completed: true, completedAt: "2026-11-15T09:00:00Z" })],
      now,
      "Europe/Bratislava",
      "monday",
    ).completedPerWeek;
    expect(mondays).toHaveLength(12);
    expect(mondays.at(-1)).toEqual({ weekStart: "2026-11-16", count: 0 });
    expect(mondays.at(-2)).toEqual({ weekStart: "2026-11-09", count: 1 });
  });

  it("has no progress to divide when there are no tasks", () => {
    expect(computeStatistics([], new Date(), "Europe/Bratislava")).toMatchObject({
      totalProgress: 0,
      thisMonth: { progress: 0 },
    });
  });
});
