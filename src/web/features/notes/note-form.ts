import type { NoteCategory } from "@shared/constants";
import { type CreateNoteInput, CreateNoteSchema, type UpdateNoteInput, UpdateNoteSchema } from "@shared/schemas/note";
import type { ListedNote as Note } from "@shared/schemas/note-page";
import type { z } from "zod";
import { splitNoteDate, toNoteDate } from "./note-date";

/** What the create and edit dialogs hold while the user types. */
export type NoteFormValues = {
  category: NoteCategory;
  title: string;
  content: string;
  /** yyyy-MM-dd, or "" for no date (tasks only). */
  day: string;
  /** HH:mm, or "" for a date without a time (tasks only). */
  time: string;
  tags: number[];
  /** Initial items of a new shopping list. */
  items: string[];
};

export type NoteFormField = "title" | "content" | "date" | "tags" | "items";
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
  return { category, title: "", content: "", day: "", time: "", tags: [], items: [] };
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
    values.items.join("\n") !== initial.items.join("\n")
  );
}

/** The spec's create rule: a title that is empty after trimming means nothing happens. */
export function isTitleBlank(values: Pick<NoteFormValues, "title">): boolean {
  return values.title.trim() === "";
}

function isSameSet(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

const FIELDS: readonly NoteFormField[] = ["title", "content", "date", "tags", "items"];

function fieldErrorsOf(error: z.ZodError): NoteFormErrors {
  const errors: NoteFormErrors = {};
  for (const issue of error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field) errors[field] ??= issue.message.startsWith("validation.") ? issue.message : "validation.invalid";
  }
  return errors;
}

type Checked<T> = { value: T; errors: NoteFormErrors } | { value: null; errors: NoteFormErrors };

/** The form as the API's create input, checked with the same schema the server uses. */
export function toCreateInput(values: NoteFormValues): Checked<CreateNoteInput> {
  const { hasContent, hasDate, hasTags, hasItems } = noteFields(values.category);
  const result = CreateNoteSchema.safeParse({
    title: values.title,
    category: values.category,
    ...(hasContent ? { content: values.content } : {}),
    ...(hasDate ? { date: toNoteDate(values.day, values.time) } : {}),
    ...(hasTags ? { tags: values.tags } : {}),
    ...(hasItems ? { items: values.items.map((name) => ({ name })) } : {}),
  });
  return result.success ? { value: result.data, errors: {} } : { value: null, errors: fieldErrorsOf(result.error) };
}

/**
 * Only what the edit changed (the server refuses an empty change set); `value` is null when nothing
 * changed or something is invalid — `errors` tells which.
 */
export function toUpdateChanges(note: Note, values: NoteFormValues): Checked<UpdateNoteInput> {
  const { hasContent, hasDate, hasTags } = noteFields(note.category);
  const initial = noteFormFrom(note);
  const changes: UpdateNoteInput = {};
  if (values.title.trim() !== note.title) changes.title = values.title;
  if (hasContent && values.content !== note.content) changes.content = values.content;
  if (hasDate && (values.day !== initial.day || values.time !== initial.time)) {
    changes.date = toNoteDate(values.day, values.time);
  }
  if (hasTags && !isSameSet(values.tags, note.tags)) changes.tags = values.tags;
  if (Object.keys(changes).length === 0) return { value: null, errors: {} };
  const result = UpdateNoteSchema.safeParse(changes);
  return result.success ? { value: result.data, errors: {} } : { value: null, errors: fieldErrorsOf(result.error) };
}
