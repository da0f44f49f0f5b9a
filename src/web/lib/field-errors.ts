import type { z } from "zod";

/** Field → message key (errors.json), the first problem of each field. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/**
 * Checks form values with the shared zod schema, the same one the server validates with.
 * `isEmpty` is true when every field was left blank — the spec's "Fill all fields" case.
 */
export function checkForm<Schema extends z.ZodObject>(
  schema: Schema,
  values: Record<keyof z.infer<Schema> & string, string>,
): { data: z.infer<Schema> | null; errors: FieldErrors<keyof z.infer<Schema> & string>; isEmpty: boolean } {
  const isEmpty = Object.values<string>(values).every((value) => value.trim() === "");
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {}, isEmpty };
  const errors: FieldErrors<keyof z.infer<Schema> & string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as keyof z.infer<Schema> & string;
    errors[field] ??= issue.message.startsWith("validation.") ? issue.message : "validation.invalid";
  }
  return { data: null, errors, isEmpty };
}
