import type { ValidationTargets } from "hono";
import { validator } from "hono-openapi";
import type { z } from "zod";
import { AppError } from "../errors.ts";

export type FieldError = { field: string; message: string };

/**
 * zod validation for a route (through hono-openapi, so the route's schema also lands in
 * /api/openapi.json), with the project's error shape: 400 `validation_failed` and, per field, the
 * message key that the web client translates — the same keys its forms show.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, schema, (result) => {
    if (result.success) return;
    // The Standard Schema issues carry no zod codes; parse once more for them (failures only).
    const parsed = schema.safeParse(result.data);
    const issues = parsed.success ? [] : parsed.error.issues;
    const details: FieldError[] = issues.map((issue) => ({ field: issue.path.join("."), message: messageKey(issue) }));
    throw new AppError("validation_failed", 400, "The request is not valid.", details);
  });
}

function messageKey(issue: z.core.$ZodIssue): string {
  if (issue.message.startsWith("validation.")) return issue.message;
  if (issue.code === "invalid_type" && issue.input === undefined) return "validation.required";
  return "validation.invalid";
}
