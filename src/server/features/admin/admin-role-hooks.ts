import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";

/**
 * A small Better Auth plugin: after every request that confirmed an address or made a session (any
 * way of signing in), the admin role is given where it is due (admin-roles.ts), before the new
 * session's user is first read. Its hook runs after the endpoint, outside Better Auth's transaction (on
 * SQLite a query from inside it would wait for the one connection the transaction holds), and answers
 * nothing, so the endpoint's own answer goes out unchanged.
 */
export function adminRoleGrants(grantAdminRoles: () => Promise<void>) {
  return {
    id: "poriadok-admin-role-grants",
    hooks: {
      after: [
        {
          // Every path: a session is made by sign-in, passkeys, two-factor, a provider's callback, …
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            if (ctx.path === "/verify-email" || ctx.context.newSession) await grantAdminRoles();
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
