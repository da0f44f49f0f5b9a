import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { TASKS_ORG, TASKS_ORG_SUBTASK, THUNDERBIRD } from "./vtodo-client-samples.ts";
import { JTX_BOARD } from "./vtodo-modelled-samples.ts";
import { readItemVtodo, readVtodo } from "./vtodo-read.ts";
import { type ServerTask, writeItemVtodo, writeVtodo } from "./vtodo-write.ts";

const ZONE = "Europe/Bratislava";

const baseTask: ServerTask = {
  uid: "019a0000-0000-7000-8000-000000000001",
  title: "Pay rent",
  content: "",
  date: null,
  timeZone: null,
  completed: false,
  completedAt: null,
  categories: [],
  repeat: null,
  reminder: null,
  createdAt: "2026-11-01T08:00:00.000Z",
  updatedAt: "2026-11-02T09:30:00.000Z",
};

/** The VTODO of a written calendar as ical.js reads it back. */
function vtodoOf(text: string): ICAL.Component {
  const vtodo = ICAL.Component.fromString(text).getFirstSubcomponent("vtodo");
  if (!vtodo) throw new Error("no VTODO");
  return vtodo;
}

describe("writeVtodo", () => {
  it("writes the DST switch day in its zone with a VTIMEZONE, and reads it back", () => {
    const written = writeVtodo(
      {
        ...baseTask,
        date: "2026-03-29T18:00:00+02:00",
        timeZone: "Europe/Bratislava",
        reminder: "2026-03-29T17:45:00+02:00",
      },
      null,
    );
    expect(written).toContain("DUE;TZID=Europe/Bratislava:20260329T180000\r\n");
    expect(written).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Bratislava\r\n");
    expect(written).toContain("TRIGGER;RELATED=END:-PT15M\r\n");
    const { task } = readVtodo(written, "UTC");
    expect(task).toMatchObject({ date: "2026-03-29T18:00:00+02:00", timeZone: ZONE, reminderMinutesBefore: 15 });
  });

  it("writes a day as VALUE=DATE and a zone-less time in UTC", () => {
    expect(writeVtodo({ ...baseTask, date: "2026-11-21" }, null)).toContain("DUE;VALUE=DATE:20261121\r\n");
    const utc = writeVtodo({ ...baseTask, date: "2026-11-21T14:30:00+01:00" }, null);
    expect(utc).toContain("DUE:20261121T133000Z\r\n");
    expect(utc).not.toContain("VTIMEZONE");
    expect(readVtodo(utc, ZONE).task.date).toBe("2026-11-21T14:30:00+01:00");
  });

  it("round-trips a task: read(write(task)) gives it back", () => {
    const task: ServerTask = {
      ...baseTask,
      title: "Buy milk, eggs; bread 🥖",
      content: "Line one\nLine two, with a comma; and a semicolon\\ and a backslash 😀",
      date: "2026-11-21T14:30:00+01:00",
      timeZone: ZONE,
      completed: true,
      completedAt: "2026-11-21T15:00:00.000Z",
      categories: ["home, garden", "shop;now", "Ďalšie"],
      repeat: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH",
      reminder: "2026-11-20T14:30:00+01:00",
    };
    const written = writeVtodo(task, null);
    expect(written).toContain("SUMMARY:Buy milk\\, eggs\\; bread 🥖\r\n");
    expect(written).toContain("CATEGORIES:home\\, garden,shop\\;now,Ďalšie\r\n");
    const back = readVtodo(written, "UTC").task;
    expect(back).toEqual({
      uid: task.uid,
      title: task.title,
      content: task.content,
      date: task.date,
      timeZone: ZONE,
      completed: true,
      completedAt: task.completedAt,
      // CATEGORIES names are split on commas when read: a tag with a comma comes back as two.
      categories: ["home", "garden", "shop;now", "Ďalšie"],
      repeat: task.repeat,
      reminderMinutesBefore: 1440,
      createdAt: task.createdAt,
    });
  });

  it("writes well-formed, folded, CRLF iCalendar, the same bytes every time", () => {
    const task = { ...baseTask, title: "ž".repeat(120), date: "2026-11-21", reminder: "2026-11-20T09:00:00+01:00" };
    const first = writeVtodo(task, null);
    expect(writeVtodo(task, null)).toBe(first);
    for (const line of first.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(first).not.toMatch(/[^\r]\n/);
    expect(first.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Poriadok//Poriadok//EN\r\n")).toBe(true);
    expect(first).toContain("DTSTAMP:20261102T093000Z\r\n");
    expect(vtodoOf(first).getFirstPropertyValue("summary")).toBe(task.title);
  });

  it("writes a reminder without a date as an absolute trigger", () => {
    const written = writeVtodo({ ...baseTask, reminder: "2026-11-20T09:00:00+01:00" }, null);
    expect(written).toContain("TRIGGER;VALUE=DATE-TIME:20261120T080000Z\r\n");
    expect(written).toContain("DESCRIPTION:Pay rent\r\n");
  });
});

describe("extras survive a round trip through Poriadok", () => {
  it("keeps PRIORITY, X-APPLE-SORT-ORDER, RELATED-TO, X-MOZ-* and a second VALARM", () => {
    for (const body of [TASKS_ORG, TASKS_ORG_SUBTASK, THUNDERBIRD]) {
      const { task, extras } = readVtodo(body, ZONE);
      const server: ServerTask = {
        ...baseTask,
        uid: task.uid,
        title: task.title,
        content: task.content,
        date: task.date,
        timeZone: task.timeZone,
        categories: task.categories,
      };
      const again = readVtodo(writeVtodo(server, extras), ZONE);
      expect(again.extras).toBe(extras);
    }
    const { extras } = readVtodo(TASKS_ORG, ZONE);
    const vtodo = vtodoOf(writeVtodo({ ...baseTask, date: "2023-04-02" }, extras));
    expect(vtodo.getFirstPropertyValue("priority")).toBe(9);
    expect(vtodo.getFirstPropertyValue("x-apple-sort-order")).toBe("697384109");
    expect(vtodo.getAllSubcomponents("valarm")).toHaveLength(1);
    expect(
      vtodoOf(writeVtodo(baseTask, readVtodo(TASKS_ORG_SUBTASK, ZONE).extras)).getFirstPropertyValue("related-to"),
    ).toBe("9999999");
    const mozilla = vtodoOf(writeVtodo(baseTask, readVtodo(THUNDERBIRD, ZONE).extras));
    expect(mozilla.getFirstPropertyValue("x-moz-generation")).toBe("2");
  });

  it("never writes a property twice, and drops a DTSTART once the date is gone", () => {
    const { extras } = readVtodo(JTX_BOARD, ZONE);
    const vtodo = vtodoOf(
      writeVtodo({ ...baseTask, completed: true, repeat: "FREQ=DAILY", date: "2026-11-21" }, extras),
    );
    expect(vtodo.getAllProperties("rrule")).toHaveLength(1);
    expect(vtodo.getAllProperties("percent-complete")).toHaveLength(1);
    expect(vtodoOf(writeVtodo(baseTask, extras)).hasProperty("dtstart")).toBe(false);
  });
});

describe("shopping items", () => {
  it("writes the name, the quantity as DESCRIPTION and the tick, and reads them back", () => {
    const item = {
      uid: "019a0000-0000-7000-8000-0000000000aa",
      name: "Mlieko, polotučné",
      quantity: "2 l",
      completed: true,
      createdAt: "2026-11-01T08:00:00.000Z",
      updatedAt: "2026-11-02T09:30:00.000Z",
    };
    const written = writeItemVtodo(item, "X-APPLE-SORT-ORDER:3");
    expect(written).toContain("SUMMARY:Mlieko\\, polotučné\r\nDESCRIPTION:2 l\r\nSTATUS:COMPLETED\r\n");
    expect(writeItemVtodo(item, "X-APPLE-SORT-ORDER:3")).toBe(written);
    expect(readItemVtodo(written)).toEqual({
      item: { uid: item.uid, name: item.name, completed: true },
      extras: "X-APPLE-SORT-ORDER:3",
    });
  });
});
