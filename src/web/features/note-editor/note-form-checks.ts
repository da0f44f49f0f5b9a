import type { CreateNoteInput, UpdateNoteInput } from "@shared/schemas/note";
import { CreateNoteSchema, UpdateNoteSchema } from "@shared/schemas/note";
import type { ListedNote as Note } from "@shared/schemas/note-page";
import type { z } from "zod";
import { scheduleChanges, scheduleInput } from "@/features/recurrence/index";
import { toNoteDate } from "@/lib/note-date-input";
import {
  isSameSet,
  type NoteFormErrors,
  type NoteFormField,
  type NoteFormValues,
  noteFields,
  noteFormFrom,
} from "./note-form";

const FIELDS: readonly NoteFormField[] = [
  "title",
  "content",
  "date",
  "tags",
  "items",
  "checklist",
  "repeat",
  "reminder",
];

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
    ...(hasDate ? { date: toNoteDate(values.day, values.time), ...scheduleInput(values) } : {}),
    ...(hasTags ? { tags: values.tags } : {}),
    ...(hasItems ? { items: values.items.map((name) => ({ name })) } : {}),
    // A checklist on a task or note (hasContent: not a list), its ids the draft's own (UUIDv7).
    ...(hasContent && values.checklist.length > 0
      ? { checklist: values.checklist.map(({ id, title, completed }) => ({ id, title, completed })) }
      : {}),
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
  if (hasDate) Object.assign(changes, scheduleChanges(note, values));
  if (Object.keys(changes).length === 0) return { value: null, errors: {} };
  const result = UpdateNoteSchema.safeParse(changes);
  return result.success ? { value: result.data, errors: {} } : { value: null, errors: fieldErrorsOf(result.error) };
}
