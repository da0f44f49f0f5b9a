import type { RegistrationErrorCode } from "../../../shared/schemas/registration.ts";
import { AppError } from "../../errors.ts";

const ERRORS: Record<Exclude<RegistrationErrorCode, "registration_closed">, { status: 400 | 409; message: string }> = {
  sign_up_invitation_invalid_email: { status: 400, message: "This is not an e-mail address." },
  sign_up_invitation_has_account: { status: 409, message: "This address already has an account." },
};

/** Refusals of an invitation to sign up: a code the web client translates (errors.json), a status, an English message. */
export function registrationError(code: keyof typeof ERRORS): AppError {
  const { status, message } = ERRORS[code];
  return new AppError(code, status, message);
}

/** The message of the 403 `registration_closed` (Better Auth's answer to POST /api/auth/sign-up/email). */
export const REGISTRATION_CLOSED_MESSAGE =
  "This server takes new accounts only for invited addresses; ask someone with an account to invite you.";
