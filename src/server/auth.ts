import { type BetterAuthOptions, betterAuth } from "better-auth";
import { admin } from "better-auth/plugins/admin";
import { openAPI } from "better-auth/plugins/open-api";
import { username } from "better-auth/plugins/username";
import { MIN_PASSWORD_LENGTH } from "../shared/constants.ts";
import { USERNAME_PATTERN } from "../shared/schemas/account.ts";
import { OIDC_FAILED_PARAM } from "../shared/schemas/identity-provider.ts";
import { SESSION_RENEWAL_SECONDS } from "../shared/schemas/signed-in-sessions.ts";
import { USER_ADDITIONAL_FIELDS } from "../shared/schemas/user-fields.ts";
import type { EnvConfig } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { createAuthHooks } from "./features/account/auth-hooks.ts";
import { logAuthError } from "./features/account/log-auth-error.ts";
import { createPasswordRecovery } from "./features/account/password-recovery.ts";
import { TWO_FACTOR_DISABLED_PATHS, twoFactorPlugins } from "./features/account/two-factor-plugins.ts";
import { USERNAME_CHECK_PATH } from "./features/account/username-lookups.ts";
import { ADMIN_PLUGIN_DISABLED_PATHS, DISABLED_ACCOUNT_MESSAGE } from "./features/admin/admin-plugin.ts";
import { adminRoleGrants } from "./features/admin/admin-role-hooks.ts";
import { grantAdminRoles } from "./features/admin/admin-roles.ts";
import type { ApiTokenVerifier } from "./features/api-tokens/api-token-verifier.ts";
import { revokeAllApiTokens } from "./features/api-tokens/api-tokens.service.ts";
import { revokeFeed } from "./features/data-transfer/calendar-feed/calendar-feeds.service.ts";
import { oidcSignInPlugins } from "./features/oidc/oidc-sign-in.ts";
import { markSignUpInvitationUsed, mayCreateAccount } from "./features/registration/index.ts";
import { leaveAllLists } from "./features/sharing/leave-all-lists.ts";
import { CLIENT_IP_HEADER } from "./http/client-ip.ts";
import { createSessionCache, type SessionCache } from "./http/session-cache.ts";
import type { SignInCheck } from "./http/sign-in-check.ts";
import type { Logger } from "./logger.ts";
import { composeMail, type MailRecipient } from "./mail/compose-mail.ts";
import type { Mailer } from "./mail/mailer.ts";
import { pageLocale } from "./mail/page-locale.ts";

const DAY = 24 * 60 * 60;

/** The openAPI() plugin's two endpoints (below /api/auth), neither of them served. */
const OPEN_API_SCHEMA_PATH = "/open-api/generate-schema";
const OPEN_API_REFERENCE_PATH = "/reference";

/** Auth endpoints that guess passwords or send mail: limited per client address and minute. */
const GUARDED_AUTH_PATHS = [
  "/sign-in/email",
  "/sign-in/username",
  // The start of a sign-in with the identity provider (features/oidc/): under Better Auth's own sign-in
  // rule, 3 in 10 s, a family behind one address would soon be refused.
  "/sign-in/social",
  "/sign-up/email",
  "/request-password-reset",
  "/reset-password",
  "/send-verification-email",
  "/change-email",
  "/change-password",
  "/delete-user",
  // Tells a signed-in person whether a username is taken (username-lookups.ts): no enumeration at speed.
  USERNAME_CHECK_PATH,
];

type AuthDeps = {
  /** Before migrating, the environment's (Better Auth's migrations need no secret); startServer adds the shared secret. */
  config: EnvConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  logger: Logger;
  /** The cache requireUser reads; the hooks clear it on sign-out and the like. Default: a new one. */
  sessionCache?: SessionCache;
};

/**
 * Better Auth's options. The same object drives the programmatic migrations at start-up
 * (db/migrate.ts), so the tables always match what the running auth instance expects.
 */
export function createAuthOptions({ config, database, mailer, logger, sessionCache = createSessionCache() }: AuthDeps) {
  const guardedRule = { window: 60, max: config.authRateLimitMax };
  // A new password also ends what Better Auth does not know of: API tokens and the calendar feed.
  const revokeApiCredentials = (userId: string) =>
    database.db.transaction().execute(async (db) => ({
      apiTokens: await revokeAllApiTokens({ db, userId }),
      calendarFeed: await revokeFeed({ db, userId }),
    }));
  const passwordRecovery = createPasswordRecovery({ baseUrl: config.baseUrl, mailer, logger, revokeApiCredentials });
  return {
    appName: "Poriadok",
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    // AUTH_SECRET; otherwise startServer sets the secret shared in the database (shared-secrets.ts).
    secret: config.authSecret ?? undefined,
    trustedOrigins: config.trustedOrigins,
    database: { db: database.plainDb, type: database.engine, transaction: true },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      requireEmailVerification: true,
      // The spec: after sign-up the screen returns to login; the user signs in once confirmed.
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: ({ user }) => passwordRecovery.afterReset(user),
      resetPasswordTokenExpiresIn: 60 * 60,
      // Mails are written to the outbox (mailer) and sent after the answer, in the page's language.
      sendResetPassword: async ({ user, url }, request) =>
        mailer.send(composeMail("resetPassword", inPageLanguage(user, request), url)),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: DAY,
      // Better Auth calls this for sign-up confirmation and for the new address of an e-mail change.
      // An e-mail change shows as a user whose address differs from the stored one.
      sendVerificationEmail: async ({ user, url }, request) => {
        const stored = await database.db
          .selectFrom("user")
          .select("email")
          .where("id", "=", user.id)
          .executeTakeFirst();
        const isChange = stored !== undefined && stored.email !== user.email;
        await mailer.send(composeMail(isChange ? "changeEmail" : "verifyEmail", inPageLanguage(user, request), url));
      },
    },
    user: {
      additionalFields: USER_ADDITIONAL_FIELDS,
      changeEmail: { enabled: true },
      // Shared lists leave the members' devices (and a member leaves others' lists) before the rows go.
      deleteUser: { enabled: true, beforeDelete: (user) => leaveAllLists(database.db, user.id) },
    },
    // The identity provider's account (features/oidc/) joins an existing one with the same address only
    // when the provider says the address is verified (the provider is not in trustedProviders, which
    // would skip that) and the existing account's own address is confirmed.
    account: {
      accountLinking: {
        enabled: true,
        trustedProviders: [],
        requireLocalEmailVerified: true,
        allowDifferentEmails: false,
      },
    },
    // Renewed hourly while used, which dates a device's "last active" in Settings → Account to the hour.
    session: { expiresIn: 30 * DAY, updateAge: SESSION_RENEWAL_SECONDS },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      // Better Auth's default for every other auth path (confirming an address, signing out, …), never
      // below the guarded paths' own limit: an operator who raises that for many people behind one
      // address (or the browser tests, all from 127.0.0.1) raises this with it.
      max: Math.max(300, config.authRateLimitMax),
      customRules: {
        ...Object.fromEntries(GUARDED_AUTH_PATHS.map((path) => [path, guardedRule])),
        // Codes and backup codes are guessed like passwords (the plugin's own rule: 3 per 10 s).
        "/two-factor/*": guardedRule,
        // Reading the session guesses nothing, and every screen asks for it: under the default limit a
        // busy user (or many behind one address) got 429s, which the web app took for a sign-out.
        "/get-session": false,
      },
    },
    advanced: {
      cookiePrefix: "poriadok",
      useSecureCookies: config.baseUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Better Auth describes its own routes for /api/openapi.json (http/openapi/better-auth-paths.ts, which
    // asks auth.api.generateOpenAPISchema()); its Scalar page and its schema route are not served: /api/docs
    // is the reference (decision 021).
    disabledPaths: [
      OPEN_API_SCHEMA_PATH,
      OPEN_API_REFERENCE_PATH,
      ...TWO_FACTOR_DISABLED_PATHS,
      ...ADMIN_PLUGIN_DISABLED_PATHS,
    ],
    plugins: [
      openAPI({ path: OPEN_API_REFERENCE_PATH, disableDefaultReference: true }),
      username({
        minUsernameLength: 3,
        maxUsernameLength: 30,
        usernameValidator: (value) => USERNAME_PATTERN.test(value),
      }),
      ...twoFactorPlugins(config, database, sessionCache),
      // The role and the disabled flag on the user, and sign-in refused (403 `BANNED_USER`) while
      // disabled; its own endpoints are not served: /api/admin/* is the admin's API (features/admin).
      admin({ bannedUserMessage: DISABLED_ACCOUNT_MESSAGE }),
      adminRoleGrants(() => grantAdminRoles(database.db, config.adminEmails)),
      // OIDC_*: "Sign in with …" the operator's identity provider, within REGISTRATION.
      ...oidcSignInPlugins(config.oidc, {
        mayCreateAccount: (email) => mayCreateAccount(database.db, config, email),
        accountCreated: (email) => markSignUpInvitationUsed(database.db, email),
      }),
    ],
    hooks: createAuthHooks({ config, database, mailer, logger, sessionCache, passwordRecovery }),
    telemetry: { enabled: false },
    // Better Auth's messages join Poriadok's structured log instead of printing their own lines.
    // LOG_LEVEL decides what is written, so Better Auth passes everything on.
    logger: {
      level: "debug",
      log: (level, message, ...args) => logger[level](`auth: ${message}`, args.length > 0 ? { details: args } : {}),
    },
    // Errors from endpoints and hooks: through the logger above, at their level (log-auth-error.ts).
    // An identity provider's sign-in that fails before it knows where to return lands on the sign-in
    // screen, which says so, rather than on Better Auth's own error page.
    onAPIError: { onError: logAuthError(logger), errorURL: `${config.baseUrl}/auth?${OIDC_FAILED_PARAM}=failed` },
  } satisfies BetterAuthOptions;
}

/** The recipient as the mail should address them: in the language of the page that asked, if it said. */
function inPageLanguage(user: { email: string }, request: Request | undefined): MailRecipient {
  // Better Auth's callback types omit the additional fields, which the objects carry.
  const { firstName, locale } = user as { firstName?: unknown; locale?: unknown };
  return {
    email: user.email,
    firstName: typeof firstName === "string" ? firstName : null,
    locale: pageLocale(request) ?? (typeof locale === "string" ? locale : null),
  };
}

/**
 * Better Auth, with what the edge needs to know who signs in (http/sign-in-check.ts): its session
 * read as requireUser wants it, the cookie's name, the session cache its options' hooks clear and
 * the personal API tokens' check — both ways of signing in in one place.
 */
export function createAuth(
  options: ReturnType<typeof createAuthOptions>,
  sessionCache: SessionCache,
  apiTokens: ApiTokenVerifier,
) {
  // Better Auth would fall back to a well-known default secret: a session signed with it is forgeable.
  if (!options.secret) throw new Error("createAuth needs the auth secret: AUTH_SECRET or withSharedSecrets()");
  const auth = betterAuth(options);
  const signIn: SignInCheck = {
    sessionCache,
    sessionCookieName: async () => (await auth.$context).authCookies.sessionToken.name,
    readSession: async (headers) => {
      const session = await auth.api.getSession({ headers });
      if (!session) return null;
      const { id, email, locale, firstName } = session.user;
      return {
        user: { id, email, locale: locale ?? "en" },
        firstName: typeof firstName === "string" ? firstName : "",
        expiresAt: new Date(session.session.expiresAt).getTime(),
      };
    },
    verifyApiToken: (token) => apiTokens.authenticate(token),
  };
  return Object.assign(auth, { apiTokens, ...signIn });
}
export type Auth = ReturnType<typeof createAuth>;
