/**
 * The translation key (errors.json, with its namespace) for a refused auth request: known codes, then
 * the status, then a generic text. The web app (lib/auth-request-error.ts) and the server's sign-in form
 * without JavaScript (server/features/form-sign-in/) say the same thing for the same refusal.
 */
export function authErrorKeyOf({ status, code, message }: { status: number; code: string; message: string }): string {
  if (code === "TOO_MANY_ATTEMPTS") return "errors:auth.accountLocked";
  if (status === 429) return "errors:rate_limited";
  // Sign-up on a server that takes new accounts by invitation only (REGISTRATION).
  if (code === "registration_closed") return "errors:registration_closed";
  // Sign-in to an account an admin disabled (Better Auth's admin plugin).
  if (code === "BANNED_USER") return "errors:auth.accountDisabled";
  if (status === 403 && code !== "EMAIL_NOT_VERIFIED") return "errors:forbidden_origin";
  // Poriadok's own checks on Better Auth's fields answer with a translation key as the message.
  if (code === "VALIDATION_ERROR" && /^validation\.\w+$/.test(message)) return `errors:${message}`;
  return KNOWN_CODES[code] ?? (status >= 500 ? "errors:internal" : "errors:auth.generic");
}

const KNOWN_CODES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "errors:auth.invalidCredentials",
  INVALID_EMAIL: "errors:validation.invalidEmail",
  EMAIL_NOT_VERIFIED: "errors:auth.emailNotVerified",
  USER_ALREADY_EXISTS: "errors:auth.userExists",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "errors:auth.userExists",
  PASSWORD_TOO_SHORT: "errors:validation.passwordTooShort",
  PASSWORD_TOO_LONG: "errors:validation.passwordTooLong",
  INVALID_PASSWORD: "errors:auth.wrongPassword",
  INVALID_TOKEN: "errors:auth.invalidToken",
  USERNAME_IS_ALREADY_TAKEN: "errors:auth.usernameTaken",
  USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER: "errors:auth.usernameTaken",
  INVALID_USERNAME: "errors:validation.username",
  USERNAME_TOO_SHORT: "errors:validation.username",
  USERNAME_TOO_LONG: "errors:validation.username",
  SESSION_EXPIRED: "errors:auth.sessionExpired",
};
