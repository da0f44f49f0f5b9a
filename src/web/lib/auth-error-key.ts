import { authErrorKeyOf } from "@shared/auth-error-key";
import { AuthRequestError } from "./auth-request-error";

/**
 * The translation key (errors.json) for a failed auth request: known codes, then status, then a generic
 * text. A file apart from the error class, which every screen's session check needs: the table of codes
 * loads with the forms that show it, not in the first load.
 */
export function authErrorKey(error: unknown): string {
  if (!(error instanceof AuthRequestError)) return "errors:network";
  return authErrorKeyOf(error);
}
