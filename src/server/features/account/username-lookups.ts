import { APIError, getSessionFromCtx } from "better-auth/api";

type HookContext = Parameters<typeof getSessionFromCtx>[0] & { path: string };

/** The username plugin's availability check: answers "taken or not" for any name. */
export const USERNAME_CHECK_PATH = "/is-username-available";

/**
 * Usernames sign in (`/sign-in/username`), so telling a visitor which ones exist hands them accounts to
 * guess passwords for (issue 24, username enumeration). Two doors answered that without a session:
 * - `POST /is-username-available` (the username plugin's): now only for a signed-in person — nothing in
 *   the web app asks it, and a person choosing a username already has a session — and limited per
 *   address with the other guarded paths (auth.ts);
 * - `POST /sign-up/email` with a `username`, refused as taken: the web never sends one (a username is
 *   chosen in Settings → Account, with a session), so sign-up refuses the field for everyone alike.
 * A signed-in person can still learn it by trying to take a name (`/update-user`); that needs a
 * confirmed account and is limited per address like every auth path.
 */
export async function guardUsernameLookups(ctx: HookContext, body: Record<string, unknown>): Promise<void> {
  if (ctx.path === USERNAME_CHECK_PATH) {
    const session = await getSessionFromCtx(ctx).catch(() => null);
    if (!session) throw new APIError("UNAUTHORIZED", { code: "UNAUTHORIZED", message: "Sign in to use this." });
  }
  if (ctx.path === "/sign-up/email" && (body.username !== undefined || body.displayUsername !== undefined)) {
    throw new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message: "validation.invalid" });
  }
}
