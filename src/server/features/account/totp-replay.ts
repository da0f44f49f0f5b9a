import { APIError, getSessionFromCtx } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { type Kysely, sql } from "kysely";
import { matchingTotpStep, totpKey } from "./totp-steps.ts";

/**
 * RFC 6238 §5.2: "the verifier MUST NOT accept the second attempt of the OTP after the successful
 * validation has been issued for the first OTP". Better Auth accepts a code again as long as it is
 * within its window (up to 90 s), so whoever watched a code being typed — or a phishing proxy that
 * relayed it — could sign in with it a second time. Poriadok remembers the last step each user's
 * code was accepted for (`totpLastStep` on Better Auth's `twoFactor` row, added by
 * two-factor-guards.ts) and refuses a code of that step or an earlier one.
 */

/** Better Auth's cookie naming the pending sign-in's challenge (its two-factor plugin's constant). */
const TWO_FACTOR_COOKIE = "two_factor";

/** The refusal of a code already used; 401 like Better Auth's own INVALID_CODE. */
export const CODE_ALREADY_USED = { code: "CODE_ALREADY_USED", message: "This code was already used" } as const;

/** The part of Better Auth's endpoint context the guard reads (kept structural: its own type is internal). */
type GuardContext = Parameters<typeof getSessionFromCtx>[0] & { body?: unknown };

/**
 * Before /two-factor/verify-totp: when the code is right, claims its step for the user (one
 * conditional update, so of two requests racing with one code only one gets through) or refuses a
 * replay. A wrong code passes on untouched: Better Auth refuses it and counts the failure.
 */
export async function refuseReplayedTotp(ctx: GuardContext, plainDb: Kysely<unknown>): Promise<void> {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== "string") return;
  const userId = await verifyingUserId(ctx);
  if (userId === null) return;
  const row = await ctx.context.adapter.findOne<{ secret: string }>({
    model: "twoFactor",
    where: [{ field: "userId", value: userId }],
  });
  if (!row) return;
  // A secret that does not decrypt (AUTH_SECRET changed) is Better Auth's to refuse, not this guard's.
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret }).catch(() => null);
  if (secret === null) return;
  const step = matchingTotpStep(totpKey(secret), code);
  if (step === null) return;
  const claimed = await sql`
    update ${sql.table("twoFactor")} set ${sql.ref("totpLastStep")} = ${step}
    where ${sql.ref("userId")} = ${userId}
      and (${sql.ref("totpLastStep")} is null or ${sql.ref("totpLastStep")} < ${step})`.execute(plainDb);
  if (!claimed.numAffectedRows) throw APIError.from("UNAUTHORIZED", CODE_ALREADY_USED);
}

/**
 * Whose code it is: the signed-in user's (turning two-factor on), or the user of the sign-in waiting
 * for its second factor (Better Auth's signed challenge cookie and its verification row). Null when
 * neither: Better Auth then refuses the request itself.
 */
async function verifyingUserId(ctx: GuardContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return pending && pending.expiresAt > new Date() ? pending.value : null;
}
