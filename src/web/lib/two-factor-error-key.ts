import { authErrorKey } from "@/lib/auth-error-key";
import { AuthRequestError } from "@/lib/auth-request-error";
import { PasskeyCeremonyError } from "@/lib/passkey-ceremony-error";

/** Better Auth's codes of two-factor sign-in and passkeys → their texts (two-factor.json, "errors"). */
const KNOWN: Record<string, string> = {
  INVALID_CODE: "two-factor:errors.invalidCode",
  CODE_ALREADY_USED: "two-factor:errors.codeAlreadyUsed",
  INVALID_BACKUP_CODE: "two-factor:errors.invalidBackupCode",
  INVALID_TWO_FACTOR_COOKIE: "two-factor:errors.signInExpired",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "two-factor:errors.signInExpired",
  ACCOUNT_TEMPORARILY_LOCKED: "two-factor:errors.locked",
  TOTP_ALREADY_ENABLED: "two-factor:errors.alreadyOn",
  SESSION_NOT_FRESH: "errors:auth.sessionExpired",
  USER_VERIFICATION_REQUIRED: "two-factor:errors.passkeyNotVerified",
  CHALLENGE_NOT_FOUND: "two-factor:errors.passkeyTimedOut",
  PASSKEY_NOT_FOUND: "two-factor:errors.passkeyUnknown",
  AUTHENTICATION_FAILED: "two-factor:errors.passkeyFailed",
  FAILED_TO_VERIFY_REGISTRATION: "two-factor:errors.passkeyFailed",
  // The browser's own refusals, as lib/passkeys.ts names them.
  PASSKEY_ALREADY_ADDED: "two-factor:errors.passkeyAlreadyAdded",
  PASSKEY_UNSUPPORTED: "two-factor:errors.passkeyUnsupported",
  PASSKEY_FAILED: "two-factor:errors.passkeyFailed",
};

/** The translation key for a failed two-factor or passkey request; other failures as authErrorKey says. */
export function twoFactorErrorKey(error: unknown): string {
  const code = error instanceof AuthRequestError || error instanceof PasskeyCeremonyError ? error.code : undefined;
  return (code && KNOWN[code]) || authErrorKey(error);
}
