/**
 * Signing in with the operator's own OpenID Connect identity provider (OIDC_* settings,
 * src/server/features/oidc/): the names both sides agree on.
 */

/** Better Auth's id of the provider: its sign-in is POST /api/auth/sign-in/social with this `provider`. */
export const OIDC_PROVIDER_ID = "oidc";

/** Where the identity provider sends the browser back: the redirect URI to register there, below BASE_URL. */
export const OIDC_CALLBACK_PATH = `/api/auth/callback/${OIDC_PROVIDER_ID}`;

/**
 * The sign-in screen's marker of a sign-in through the identity provider that failed
 * (`/auth?sso=failed&error=CODE`; Better Auth adds `error`), so the screen tells why.
 */
export const OIDC_FAILED_PARAM = "sso";

/**
 * The refusals the sign-in screen explains in words of its own; any other `error` (the person
 * cancelled at the provider, the provider did not answer …) gets a general message.
 * - `registration_closed`: a new person, and REGISTRATION takes only invited addresses;
 * - `BANNED_USER`: the account is disabled by an admin;
 * - `account_not_linked`: an account has the address, but the provider did not confirm it (or the
 *   account's own address is unconfirmed), so the two are not joined;
 * - `email_not_verified`: a new account whose address the provider did not confirm: a confirmation mail went out.
 */
export const OIDC_EXPLAINED_ERRORS = [
  "registration_closed",
  "BANNED_USER",
  "account_not_linked",
  "email_not_verified",
] as const;
export type OidcExplainedError = (typeof OIDC_EXPLAINED_ERRORS)[number];
