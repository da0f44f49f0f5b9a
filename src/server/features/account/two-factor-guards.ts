import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { type Kysely, sql } from "kysely";
import { PasskeyNameSchema } from "../../../shared/schemas/two-factor.ts";
import type { SessionCache } from "../../http/session-cache.ts";
import { refuseReplayedTotp } from "./totp-replay.ts";
import { isCurrentPassword } from "./verify-current-password.ts";

/** Better Auth endpoints that replace the caller's session (turning two-factor on is confirmed by a code). */
const SESSION_REPLACING_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/disable"]);
/** Turning two-factor on (anew) or off: the devices trusted so far are trusted no longer. */
const TRUST_ENDING_PATHS = new Set(["/two-factor/enable", "/two-factor/disable"]);
/** Whose the request is, noted before it runs (a replaced session can no longer be read afterwards). */
const USER_NOTING_PATHS = new Set([...SESSION_REPLACING_PATHS, ...TRUST_ENDING_PATHS]);
const PASSKEY_NAMING_PATHS = new Set(["/passkey/verify-registration", "/passkey/update-passkey"]);
/** Endpoints that name a passkey by its id (in the body). */
const PASSKEY_BY_ID_PATHS = new Set(["/passkey/update-passkey", "/passkey/delete-passkey"]);

type GuardDeps = { plainDb: Kysely<unknown>; sessionCache: SessionCache };

/**
 * Poriadok's rules around Better Auth's twoFactor and passkey plugins, as a plugin of its own so that
 * its column is migrated with theirs:
 * - a TOTP code is accepted once (totp-replay.ts; `totpLastStep` on the `twoFactor` row);
 * - adding a passkey needs the current password, like turning two-factor sign-in on: a stolen session
 *   alone cannot leave a key of its own behind, which would outlive a password reset;
 * - a passkey's name is bounded and storable (the plugin takes any length);
 * - another user's passkey is answered like a missing one, 404 (the plugin says 401, which tells it exists);
 * - the endpoints that swap the caller's session drop that user's cached sessions (session-cache.ts);
 * - turning two-factor on or off ends every "trust this device" of the account, not only the caller's.
 */
export function twoFactorGuards({ plainDb, sessionCache }: GuardDeps) {
  /** The signed-in user of each request in USER_NOTING_PATHS. */
  const requestUser = new WeakMap<object, string>();
  return {
    id: "poriadok-two-factor-guards",
    schema: {
      twoFactor: {
        fields: { totpLastStep: { type: "number", required: false, input: false, returned: false } },
      },
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware((ctx) => refuseReplayedTotp(ctx, plainDb)),
        },
        {
          matcher: (ctx) => PASSKEY_NAMING_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => checkPasskeyName(ctx.body)),
        },
        {
          matcher: (ctx) => PASSKEY_BY_ID_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx);
            const id = (ctx.body as { id?: unknown } | undefined)?.id;
            if (!session || typeof id !== "string") return;
            const found = await ctx.context.adapter.findOne<{ userId: string }>({
              model: "passkey",
              where: [{ field: "id", value: id }],
            });
            if (found && found.userId !== session.user.id) {
              throw new APIError("NOT_FOUND", { code: "PASSKEY_NOT_FOUND", message: "Passkey not found" });
            }
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/passkey/verify-registration",
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx);
            // Without a session the plugin's own check answers 401.
            if (session && !(await isCurrentPassword(ctx, session.user.id, ctx.body?.password))) {
              throw new APIError("BAD_REQUEST", { code: "INVALID_PASSWORD", message: "Invalid password" });
            }
          }),
        },
        {
          matcher: (ctx) => USER_NOTING_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx).catch(() => null);
            if (session && ctx.request) requestUser.set(ctx.request, session.user.id);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => USER_NOTING_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const userId = ctx.request ? requestUser.get(ctx.request) : undefined;
            if (userId === undefined) return;
            if (SESSION_REPLACING_PATHS.has(ctx.path)) sessionCache.forgetUser(userId);
            if (TRUST_ENDING_PATHS.has(ctx.path) && !isAPIError(ctx.context.returned)) {
              await forgetTrustedDevices(plainDb, userId);
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

/**
 * Better Auth keeps each trusted device as a verification row `trust-device-…` whose value is the
 * user's id (its two-factor plugin); the cookie alone is worthless without it.
 */
async function forgetTrustedDevices(plainDb: Kysely<unknown>, userId: string): Promise<void> {
  await sql`delete from ${sql.table("verification")}
    where ${sql.ref("value")} = ${userId} and ${sql.ref("identifier")} like ${"trust-device-%"}`.execute(plainDb);
}

function checkPasskeyName(body: unknown): void {
  const name = (body as { name?: unknown } | undefined)?.name;
  if (name === undefined) return;
  const checked = typeof name === "string" ? PasskeyNameSchema.safeParse(name) : null;
  if (checked?.success) return;
  const message = checked?.error.issues[0]?.message ?? "validation.invalid";
  throw new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message });
}
