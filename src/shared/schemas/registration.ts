import { z } from "zod";

/**
 * Who may sign up on this server (REGISTRATION, src/server/features/registration/):
 * - `open`: anyone (the default, for one person or a family at home);
 * - `invite`: only addresses someone invited — to a shared list, or an admin by e-mail; the sign-in
 *   screen says new accounts are by invitation;
 * - `closed`: the same addresses still may, nobody else; the sign-in screen says the server takes no
 *   new accounts (for a server that is full or being wound down, without locking out the family
 *   members an existing user shares a list with).
 */
export const REGISTRATION_MODES = ["open", "invite", "closed"] as const;
export const RegistrationModeSchema = z.enum(REGISTRATION_MODES);
export type RegistrationMode = z.infer<typeof RegistrationModeSchema>;

/** How long an admin's invitation to sign up stays valid (as a shared list's invitation). */
export const SIGN_UP_INVITATION_TTL_DAYS = 14;

/** Accounts whose address was never confirmed are deleted after this many days (UNCONFIRMED_ACCOUNT_DAYS). */
export const UNCONFIRMED_ACCOUNT_DAYS = 7;

/** The sign-up link's marker: the form shows even when the server takes new accounts by invitation only. */
export const SIGN_UP_INVITED_PARAM = "invited";

export type RegistrationErrorCode =
  /** 403 from POST /api/auth/sign-up/email: this server does not take a new account for that address. */
  | "registration_closed"
  /** 400: not an e-mail address. */
  | "sign_up_invitation_invalid_email"
  /** 409: that address already has an account. */
  | "sign_up_invitation_has_account";
