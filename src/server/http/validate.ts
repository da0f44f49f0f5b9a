import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { AppError } from "../errors.ts";

export type FieldError = { field: string; message: string };

/**
 * zod validation for a route, with the project's error shape: 400 `validation_failed` and, per
 * field, the message key that the web client translates (the same keys the forms show).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const details: FieldError[] = result.error.issues.map((issue) => ({
      field: issue.path.join("."),
      message: messageKey(issue),
    }));
    throw new AppError("validation_failed", 400, "The request is not valid.", details);
  });
}

function messageKey(issue: z.core.$ZodIssue): string {
  if (issue.message.startsWith("validation.")) return issue.message;
  if (issue.code === "invalid_type" && issue.input === undefined) return "validation.required";
  return "validation.invalid";
}
