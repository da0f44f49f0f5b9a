import type { Note } from "@shared/schemas/note";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyNoteForm, isFormChanged, isTitleBlank, noteFormFrom } from "./note-form";
import { toCreateInput, toUpdateChanges } from "./note-form-checks";

/** Tag ids as the server makes them (UUIDv7). */
const T1 = "019a8f2e-0001-7000-8000-000000000001";
const T2 = "019a8f2e-0002-7000-8000-000000000002";
const T3 = "019a8f2e-0003-7000-8000-000000000003";

const originalTimeZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/Bratislava";
});
afterAll(() => {
  process.env.TZ = originalTimeZone;
});

const task: Note = {
  id: "7",
  title: "Dentist",
  content: "Bring the card",
  completed: false,
  category: "tasks",
  date: "2026-11-24T09:30:00+01:00",
  reminder: null,
  repeat: null,
  isDeleted: false,
  tags: [T1, T2],
  items: [],
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  deletedAt: null,
  sharing: null,
  pinned: false,
  color: null,
  archivedAt: null,
  checklist: [],
  photos: [],
};

describe("toCreateInput", () => {
  it("sends a task's date and time with the local offset, its content and tags", () => {
    const values = { ...emptyNoteForm("tasks"), title: "  Dentist ", day: "2026-11-24", time: "09:30", tags: [T3, T1] };
    expect(toCreateInput(values).value).toEqual({
      title: "Dentist",
      category: "tasks",
      content: "",
      date: "2026-11-24T09:30:00+01:00",
      reminder: null,
      repeat: null,
      tags: [T3, T1],
      items: [],
      checklist: [],
      pinned: false,
      color: null,
    });
  });

  it("sends a task's or note's checklist in its order, with the draft's ids; a list sends none", () => {
    const id = "019a8f2e-0009-7000-8000-000000000009";
    const checklist = [{ id, title: "Boxes", completed: true, position: 1 }];
    for (const category of ["tasks", "notes"] as const) {
      expect(toCreateInput({ ...emptyNoteForm(category), title: "Move", checklist }).value?.checklist).toEqual([
        { id, title: "Boxes", completed: true },
      ]);
    }
    expect(toCreateInput({ ...emptyNoteForm("shopping"), title: "Market", checklist }).value?.checklist).toEqual([]);
    const long = [{ id, title: "x".repeat(201), completed: false, position: 1 }];
    expect(toCreateInput({ ...emptyNoteForm("notes"), title: "Long", checklist: long }).errors).toEqual({
      checklist: "validation.tooLong",
    });
  });

  it("sends a plain day when the task has no time, and no date without a day", () => {
    expect(toCreateInput({ ...emptyNoteForm("tasks"), title: "A", day: "2026-11-24" }).value?.date).toBe("2026-11-24");
    expect(toCreateInput({ ...emptyNoteForm("tasks"), title: "A", time: "10:00" }).value?.date).toBeNull();
  });

  it("keeps dates and tags off other kinds and items on shopping lists only", () => {
    const list = toCreateInput({
      ...emptyNoteForm("shopping"),
      title: "Groceries",
      items: [" Milk ", "Bread"],
      tags: [T1],
    });
    expect(list.value).toMatchObject({ category: "shopping", tags: [], date: null });
    expect(list.value?.items?.map((item) => item.name)).toEqual(["Milk", "Bread"]);
    const note = toCreateInput({ ...emptyNoteForm("notes"), title: "Ideas", day: "2026-11-24", items: ["x"] });
    expect(note.value).toMatchObject({ date: null, items: [] });
  });

  it("reports the first problem per field as an errors.json key", () => {
    expect(toCreateInput({ ...emptyNoteForm("notes"), title: "   " }).errors).toEqual({ title: "validation.required" });
    expect(toCreateInput({ ...emptyNoteForm("tasks"), title: "A", day: "2026-11-24", time: "9h" }).errors).toEqual({
      date: "validation.date",
    });
  });

  it("knows a blank title", () => {
    expect(isTitleBlank({ title: " \n " })).toBe(true);
    expect(isTitleBlank({ title: "x" })).toBe(false);
  });
});

describe("toUpdateChanges", () => {
  it("is null when nothing changed (the stored date read back is not a change)", () => {
    expect(toUpdateChanges(task, noteFormFrom(task))).toEqual({ value: null, errors: {} });
    expect(toUpdateChanges(task, { ...noteFormFrom(task), tags: [T2, T1] }).value).toBeNull();
  });

  it("sends only what changed", () => {
    const values = { ...noteFormFrom(task), title: "Dentist at 10", time: "10:00" };
    expect(toUpdateChanges(task, values).value).toEqual({ title: "Dentist at 10", date: "2026-11-24T10:00:00+01:00" });
    expect(toUpdateChanges(task, { ...noteFormFrom(task), day: "", time: "" }).value).toEqual({ date: null });
    expect(toUpdateChanges(task, { ...noteFormFrom(task), tags: [T2] }).value).toEqual({ tags: [T2] });
  });

  it("refuses a blank title", () => {
    expect(toUpdateChanges(task, { ...noteFormFrom(task), title: " " }).errors).toEqual({
      title: "validation.required",
    });
  });
});

describe("isFormChanged", () => {
  const initial = noteFormFrom(task);

  it("is false for the form as it opened, and for the same tags in another order", () => {
    expect(isFormChanged(initial, { ...initial })).toBe(false);
    expect(isFormChanged(initial, { ...initial, tags: [T2, T1] })).toBe(false);
    expect(isFormChanged(emptyNoteForm("tasks"), emptyNoteForm("notes"))).toBe(false);
    expect(isFormChanged(emptyNoteForm("tasks"), { ...emptyNoteForm("tasks"), title: "   ", content: "\n" })).toBe(
      false,
    );
  });

  it.each([
    ["title", { title: "Dentist!" }],
    ["content", { content: "" }],
    ["day", { day: "2026-11-25" }],
    ["time", { time: "" }],
    ["tags", { tags: [T1] }],
    ["items", { items: ["Milk"] }],
  ])("is true when the %s changed", (_field, change) => {
    expect(isFormChanged(initial, { ...initial, ...change })).toBe(true);
  });
});
