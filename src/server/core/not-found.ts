import { AppError } from "../errors.ts";

/**
 * One answer for "missing" and "someone else's": the same status and body, so ids of other users'
 * notes, tags and items cannot be told apart from ids that do not exist.
 */
export function notFound(): AppError {
  return new AppError("not_found", 404, "Not found.");
}
