import { authErrorKeyOf } from "@shared/auth-error-key";

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
  return authErrorKeyOf(error);
}
