import { describe, expect, it } from "vitest";
import { APPLE_COMPLETED, APPLE_IOS_TIMED, TASKS_ORG, TASKS_ORG_SUBTASK, THUNDERBIRD } from "./vtodo-client-samples.ts";
import { EVOLUTION, IN_PROCESS_WITH_ESCAPES, JTX_BOARD } from "./vtodo-modelled-samples.ts";
import { IcalInputError, readVtodo } from "./vtodo-read.ts";

const ZONE = "Europe/Bratislava";

describe("readVtodo with what clients send", () => {
  it("Tasks.org: zoned DUE, DTSTART kept, the due-time alarm mapped, the absolute one kept", () => {
    const { task, extras } = readVtodo(TASKS_ORG, ZONE);
    expect(task).toEqual({
      uid: "4290517349243274514",
      title: "Test with tasks.org",
      content: "",
      date: "2023-04-02T17:00:01+02:00",
      timeZone: "Europe/Berlin",
      completed: false,
      completedAt: null,
      categories: ["Vikunja"],
      repeat: null,
      reminderMinutesBefore: 0,
      createdAt: "2023-04-02T06:04:51.000Z",
    });
    expect(extras).toContain("PRIORITY:9");
    expect(extras).toContain("X-APPLE-SORT-ORDER:697384109");
    expect(extras).toContain("DTSTART:20230401T070000Z");
    expect(extras).toContain("TRIGGER;VALUE=DATE-TIME:20230402T100000Z");
    expect(extras).not.toContain("RELATED=END:PT0S");
  });

  it("Tasks.org (LF-only): a day, tags, a sub-task link kept", () => {
    const { task, extras } = readVtodo(TASKS_ORG_SUBTASK, ZONE);
    expect(task).toMatchObject({
      title: "Test task",
      content: "This is a test description",
      date: "2022-03-03",
      timeZone: null,
      categories: ["Test tag", "Work"],
      reminderMinutesBefore: 0,
    });
    expect(extras).toContain("RELATED-TO;RELTYPE=PARENT:9999999");
    expect(extras).toContain("X-APPLE-SORT-ORDER:559033419");
  });

  it("Apple Reminders (iOS 11): completed with its time", () => {
    const { task, extras } = readVtodo(APPLE_COMPLETED, ZONE);
    expect(task).toMatchObject({
      uid: "31FC53CE-71A0-4AE1-8371-822B8DC4ECD9",
      title: "Test",
      content: "",
      date: null,
      completed: true,
      completedAt: "2018-04-17T18:43:02.000Z",
      createdAt: "2018-04-17T18:43:00.000Z",
    });
    expect(extras).toContain("X-APPLE-SORT-ORDER:545683380");
  });

  it("Apple Reminders (iOS 12): a zoned DUE with its VTIMEZONE, DTSTART and the absolute alarm kept", () => {
    const { task, extras } = readVtodo(APPLE_IOS_TIMED, ZONE);
    expect(task).toMatchObject({
      uid: "A11D558C-3BC3-45FE-B95E-8B1F0023CB17",
      title: "Test",
      date: "2022-01-18T23:00:00-06:00",
      timeZone: "America/Chicago",
      completed: false,
    });
    expect(extras).toContain("TRIGGER;VALUE=DATE-TIME:20220119T050000Z");
    expect(extras).toContain("X-WR-ALARMUID:2CBB42D2-039E-4F6B-BFDF-761632A15305");
  });

  it("a floating DUE is read in the calendar's X-WR-TIMEZONE (written here, not captured)", () => {
    const body = [
      "BEGIN:VCALENDAR",
      "X-WR-TIMEZONE:Europe/Berlin",
      "BEGIN:VTODO",
      "UID:f",
      "SUMMARY:s",
      "DUE:20261121T143000",
      "BEGIN:VALARM",
      "TRIGGER:-PT15M",
      "ACTION:DISPLAY",
      "END:VALARM",
      "END:VTODO",
      "END:VCALENDAR",
    ].join("\r\n");
    const { task } = readVtodo(body, ZONE);
    expect(task).toMatchObject({ date: "2026-11-21T14:30:00+01:00", timeZone: "Europe/Berlin" });
    expect(task.reminderMinutesBefore).toBe(15);
  });

  it("Thunderbird: a zoned DUE, its alarm 15 minutes before, X-MOZ-GENERATION and SEQUENCE kept", () => {
    const { task, extras } = readVtodo(THUNDERBIRD, ZONE);
    expect(task).toMatchObject({
      uid: "5b3a42d5-e99c-2f47-87d5-8ba0e2b753ab",
      title: "Test",
      date: "2022-01-21T13:00:00-06:00",
      timeZone: "America/Chicago",
      completed: false,
      reminderMinutesBefore: 15,
    });
    for (const kept of ["X-MOZ-GENERATION:2", "SEQUENCE:1"]) expect(extras).toContain(kept);
  });

  it("IN-PROCESS is open, its percentage kept, escapes decoded, a day before as 1440 minutes", () => {
    const { task, extras } = readVtodo(IN_PROCESS_WITH_ESCAPES, ZONE);
    expect(task).toMatchObject({
      title: "Write report",
      content: "Line one\nLine two, with comma",
      date: "2026-10-12",
      completed: false,
      categories: ["Work", "Q4"],
      reminderMinutesBefore: 1440,
    });
    for (const kept of ["PRIORITY:5", "PERCENT-COMPLETE:40", "X-MOZ-GENERATION:2", "DTSTART;VALUE=DATE:20261010"])
      expect(extras).toContain(kept);
  });

  it("Evolution: a prefixed TZID, a folded line, a weekly rule and lower-case values", () => {
    const { task, extras } = readVtodo(EVOLUTION, "America/New_York");
    expect(task).toMatchObject({
      title: "Take out the bins",
      date: "2026-11-23T07:00:00+01:00",
      timeZone: "Europe/Bratislava",
      repeat: "FREQ=WEEKLY;BYDAY=MO",
      completed: false,
    });
    expect(extras).toContain("CLASS:PUBLIC");
    expect(extras).toContain("SEQUENCE:1");
  });

  it("jtx Board: UTC DUE in the account's zone, a refused rule kept, tags merged, 100 % is done", () => {
    const { task, extras } = readVtodo(JTX_BOARD, ZONE);
    expect(task).toMatchObject({
      title: "Water the plants",
      date: "2026-11-20T18:00:00+01:00",
      timeZone: null,
      repeat: null,
      completed: true,
      categories: ["home", "garden"],
    });
    expect(extras).toContain("RRULE:FREQ=HOURLY;INTERVAL=6");
    expect(extras).toContain("GEO:48.148598;17.107748");
    // The Outlook zone name is placed (Central Europe → Budapest) and written as UTC in the extras.
    expect(extras).toContain("DTSTART:20261120T070000Z");
  });

  it("takes DTSTART as the date when there is no DUE, and a floating time in the given zone", () => {
    const body =
      "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VTODO\nUID:x\nSUMMARY:s\nDTSTART:20260710T090000\nEND:VTODO\nEND:VCALENDAR\n";
    expect(readVtodo(body, ZONE).task).toMatchObject({ date: "2026-07-10T09:00:00+02:00", timeZone: null });
  });

  it("treats CANCELLED as done and keeps a positive trigger out of the reminder", () => {
    const body = [
      "BEGIN:VCALENDAR",
      "BEGIN:VTODO",
      "UID:c",
      "SUMMARY:s",
      "STATUS:CANCELLED",
      "DUE:20260101T100000Z",
      "BEGIN:VALARM",
      "TRIGGER:PT5M",
      "ACTION:DISPLAY",
      "END:VALARM",
      "END:VTODO",
      "END:VCALENDAR",
    ].join("\r\n");
    const { task, extras } = readVtodo(body, "UTC");
    expect(task).toMatchObject({ completed: true, completedAt: null, reminderMinutesBefore: null });
    expect(extras).toContain("TRIGGER:PT5M");
  });
});

describe("refusals", () => {
  const refused = (body: string) => {
    try {
      readVtodo(body, ZONE);
    } catch (error) {
      return error instanceof IcalInputError ? error.code : "other";
    }
    return "accepted";
  };

  it("refuses an event, garbage, an empty calendar and two UIDs", () => {
    const event =
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:e\r\nDTSTART:20260101T100000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
    expect(refused(event)).toBe("unsupported_component");
    expect(refused("BEGIN:VCALENDAR\r\nBEGIN:VJOURNAL\r\nUID:j\r\nEND:VJOURNAL\r\nEND:VCALENDAR")).toBe(
      "unsupported_component",
    );
    expect(refused("this is not a calendar")).toBe("not_icalendar");
    expect(refused("")).toBe("not_icalendar");
    expect(refused("BEGIN:VCARD\r\nFN:x\r\nEND:VCARD")).toBe("not_icalendar");
    expect(refused("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR")).toBe("no_vtodo");
    const two =
      "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:a\r\nEND:VTODO\r\nBEGIN:VTODO\r\nUID:b\r\nEND:VTODO\r\nEND:VCALENDAR";
    expect(refused(two)).toBe("invalid_property");
    expect(refused("BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:x\r\nEND:VTODO\r\nEND:VCALENDAR")).toBe(
      "invalid_property",
    );
    // ical.js parses "DUE:2026" and throws only when the value is read (found by caldav-hostile.test.ts).
    expect(refused("BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:d\r\nDUE:2026\r\nEND:VTODO\r\nEND:VCALENDAR")).toBe(
      "invalid_property",
    );
  });
});
