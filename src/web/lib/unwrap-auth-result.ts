import { AuthRequestError } from "./auth-request-error";

type AuthResult<T> =
  | { data: T; error: null }
  | { data: null; error: { status: number; code?: string | undefined; message?: string | undefined } };

/** Better Auth answers { data, error }; this turns an error (or an empty answer) into a thrown AuthRequestError. */
export async function unwrapAuthResult<T>(request: Promise<AuthResult<T>>): Promise<NonNullable<T>> {
  const { data, error } = await request;
  if (error || data === null || data === undefined) throw AuthRequestError.from(error ?? { status: 500 });
  return data;
}
