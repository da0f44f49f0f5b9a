import type { Note } from "@shared/schemas/note";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tasksOnDay } from "./tasks-on-day";

const originalTimeZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/Bratislava";
});
afterAll(() => {
  process.env.TZ = originalTimeZone;
});

let nextId = 1;
function note(title: string, date: string | null, category: Note["category"] = "tasks"): Note {
  const id = String(nextId++).padStart(6, "0");
  const at = "2026-11-01T08:00:00.000Z";
  return {
    ...{ id, title, content: "", completed: false, category, date, reminder: null, repeat: null, isDeleted: false },
    ...{
      tags: [],
      items: [],
      createdAt: at,
      updatedAt: at,
      deletedAt: null,
      pinned: false,
      color: null,
      archivedAt: null,
      checklist: [],
      photos: [],
      sharing: null,
    },
  };
}

describe("tasksOnDay", () => {
  it("gives the day's tasks, the one without a time first, then by time", () => {
    const tasks = [
      note("evening", "2026-11-24T19:00:00+01:00"),
      note("next day", "2026-11-25"),
      note("all day", "2026-11-24"),
      note("morning", "2026-11-24T08:15:00+01:00"),
      note("undated", null),
      note("a note", "2026-11-24", "notes"),
      // 23:30 UTC on the 23rd is 00:30 on the 24th in Bratislava.
      note("just after midnight", "2026-11-23T23:30:00Z"),
    ];
    expect(tasksOnDay(tasks, new Date(2026, 10, 24, 15)).map((task) => task.title)).toEqual([
      "all day",
      "just after midnight",
      "morning",
      "evening",
    ]);
  });

  it("gives nothing for a day without tasks", () => {
    expect(tasksOnDay([note("other", "2026-11-25")], new Date(2026, 10, 24))).toEqual([]);
  });
});
