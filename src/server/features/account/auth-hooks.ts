import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { EnvConfig } from "../../config.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import type { SessionCache } from "../../http/session-cache.ts";
import type { Logger } from "../../logger.ts";
import { composeMail } from "../../mail/compose-mail.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { pageLocale } from "../../mail/page-locale.ts";
import { afterSignUp, guardSignUp } from "../registration/index.ts";
import type { createPasswordRecovery } from "./password-recovery.ts";
import { createSessionCacheHooks } from "./session-cache-hooks.ts";
import { revokeAllOtherSessions, revokeSessionById, signedInSessionsAnswer } from "./session-list-hooks.ts";
import { accountKey, beginSignInAttempt, forgetSignInAttempt } from "./sign-in-failures.ts";
import { checkUserInput } from "./user-input-limits.ts";
import { guardUsernameLookups } from "./username-lookups.ts";
import { isCurrentPassword } from "./verify-current-password.ts";

type HookDeps = {
  config: EnvConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  logger: Logger;
  sessionCache: SessionCache;
  /** A password change's reach beyond sessions: API tokens and the calendar feed (password-recovery.ts). */
  passwordRecovery: ReturnType<typeof createPasswordRecovery>;
};

const SIGN_IN_PATHS = ["/sign-in/email", "/sign-in/username"];
/** Actions a stolen session must not be able to take without knowing the password. */
const PASSWORD_PROTECTED_PATHS = ["/delete-user", "/change-email"];

/**
 * Better Auth's hooks.before/after: Poriadok's rules around its endpoints.
 * - Deleting the account and changing the e-mail always need the current password (Better Auth
 *   would delete with a session younger than a day alone, and change the address with none).
 * - The old address hears of an e-mail change.
 * - Failed sign-ins are limited per account (sign-in-failures.ts), besides Better Auth's per-address limit.
 * - Names and the picture are bounded (user-input-limits.ts).
 * - Which usernames exist is told to signed-in people only (username-lookups.ts).
 * - Sign-up is refused (403 `registration_closed`) unless REGISTRATION allows the address (features/registration/).
 * - Sign-out, revokes, password, e-mail and profile changes clear the session cache (session-cache-hooks.ts).
 * - A password change also revokes the API tokens and the calendar feed unless asked not to, and a
 *   mail says so (password-recovery.ts).
 * - The list of signed-in devices carries no session token; a session is signed out by its id (session-list-hooks.ts).
 */
export function createAuthHooks({ config, database, mailer, logger, sessionCache, passwordRecovery }: HookDeps) {
  const sessionCacheHooks = createSessionCacheHooks(sessionCache);
  /** The sign-in attempt each request recorded, so the after hook can tell failure from success. */
  const attempts = new WeakMap<object, number>();

  const before = createAuthMiddleware(async (ctx) => {
    const body: Record<string, unknown> = ctx.body && typeof ctx.body === "object" ? ctx.body : {};
    checkUserInput(ctx.path, body);
    // REGISTRATION=invite or closed: only invited addresses sign up (features/registration/).
    await guardSignUp(database.db, config, ctx.path, body);
    passwordRecovery.before(ctx);
    await guardUsernameLookups(ctx, body);
    await sessionCacheHooks.before(ctx);
    const revokeBody = await revokeSessionById(ctx);
    if (revokeBody) return { context: { body: revokeBody } };
    const signedInSessions = await signedInSessionsAnswer(ctx);
    if (signedInSessions) return ctx.json(signedInSessions);
    await revokeAllOtherSessions(ctx);
    if (PASSWORD_PROTECTED_PATHS.includes(ctx.path)) {
      const session = await getSessionFromCtx(ctx);
      // Without a session Better Auth's own check answers 401.
      if (session && !(await isCurrentPassword(ctx, session.user.id, body.password))) {
        throw new APIError("BAD_REQUEST", { code: "INVALID_PASSWORD", message: "Invalid password" });
      }
    }
    if (SIGN_IN_PATHS.includes(ctx.path) && ctx.request) {
      const key = await accountKey(database.db, body);
      if (!key) return;
      const attempt = await beginSignInAttempt(database.db, key);
      if (attempt === null) {
        // Same answer whether or not the password would have been right: nothing to learn while limited.
        throw new APIError("TOO_MANY_REQUESTS", {
          code: "TOO_MANY_ATTEMPTS",
          message: "Too many failed sign-ins for this account. Try again later.",
        });
      }
      attempts.set(ctx.request, attempt);
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    const isFailure = isAPIError(returned);
    sessionCacheHooks.after(ctx);
    await afterSignUp(database.db, ctx.path, ctx.body && typeof ctx.body === "object" ? ctx.body : {}, isFailure);
    await passwordRecovery.after(ctx);
    if (SIGN_IN_PATHS.includes(ctx.path) && ctx.request) {
      const attempt = attempts.get(ctx.request);
      attempts.delete(ctx.request);
      // Only a wrong password (401) counts; a success or a refusal for other reasons is forgotten.
      const isWrongPassword = isFailure && returned.statusCode === 401;
      if (attempt !== undefined && !isWrongPassword) await forgetSignInAttempt(database.db, attempt);
    }
    if (ctx.path === "/change-email" && !isFailure) {
      const session = await getSessionFromCtx(ctx);
      const newEmail = typeof ctx.body?.newEmail === "string" ? ctx.body.newEmail.toLowerCase() : "";
      if (!session || !newEmail) return;
      const locale = pageLocale(ctx.request) ?? session.user.locale;
      const settings = `${config.baseUrl}${locale === "sk" ? "/sk" : ""}/settings?view=account`;
      await mailer.send(composeMail("emailChangeNotice", { ...session.user, locale }, settings, { newEmail }));
      logger.info("e-mail change requested; the old address was told", { userId: session.user.id });
    }
  });

  return { before, after };
}
