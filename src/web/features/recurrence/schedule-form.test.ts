import type { ListedNote } from "@shared/schemas/note-page";
import { RepeatRuleSchema } from "@shared/schemas/recurrence";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyNoteForm } from "@/features/note-editor/note-form";
import { reminderChoiceOf, reminderFrom } from "./reminder-choice";
import { choiceFromRule, type RepeatChoice, ruleFromChoice } from "./repeat-choice";
import { scheduleChanges, scheduleFormFrom } from "./schedule-form";

// This browser is in Bratislava: +01:00 in November, +02:00 in June.
const originalTimeZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/Bratislava";
});
afterAll(() => {
  process.env.TZ = originalTimeZone;
});

const choice = (change: Partial<RepeatChoice>): RepeatChoice => ({
  kind: "none",
  weekdays: [],
  interval: 1,
  custom: "",
  ...change,
});

describe("repeat presets", () => {
  it.each([
    [choice({ kind: "daily" }), "FREQ=DAILY"],
    [choice({ kind: "weekly", weekdays: ["TH", "MO"] }), "FREQ=WEEKLY;BYDAY=MO,TH"],
    [choice({ kind: "weekly", weekdays: ["FR"], interval: 2 }), "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR"],
    [choice({ kind: "monthly" }), "FREQ=MONTHLY;BYMONTHDAY=26"],
    [choice({ kind: "yearly" }), "FREQ=YEARLY;BYMONTH=11;BYMONTHDAY=26"],
  ])("%o writes %s, a rule the shared schema takes, and reads back as the same preset", (picked, rule) => {
    expect(ruleFromChoice(picked, "2026-11-26")).toBe(rule);
    expect(RepeatRuleSchema.parse(rule)).toBe(rule);
    expect(choiceFromRule(rule).kind).toBe(picked.kind);
  });

  it("weekly without chosen days takes the date's weekday; other rules stay custom, as typed", () => {
    expect(ruleFromChoice(choice({ kind: "weekly" }), "2026-11-26")).toBe("FREQ=WEEKLY;BYDAY=TH");
    expect(choiceFromRule("FREQ=MONTHLY;BYDAY=1MO")).toEqual(
      choice({ kind: "custom", custom: "FREQ=MONTHLY;BYDAY=1MO" }),
    );
    expect(ruleFromChoice(choice({ kind: "none" }), "2026-11-26")).toBeNull();
  });
});

describe("reminder choices", () => {
  it("reads a preset back from the stored time, a plain day counting as due at 09:00", () => {
    expect(reminderChoiceOf("2026-11-26T17:00:00+01:00", "2026-11-26", "18:00")).toEqual({
      kind: "before",
      minutes: 60,
    });
    expect(reminderChoiceOf("2026-11-25T09:00:00+01:00", "2026-11-26", "")).toEqual({ kind: "before", minutes: 1440 });
    expect(reminderChoiceOf("2026-11-26T17:45:00+01:00", "2026-11-26", "18:00")).toEqual({
      kind: "at",
      local: "2026-11-26T17:45",
    });
    expect(reminderChoiceOf(null, "2026-11-26", "")).toEqual({ kind: "none" });
  });

  it("writes the time with this browser's offset for that day", () => {
    expect(reminderFrom({ kind: "before", minutes: 10 }, "2026-06-10", "08:00")).toBe("2026-06-10T07:50:00+02:00");
    expect(reminderFrom({ kind: "before", minutes: 0 }, "2026-11-26", "")).toBe("2026-11-26T09:00:00+01:00");
    expect(reminderFrom({ kind: "at", local: "2026-11-20T07:30" }, "2026-11-26", "")).toBe("2026-11-20T07:30:00+01:00");
  });
});

describe("an edit's schedule changes", () => {
  const note = {
    id: "0193a0a0-0000-7000-8000-000000000001",
    category: "tasks",
    date: "2026-11-26T18:00:00+01:00",
    reminder: "2026-11-26T17:00:00+01:00",
    repeat: "FREQ=WEEKLY;BYDAY=MO,TH",
  } as ListedNote;

  it("sends nothing when nothing of them changed", () => {
    const values = { ...emptyNoteForm("tasks"), day: "2026-11-26", time: "18:00", ...scheduleFormFrom(note) };
    expect(scheduleChanges(note, values)).toEqual({});
  });

  it("moves a reminder set before the due time with a new date, and sends a new rule with the zone", () => {
    const values = { ...emptyNoteForm("tasks"), day: "2026-11-27", time: "18:00", ...scheduleFormFrom(note) };
    expect(scheduleChanges(note, values)).toEqual({ reminder: "2026-11-27T17:00:00+01:00" });
    const daily = { ...values, day: "2026-11-26", repeat: choice({ kind: "daily" }) };
    expect(scheduleChanges(note, daily)).toEqual({ repeat: "FREQ=DAILY", timeZone: "Europe/Bratislava" });
  });
});
