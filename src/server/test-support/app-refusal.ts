import { AppError } from "../errors.ts";

/** The AppError a call is refused with; a call that succeeds, or throws anything else, fails the test. */
export async function appRefusal(run: () => Promise<unknown>): Promise<AppError> {
  const error = await run().then(
    () => new Error("expected a refusal"),
    (thrown: unknown) => thrown,
  );
  if (error instanceof AppError) return error;
  throw error;
}
