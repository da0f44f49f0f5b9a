import { z } from "zod";
import { DELETE_CONFIRM_WORDS, FORMER_DELETE_CONFIRM_WORDS, MIN_PASSWORD_LENGTH } from "../constants.ts";
import { storableLine } from "./storable-text.ts";
import { NAME_MAX_LENGTH } from "./user-fields.ts";

/**
 * Messages are translation keys (web: locales/<lang>/errors.json under "validation"), so the
 * server's 400 answers and the forms show the same translated text.
 */
export const USERNAME_PATTERN = /^[\p{L}\p{N}._-]{3,30}$/u;

const email = z.string().trim().min(1, "validation.required").email("validation.invalidEmail");
const password = z.string().min(1, "validation.required").min(MIN_PASSWORD_LENGTH, "validation.passwordTooShort");
const name = storableLine().min(1, "validation.required").max(NAME_MAX_LENGTH, "validation.tooLong");
/** An existing password: accounts made before the minimum rose to 8 still sign in with a shorter one. */
const currentPassword = z.string().min(1, "validation.required");

export const SignInSchema = z.object({ email, password: currentPassword });
export type SignInInput = z.infer<typeof SignInSchema>;

export const SignUpSchema = z.object({ firstName: name, lastName: name, email, password });
export type SignUpInput = z.infer<typeof SignUpSchema>;

export const EmailSchema = z.object({ email });
export const NewPasswordSchema = z.object({ password });

/** A new address needs the current password too: a stolen session alone must not move the account. */
export const EmailChangeSchema = z.object({ email, currentPassword });
export type EmailChangeInput = z.infer<typeof EmailChangeSchema>;

/**
 * The field Poriadok adds to Better Auth's `POST /api/auth/change-password`: whether the change also
 * revokes every personal API token and turns off the calendar feed, as a password reset always does.
 * Left out means yes; only `false` keeps them (features/account/password-recovery.ts reads it).
 */
export const REVOKE_API_CREDENTIALS_FIELD = "revokeApiCredentials";

/** The change form's two passwords; the request adds `revokeOtherSessions` and REVOKE_API_CREDENTIALS_FIELD. */
export const ChangePasswordSchema = z.object({ currentPassword, newPassword: password });
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

/**
 * The header the web app sends with requests that make a mail: the language of the page, which the
 * mail is written in (a reset asked for on /sk/auth arrives in Slovak whatever the account's setting).
 */
export const PAGE_LOCALE_HEADER = "x-poriadok-locale";

export const ProfileSchema = z.object({
  firstName: name,
  lastName: name,
  username: z.string().trim().regex(USERNAME_PATTERN, "validation.username").or(z.literal("")),
});
export type ProfileInput = z.infer<typeof ProfileSchema>;

/** Upper case without diacritics or surrounding spaces: "vymazat ", "Vymazať" and "VYMAZAŤ" are one word. */
const foldWord = (typed: string) => typed.trim().normalize("NFD").replace(/\p{M}/gu, "").toLocaleUpperCase("en");

const ACCEPTED_CONFIRM_WORDS = new Set(
  [...Object.values(DELETE_CONFIRM_WORDS), ...FORMER_DELETE_CONFIRM_WORDS].map(foldWord),
);

/**
 * Whether the typed word confirms deleting all data: either language's word (DELETE, VYMAZAŤ) or the
 * former ZMAZAŤ, in any case, with or without diacritics — a phone's keyboard capitalises, or leaves
 * out the háček, and the person still meant it (issue 25).
 */
export function isDeleteConfirmWord(typed: string): boolean {
  return ACCEPTED_CONFIRM_WORDS.has(foldWord(typed));
}

export const DeleteDataSchema = z.object({
  confirm: z
    .string({ error: "validation.typeDelete" })
    .max(40, "validation.typeDelete")
    .refine(isDeleteConfirmWord, { message: "validation.typeDelete" }),
});

export const DeleteAccountSchema = z.object({ password: currentPassword });

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
