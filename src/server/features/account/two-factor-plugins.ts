import { passkey } from "@better-auth/passkey";
import { APIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins/two-factor";
import { BACKUP_CODE_COUNT, TRUSTED_DEVICE_DAYS } from "../../../shared/schemas/two-factor.ts";
import type { EnvConfig } from "../../config.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import type { SessionCache } from "../../http/session-cache.ts";
import { twoFactorGuards } from "./two-factor-guards.ts";

const DAY = 24 * 60 * 60;

/**
 * The two-factor plugin's code-by-mail-or-SMS routes: Poriadok offers no such codes (a mailbox is what
 * a password reset already trusts, so it would not be a second factor), and without `sendOTP` they
 * only answer OTP_NOT_CONFIGURED. Not served, not described.
 */
export const TWO_FACTOR_DISABLED_PATHS = ["/two-factor/send-otp", "/two-factor/verify-otp"];

/**
 * Two-factor sign-in: Better Auth's `twoFactor` (an authenticator app's codes, with backup codes) and
 * `passkey` plugins, and Poriadok's guards around them (two-factor-guards.ts). Signing in with e-mail
 * or username and password, an account with two-factor on gets no session until a code or a backup
 * code is given (the plugin deletes the session the password made and answers `twoFactorRedirect`).
 * A passkey with user verification is both factors at once (something held, and the PIN or body that
 * unlocks it), so signing in with one asks for no code.
 */
export function twoFactorPlugins(config: EnvConfig, database: DatabaseHandle, sessionCache: SessionCache) {
  const site = new URL(config.baseUrl);
  return [
    twoFactor({
      issuer: "Poriadok",
      backupCodeOptions: { amount: BACKUP_CODE_COUNT },
      trustDeviceMaxAge: TRUSTED_DEVICE_DAYS * DAY,
      // The plugin's defaults, said here: 5 codes per sign-in attempt, 10 failures in a row lock the
      // second step of this account for 15 minutes.
      accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
    }),
    passkey({
      // WebAuthn binds a passkey to the site's domain and checks the page's origin: both from BASE_URL.
      rpID: site.hostname,
      rpName: "Poriadok",
      origin: site.origin,
      // A passkey that the device unlocks (PIN, fingerprint, face), kept on the device so that sign-in
      // can offer it without an e-mail address typed first.
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
      registration: {
        afterVerification: ({ verification }) => requireUserVerified(verification.registrationInfo?.userVerified),
      },
      authentication: {
        afterVerification: ({ verification }) => requireUserVerified(verification.authenticationInfo.userVerified),
      },
    }),
    twoFactorGuards({ plainDb: database.plainDb, sessionCache }),
  ];
}

/**
 * The plugin asks for user verification but accepts an answer without it; a passkey stands in for
 * the password and the code only when the device checked who holds it.
 */
function requireUserVerified(userVerified: boolean | undefined): void {
  if (userVerified !== true) {
    throw new APIError("UNAUTHORIZED", {
      code: "USER_VERIFICATION_REQUIRED",
      message: "The passkey must be unlocked on the device (PIN, fingerprint or face)",
    });
  }
}
