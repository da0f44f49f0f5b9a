/** A refused auth request, with Better Auth's error code and the HTTP status. */
export class AuthRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  static from(error: { status: number; code?: string | undefined; message?: string | undefined }): AuthRequestError {
    return new AuthRequestError(error.status, error.code ?? `HTTP_${error.status}`, error.message ?? "");
  }
}

/** The translation key (errors.json) for a failed auth request: known codes, then status, then a generic text. */
export function authErrorKey(error: unknown): string {
  if (!(error instanceof AuthRequestError)) return "errors:network";
  if (error.code === "TOO_MANY_ATTEMPTS") return "errors:auth.accountLocked";
  if (error.status === 429) return "errors:rate_limited";
  // Sign-up on a server that takes new accounts by invitation only (REGISTRATION).
  if (error.code === "registration_closed") return "errors:registration_closed";
  // Sign-in to an account an admin disabled (Better Auth's admin plugin).
  if (error.code === "BANNED_USER") return "errors:auth.accountDisabled";
  if (error.status === 403 && error.code !== "EMAIL_NOT_VERIFIED") return "errors:forbidden_origin";
  // Poriadok's own checks on Better Auth's fields answer with a translation key as the message.
  if (error.code === "VALIDATION_ERROR" && /^validation\.\w+$/.test(error.message)) return `errors:${error.message}`;
  const known: Record<string, string> = {
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
  return known[error.code] ?? (error.status >= 500 ? "errors:internal" : "errors:auth.generic");
}
