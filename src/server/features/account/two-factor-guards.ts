import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import type { Kysely } from "kysely";
import { PasskeyNameSchema } from "../../../shared/schemas/two-factor.ts";
import type { SessionCache } from "../../http/session-cache.ts";
import { refuseReplayedTotp } from "./totp-replay.ts";
import { isCurrentPassword } from "./verify-current-password.ts";

/** Better Auth endpoints that replace the caller's session (turning two-factor on is confirmed by a code). */
const SESSION_REPLACING_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/disable"]);
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
 * - the endpoints that swap the caller's session drop that user's cached sessions (session-cache.ts).
 */
export function twoFactorGuards({ plainDb, sessionCache }: GuardDeps) {
  /** The signed-in user of each request that replaces its session, noted before the old one is gone. */
  const replacingUser = new WeakMap<object, string>();
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
          matcher: (ctx) => SESSION_REPLACING_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx).catch(() => null);
            if (session && ctx.request) replacingUser.set(ctx.request, session.user.id);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => SESSION_REPLACING_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const userId = ctx.request ? replacingUser.get(ctx.request) : undefined;
            if (userId !== undefined) sessionCache.forgetUser(userId);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

function checkPasskeyName(body: unknown): void {
  const name = (body as { name?: unknown } | undefined)?.name;
  if (name === undefined) return;
  const checked = typeof name === "string" ? PasskeyNameSchema.safeParse(name) : null;
  if (checked?.success) return;
  const message = checked?.error.issues[0]?.message ?? "validation.invalid";
  throw new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message });
}
