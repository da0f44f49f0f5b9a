import { BACKUP_CODE_COUNT, PASSKEY_NAME_MAX_LENGTH, TRUSTED_DEVICE_DAYS } from "../../../shared/schemas/two-factor.ts";

/**
 * Better Auth's two-factor and passkey routes as better-auth-paths.ts publishes them (the same shape
 * as its PUBLISHED entries): Better Auth's own request and answer schemas, with who may call each,
 * the statuses they answer here and Poriadok's words for them (features/account/two-factor-plugins.ts
 * and two-factor-guards.ts say why each rule is there).
 */
type Json = Record<string, unknown>;
type TwoFactorPublished = {
  method: "get" | "post";
  summary: string;
  security: object[];
  answers: string[];
  says?: Record<string, string>;
  setCookie?: string;
  bodyFields?: Record<string, Json>;
};

const PUBLIC: object[] = [];
const SESSION = [{ sessionCookie: [] }];
/** The second step of a sign-in: Better Auth's `poriadok.two_factor` cookie from the password step, or a session. */
const CHALLENGE_OR_SESSION = [...SESSION, {}];
const TOO_MANY =
  "Too many attempts from this address (`X-Retry-After` says how long), or `ACCOUNT_TEMPORARILY_LOCKED`: " +
  "10 wrong codes in a row lock this account's second step for 15 minutes";
const SESSION_COOKIE =
  "The session (`poriadok.session_token`), as sign-in sets it; with `trustDevice`, also `poriadok.trust_device` " +
  `for ${TRUSTED_DEVICE_DAYS} days`;
const NEW_SESSION = "The session, renewed: Better Auth replaces the token when two-factor sign-in changes";

export const TWO_FACTOR_PATHS: Record<string, TwoFactorPublished> = {
  "/two-factor/enable": {
    method: "post",
    summary:
      "Start turning on two-factor sign-in with an authenticator app: answers the secret as an `otpauth://` URI " +
      `(for a QR code) and ${BACKUP_CODE_COUNT} backup codes; it takes effect once POST /auth/two-factor/verify-totp confirms a code`,
    security: SESSION,
    answers: ["200", "400", "401", "403", "429"],
    says: {
      "400": "`INVALID_PASSWORD`, or `TOTP_ALREADY_ENABLED`",
      "429": "Too many attempts from this address; wait (`X-Retry-After` says how long)",
    },
  },
  "/two-factor/verify-totp": {
    method: "post",
    summary:
      "Give the authenticator app's code: the second step of a sign-in (after the password step answered " +
      "`twoFactorRedirect`), or the confirmation that turns two-factor sign-in on. Each code is taken once",
    security: CHALLENGE_OR_SESSION,
    answers: ["200", "400", "401", "403", "429"],
    says: {
      "200": "Signed in (or two-factor sign-in is on)",
      "400": "`TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE`: 5 wrong codes for this sign-in; sign in again",
      "401":
        "`INVALID_CODE`, `CODE_ALREADY_USED` (a code is accepted once), or `INVALID_TWO_FACTOR_COOKIE` " +
        "(no sign-in waiting, or it is older than 10 minutes)",
      "429": TOO_MANY,
    },
    setCookie: SESSION_COOKIE,
  },
  "/two-factor/verify-backup-code": {
    method: "post",
    summary: "Give a backup code instead of the app's code; each backup code works once",
    security: CHALLENGE_OR_SESSION,
    answers: ["200", "400", "401", "403", "429"],
    says: {
      "200": "Signed in; the code is used up",
      "400": "`TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE`: 5 wrong codes for this sign-in; sign in again",
      "401": "`INVALID_BACKUP_CODE`, or `INVALID_TWO_FACTOR_COOKIE`",
      "429": TOO_MANY,
    },
    setCookie: SESSION_COOKIE,
  },
  "/two-factor/generate-backup-codes": {
    method: "post",
    summary: `Replace the backup codes with ${BACKUP_CODE_COUNT} new ones (the old ones stop working)`,
    security: SESSION,
    answers: ["200", "400", "401", "403", "429"],
    says: { "400": "`INVALID_PASSWORD`, or `TWO_FACTOR_NOT_ENABLED`" },
  },
  "/two-factor/get-totp-uri": {
    method: "post",
    summary: "The authenticator app's secret again, as an `otpauth://` URI (to set up another device)",
    security: SESSION,
    answers: ["200", "400", "401", "403", "429"],
    says: { "400": "`INVALID_PASSWORD`, or `TOTP_NOT_ENABLED`" },
  },
  "/two-factor/disable": {
    method: "post",
    summary: "Turn two-factor sign-in off (with the password); the secret and the backup codes are deleted",
    security: SESSION,
    answers: ["200", "400", "401", "403", "429"],
    says: { "400": "`INVALID_PASSWORD`" },
    setCookie: NEW_SESSION,
  },
  "/passkey/generate-register-options": {
    method: "get",
    summary: "Adding a passkey, step 1: the WebAuthn creation options (rp is BASE_URL's host) and a challenge cookie",
    security: SESSION,
    answers: ["200", "401", "403", "429"],
    says: { "403": "`SESSION_NOT_FRESH`: sign in again first" },
  },
  "/passkey/verify-registration": {
    method: "post",
    summary:
      "Adding a passkey, step 2: the authenticator's answer, the passkey's name and the current password " +
      "(a passkey must unlock with the device's PIN, fingerprint or face)",
    security: SESSION,
    answers: ["200", "400", "401", "403", "429"],
    says: {
      "400":
        "`INVALID_PASSWORD`, `VALIDATION_ERROR` (the name), `CHALLENGE_NOT_FOUND` (step 1 more than 5 minutes ago), " +
        "or `FAILED_TO_VERIFY_REGISTRATION`",
      "401": "No session, or `USER_VERIFICATION_REQUIRED`",
    },
    bodyFields: {
      password: { type: "string", description: "Poriadok's own field: the current password (required)" },
      name: {
        type: "string",
        maxLength: PASSKEY_NAME_MAX_LENGTH,
        description: "The passkey's name, shown in Settings → Account",
      },
    },
  },
  "/passkey/generate-authenticate-options": {
    method: "get",
    summary: "Signing in with a passkey, step 1: the WebAuthn request options and a challenge cookie",
    security: PUBLIC,
    answers: ["200", "403", "429"],
  },
  "/passkey/verify-authentication": {
    method: "post",
    summary: "Signing in with a passkey, step 2: the authenticator's signed answer; no password or code is asked",
    security: PUBLIC,
    answers: ["200", "400", "401", "403", "429"],
    says: {
      "400": "`CHALLENGE_NOT_FOUND`, or `AUTHENTICATION_FAILED`",
      "401": "`PASSKEY_NOT_FOUND`, or `USER_VERIFICATION_REQUIRED` (the device did not check who holds it)",
    },
    setCookie: "The session (`poriadok.session_token`), as sign-in sets it",
  },
  "/passkey/list-user-passkeys": {
    method: "get",
    summary: "The signed-in user's passkeys",
    security: SESSION,
    answers: ["200", "401", "403", "429"],
  },
  "/passkey/update-passkey": {
    method: "post",
    summary: "Rename one of the user's passkeys",
    security: SESSION,
    answers: ["200", "400", "401", "403", "404", "429"],
    says: { "400": "`VALIDATION_ERROR` (the name)", "404": "`PASSKEY_NOT_FOUND` (also another user's passkey)" },
  },
  "/passkey/delete-passkey": {
    method: "post",
    summary: "Remove one of the user's passkeys",
    security: SESSION,
    answers: ["200", "400", "401", "403", "404", "429"],
    says: { "404": "`PASSKEY_NOT_FOUND` (also another user's passkey)" },
  },
};

/** The password step's other answer, when the account has two-factor sign-in on: no session yet. */
const TWO_FACTOR_REDIRECT = {
  type: "object",
  properties: {
    twoFactorRedirect: { type: "boolean", enum: [true] },
    twoFactorMethods: { type: "array", items: { type: "string", enum: ["totp"] } },
  },
  required: ["twoFactorRedirect", "twoFactorMethods"],
};

/**
 * Success answers the plugins describe wrongly, put right:
 * - sign-in's 200 is either signed in, or `twoFactorRedirect` with no session until POST
 *   /auth/two-factor/verify-totp or verify-backup-code (Better Auth's plugin describes the first only);
 * - the passkey list's items require an `updatedAt` that the Passkey model does not have.
 */
export function twoFactorAnswer(path: string, answer: Json): Json {
  if (path.startsWith("/sign-in/")) return withTwoFactorRedirect(answer);
  if (path === "/passkey/list-user-passkeys")
    return { ...answer, content: { "application/json": { schema: PASSKEY_LIST } } };
  return answer;
}

const PASSKEY_LIST = { type: "array", items: { $ref: "#/components/schemas/Passkey" } };

function withTwoFactorRedirect(answer: Json): Json {
  const media = (answer.content as Record<string, { schema?: Json }> | undefined)?.["application/json"];
  const signedIn = media?.schema;
  if (!signedIn) throw new Error("Better Auth's openAPI() plugin no longer describes sign-in's answer");
  return {
    ...answer,
    description:
      `${String(answer.description ?? "Signed in")}; or, for an account with two-factor sign-in on, ` +
      "`twoFactorRedirect` and no session until POST /auth/two-factor/verify-totp (or verify-backup-code) " +
      "is given a code with the `poriadok.two_factor` cookie this answer sets (10 minutes)",
    content: { "application/json": { schema: { oneOf: [signedIn, TWO_FACTOR_REDIRECT] } } },
  };
}
