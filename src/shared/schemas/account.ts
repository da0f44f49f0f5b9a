import { z } from "zod";
import { DELETE_CONFIRM_WORD, MIN_PASSWORD_LENGTH } from "../constants.ts";

/**
 * Messages are translation keys (web: locales/<lang>/errors.json under "validation"), so the
 * server's 400 answers and the forms show the same translated text.
 */
export const USERNAME_PATTERN = /^[\p{L}\p{N}._-]{3,30}$/u;

const email = z.string().trim().min(1, "validation.required").email("validation.invalidEmail");
const password = z.string().min(1, "validation.required").min(MIN_PASSWORD_LENGTH, "validation.passwordTooShort");
const name = z.string().trim().min(1, "validation.required").max(100, "validation.tooLong");

export const SignInSchema = z.object({ email, password });
export type SignInInput = z.infer<typeof SignInSchema>;

export const SignUpSchema = z.object({ firstName: name, lastName: name, email, password });
export type SignUpInput = z.infer<typeof SignUpSchema>;

export const EmailSchema = z.object({ email });
export const NewPasswordSchema = z.object({ password });

export const ProfileSchema = z.object({
  firstName: name,
  lastName: name,
  username: z.string().trim().regex(USERNAME_PATTERN, "validation.username").or(z.literal("")),
});
export type ProfileInput = z.infer<typeof ProfileSchema>;

export const DeleteDataSchema = z.object({
  confirm: z.literal(DELETE_CONFIRM_WORD, { error: "validation.typeDelete" }),
});

export const DeleteAccountSchema = z.object({ password: z.string().min(1, "validation.required") });

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
