import { z } from "zod";
import { storableLine } from "./storable-text.ts";

/**
 * Two-factor sign-in (Better Auth's twoFactor and passkey plugins, server: features/account/
 * two-factor-plugins.ts): the numbers both sides show and check. Messages are translation keys
 * (errors.json, "validation").
 */

/** Backup codes made when two-factor sign-in is turned on (and when they are made anew). */
export const BACKUP_CODE_COUNT = 10;
/** "Trust this device": how long a browser skips the code after a sign-in with it. */
export const TRUSTED_DEVICE_DAYS = 30;
/** A passkey's name, which its owner gives it to tell their devices apart. */
export const PASSKEY_NAME_MAX_LENGTH = 50;

const currentPassword = z.string().min(1, "validation.required");

/** An authenticator app's code: six digits (spaces, as some apps show "123 456", are dropped). */
export const TotpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "validation.totpCode"));

/**
 * A backup code as Better Auth makes them, "AbC12-dEf34" (case matters); typed without the hyphen it
 * is put back.
 */
export const BackupCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ""))
  .transform((value) => (/^[A-Za-z0-9]{10}$/.test(value) ? `${value.slice(0, 5)}-${value.slice(5)}` : value))
  .pipe(z.string().regex(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/, "validation.backupCode"));

/** Turning two-factor sign-in on or off, and making new backup codes, need the current password. */
export const TwoFactorPasswordSchema = z.object({ password: currentPassword });

export const PasskeyNameSchema = storableLine()
  .min(1, "validation.required")
  .max(PASSKEY_NAME_MAX_LENGTH, "validation.tooLong");

/** Adding a passkey: its name, and the current password (a stolen session alone cannot add one). */
export const AddPasskeySchema = z.object({ name: PasskeyNameSchema, password: currentPassword });
export type AddPasskeyInput = z.infer<typeof AddPasskeySchema>;
