import { APIError, isAPIError } from "better-auth/api";
import { parseLocale } from "../../../shared/preferences.ts";
import { REVOKE_API_CREDENTIALS_FIELD } from "../../../shared/schemas/account.ts";
import type { Logger } from "../../logger.ts";
import { composeMail } from "../../mail/compose-mail.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { type Revocation, type RevokedCredentials, revocationText } from "../../mail/revocation-text.ts";

/** Revokes every personal API token of the user and turns off their calendar feed (auth.ts composes it). */
export type RevokeApiCredentials = (userId: string) => Promise<RevokedCredentials>;

type RecoveryDeps = {
  baseUrl: string;
  mailer: Mailer;
  logger: Logger;
  revokeApiCredentials: RevokeApiCredentials;
};

/** The account as Better Auth hands it to its callbacks and answers (with Poriadok's additional fields). */
type AccountUser = { id: string; email: string; firstName?: unknown; locale?: unknown };

/** The part of a Better Auth hook's context these hooks read. */
type HookContext = { path: string; body?: unknown; context: { returned?: unknown } };

const CHANGE_PASSWORD_PATH = "/change-password";

/**
 * Credentials that outlive a new password (issue 24): sessions are Better Auth's, but personal API
 * tokens and the calendar feed's secret URL are Poriadok's, and Better Auth knows nothing of them.
 * - A password reset (`afterReset`, Better Auth's `onPasswordReset`) revokes every token and turns
 *   off the feed, as it signs out every session.
 * - A password change does the same unless the request says `revokeApiCredentials: false` — an extra
 *   field of Better Auth's own `/change-password` body, read by the hooks here (`before` refuses
 *   anything but a boolean, `after` acts once the change succeeded). Better Auth's body schema is not
 *   strict, so the field passes it, and the hooks see the body as it was sent. The change keeps its
 *   rate limit and Better Auth's answer (a new session cookie) this way; a wrapping route would have had
 *   to carry both over.
 * Either way a mail to the account, in the account's language, says what was signed out and revoked
 * (or that the tokens and the link still work).
 */
export function createPasswordRecovery({ baseUrl, mailer, logger, revokeApiCredentials }: RecoveryDeps) {
  const confirm = async (kind: "passwordChanged" | "passwordResetDone", user: AccountUser, revocation: Revocation) => {
    const locale = parseLocale(user.locale);
    const settings = `${baseUrl}${locale === "sk" ? "/sk" : ""}/settings?view=account`;
    const firstName = typeof user.firstName === "string" ? user.firstName : null;
    const revoked = revocationText(locale, revocation);
    await mailer.send(composeMail(kind, { email: user.email, firstName, locale }, settings, { revoked }));
  };

  return {
    /** Before `/change-password` runs: the option, if sent, must be a boolean (400 in Better Auth's shape). */
    before(ctx: HookContext) {
      if (ctx.path !== CHANGE_PASSWORD_PATH) return;
      const option = bodyOf(ctx)[REVOKE_API_CREDENTIALS_FIELD];
      if (option !== undefined && typeof option !== "boolean") {
        throw new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message: "validation.invalid" });
      }
    },

    /** After a successful `/change-password`: revoke unless asked not to, then the confirming mail. */
    async after(ctx: HookContext) {
      if (ctx.path !== CHANGE_PASSWORD_PATH) return;
      const returned = ctx.context.returned;
      if (isAPIError(returned) || !isAnswerWithUser(returned)) return;
      const body = bodyOf(ctx);
      const user = returned.user;
      const credentials = body[REVOKE_API_CREDENTIALS_FIELD] === false ? "kept" : await revokeApiCredentials(user.id);
      const sessions = body.revokeOtherSessions === true ? "others" : "none";
      logger.info("password changed", { userId: user.id, credentials });
      await confirm("passwordChanged", user, { sessions, credentials });
    },

    /** After a password reset (every session is signed out by Better Auth already). */
    async afterReset(user: AccountUser) {
      const credentials = await revokeApiCredentials(user.id);
      logger.info("password reset; API tokens and calendar feed revoked", { userId: user.id, credentials });
      await confirm("passwordResetDone", user, { sessions: "all", credentials });
    },
  };
}

function bodyOf(ctx: HookContext): Record<string, unknown> {
  return ctx.body && typeof ctx.body === "object" ? (ctx.body as Record<string, unknown>) : {};
}

/** Better Auth's answer to a password change: `{ token, user }`. */
function isAnswerWithUser(value: unknown): value is { user: AccountUser } {
  if (!value || typeof value !== "object" || !("user" in value)) return false;
  const { user } = value as { user: unknown };
  return (
    !!user &&
    typeof user === "object" &&
    typeof (user as AccountUser).id === "string" &&
    typeof (user as AccountUser).email === "string"
  );
}
