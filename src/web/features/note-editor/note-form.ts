import type { NoteCategory } from "@shared/constants";
import type { ChecklistItem } from "@shared/schemas/checklist";
import type { ListedNote as Note } from "@shared/schemas/note-page";
import type { ReminderChoice, RepeatChoice } from "@/features/recurrence/index";
import { splitNoteDate } from "@/lib/note-date";

/**
 * What the create and edit dialogs hold while the user types. Checking it against the API's schemas
 * (zod) is in note-form-checks.ts, loaded after the first paint, so /home does not load zod first.
 */
export type NoteFormValues = {
  category: NoteCategory;
  title: string;
  content: string;
  /** yyyy-MM-dd, or "" for no date (tasks only). */
  day: string;
  /** HH:mm, or "" for a date without a time (tasks only). */
  time: string;
  tags: string[];
  /** Initial items of a new shopping list. */
  items: string[];
  /** A new task's sub-tasks or a new note's checklist (the edit dialog changes them line by line). */
  checklist: ChecklistItem[];
  /** A task's repeat and reminder (features/recurrence, read from a note by scheduleFormFrom in the dialogs' code). */
  repeat: RepeatChoice;
  reminder: ReminderChoice;
};

export type NoteFormField = "title" | "content" | "date" | "tags" | "items" | "checklist" | "repeat" | "reminder";
/** Field → errors.json key (validation.*), the first problem of each field. */
export type NoteFormErrors = Partial<Record<NoteFormField, string>>;

/** Which fields a kind of note has (spec §2, create dialog). */
export const noteFields = (category: NoteCategory) => ({
  hasContent: category !== "shopping",
  hasDate: category === "tasks",
  hasTags: category !== "shopping",
  hasItems: category === "shopping",
});

export function emptyNoteForm(category: NoteCategory): NoteFormValues {
  const repeat: RepeatChoice = { kind: "none", weekdays: [], interval: 1, custom: "" };
  return {
    category,
    title: "",
    content: "",
    day: "",
    time: "",
    tags: [],
    items: [],
    checklist: [],
    repeat,
    reminder: { kind: "none" },
  };
}

export function noteFormFrom(note: Note): NoteFormValues {
  const { day, time } = splitNoteDate(note.date);
  return { ...emptyNoteForm(note.category), title: note.title, content: note.content, day, time, tags: note.tags };
}

/**
 * Whether the user has changed anything a dialog would lose by closing: the typed fields, the date,
 * the tags (as a set) and the items. Spaces alone, or switching the kind of an empty new note, are
 * not a change worth asking about.
 */
export function isFormChanged(initial: NoteFormValues, values: NoteFormValues): boolean {
  return (
    values.title.trim() !== initial.title.trim() ||
    values.content.trim() !== initial.content.trim() ||
    values.day !== initial.day ||
    values.time !== initial.time ||
    !isSameSet(values.tags, initial.tags) ||
    values.items.join("\n") !== initial.items.join("\n") ||
    values.checklist.map((line) => line.title).join("\n") !== initial.checklist.map((line) => line.title).join("\n") ||
    JSON.stringify([values.repeat, values.reminder]) !== JSON.stringify([initial.repeat, initial.reminder])
  );
}

/** The spec's create rule: a title that is empty after trimming means nothing happens. */
export function isTitleBlank(values: Pick<NoteFormValues, "title">): boolean {
  return values.title.trim() === "";
}

export function isSameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}
