import { ApiError } from "@/lib/api-client";

/** The translation key (errors.json) for a failed Poriadok API request. */
export function apiErrorKey(error: unknown): string {
  return error instanceof ApiError ? `errors:${error.code}` : "errors:network";
}
