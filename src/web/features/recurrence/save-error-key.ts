import { ApiError } from "@/lib/api-client";
import { apiErrorKey } from "@/lib/api-error-key";

/**
 * The text key for a refused save of a task: a repeat rule the server refused is worded by the
 * recurrence namespace (the rule's form is checked in the form; that it ever repeats only on the
 * server, which evaluates it), anything else as every other refusal.
 */
export function noteSaveErrorKey(error: unknown): string {
  const repeat =
    error instanceof ApiError
      ? error.details.find((detail) => detail.message.startsWith("validation.repeat"))
      : undefined;
  return repeat ? `recurrence:errors.${repeat.message}` : apiErrorKey(error);
}
