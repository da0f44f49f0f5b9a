import { APIError } from "better-auth/api";
import type { Kysely } from "kysely";
import type { RegistrationMode } from "../../../shared/schemas/registration.ts";
import type { Database } from "../../db/types.ts";
import { REGISTRATION_CLOSED_MESSAGE } from "./registration-errors.ts";
import { isInvited, markSignUpInvitationUsed, normaliseEmail } from "./sign-up-invitations.service.ts";

/** Better Auth's sign-up path (below /api/auth). */
export const SIGN_UP_PATH = "/sign-up/email";

/**
 * What decides who may sign up: REGISTRATION, and the operator's admin addresses (ADMIN_EMAILS,
 * when the configuration has them), which may always sign up. `Config` fits as it is.
 */
export type RegistrationSettings = { registration: RegistrationMode; adminEmails?: readonly string[] };

/**
 * Whether a new account may be made for the address: always when registration is open; otherwise
 * for an admin address or an invited one (sign-up-invitations.service.ts: an admin's invitation or a
 * shared list's). Not from inside Better Auth's transaction: on SQLite that waits for itself.
 */
export async function mayCreateAccount(
  db: Kysely<Database>,
  settings: RegistrationSettings,
  email: string,
  now = new Date(),
): Promise<boolean> {
  if (settings.registration === "open") return true;
  const address = normaliseEmail(email);
  if (settings.adminEmails?.some((admin) => normaliseEmail(admin) === address)) return true;
  return isInvited(db, address, now);
}

/**
 * Better Auth's before hook (features/account/auth-hooks.ts): a sign-up the server does not take is
 * refused with 403 `registration_closed` — the same answer whether or not the address has an account,
 * so it tells nobody which addresses are registered.
 */
export async function guardSignUp(
  db: Kysely<Database>,
  settings: RegistrationSettings,
  path: string,
  body: Record<string, unknown>,
): Promise<void> {
  if (path !== SIGN_UP_PATH) return;
  const email = typeof body.email === "string" ? body.email : "";
  if (await mayCreateAccount(db, settings, email)) return;
  throw new APIError("FORBIDDEN", { code: "registration_closed", message: REGISTRATION_CLOSED_MESSAGE });
}

/**
 * Better Auth's after hook, once the sign-up's transaction has committed: the address used its
 * admin's invitation (a shared list's is used when the list is joined).
 */
export async function afterSignUp(
  db: Kysely<Database>,
  path: string,
  body: Record<string, unknown>,
  isFailure: boolean,
): Promise<void> {
  if (path !== SIGN_UP_PATH || isFailure || typeof body.email !== "string") return;
  await markSignUpInvitationUsed(db, body.email);
}
