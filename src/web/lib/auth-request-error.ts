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
