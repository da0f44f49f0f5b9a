import { describe, expect, it } from "vitest";
import { DataExportEnvelopeSchema, DataExportSchema, ExportedNoteSchema } from "./data-export.ts";

const at = "2026-11-23T10:00:00.000Z";
const note = {
  id: "019aaf5e-0000-7000-8000-000000000001",
  category: "tasks",
  title: "Úloha 🎯",
  content: "",
  completed: false,
  date: "2026-12-05T19:30:00+01:00",
  reminder: null,
  createdAt: at,
  updatedAt: at,
  completedAt: null,
  trashedAt: null,
  tags: ["019aaf5e-0000-7000-8000-000000000002"],
  items: [],
};
const file = {
  format: "poriadok-export",
  version: 1,
  exportedAt: at,
  profile: null,
  tags: [{ id: "019aaf5e-0000-7000-8000-000000000002", name: "Škola", color: "#e11d48", createdAt: at }],
  notes: [note],
  plannerHours: [{ date: "2026-12-01", plannedHours: 7.5 }],
  shoppingCategoryOrder: ["bakery", "Drogéria"],
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("the export format", () => {
  it("accepts a whole file, ids in lower case", () => {
    const upper = { ...file, notes: [{ ...note, id: note.id.toUpperCase() }] };
    expect(DataExportSchema.parse(upper).notes[0]?.id).toBe(note.id);
  });

  it("takes a hand-made file without the (informative) profile", () => {
    const { profile: _left, ...withoutProfile } = file;
    expect(DataExportSchema.parse(withoutProfile).profile).toBeNull();
    expect(DataExportEnvelopeSchema.parse(withoutProfile).profile).toBeNull();
  });

  it("refuses another format or version with its own message", () => {
    expect(firstMessage(DataExportEnvelopeSchema.safeParse({ ...file, format: "memos" }))).toBe(
      "validation.exportFormat",
    );
    expect(firstMessage(DataExportEnvelopeSchema.safeParse({ ...file, version: 3 }))).toBe("validation.exportVersion");
  });

  it("holds a note to the normal API's rules", () => {
    expect(firstMessage(ExportedNoteSchema.safeParse({ ...note, title: "" }))).toBe("validation.required");
    expect(firstMessage(ExportedNoteSchema.safeParse({ ...note, title: "x".repeat(201) }))).toBe("validation.tooLong");
    expect(firstMessage(ExportedNoteSchema.safeParse({ ...note, category: "notes" }))).toBe(
      "validation.dateOnlyForTasks",
    );
    expect(firstMessage(ExportedNoteSchema.safeParse({ ...note, title: "a\u0000b" }))).toBe(
      "validation.unsupportedCharacters",
    );
    const tooManyTags = Array.from(
      { length: 21 },
      (_, index) => `019aaf5e-0000-7000-8000-${String(index).padStart(12, "0")}`,
    );
    expect(firstMessage(ExportedNoteSchema.safeParse({ ...note, tags: tooManyTags }))).toBe("validation.tooMany");
  });
});
