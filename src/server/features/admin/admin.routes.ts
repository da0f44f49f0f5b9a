import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { Kysely } from "kysely";
import {
  AdminInvitedSchema,
  AdminInviteSchema,
  AdminUserListSchema,
  AdminUserParamSchema,
} from "../../../shared/schemas/admin.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../errors.ts";
import { documented } from "../../http/openapi/documented.ts";
import { requireUser, type SessionEnv } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { isAdmin } from "./admin-roles.ts";
import { type AdminSteps, deleteAccount, disableUser, enableUser, listUsers } from "./admin-users.service.ts";

/** What app.ts hands in beside the deps: other features' steps (admin imports no feature). */
export type AdminRouteSteps = AdminSteps & {
  /** registration's inviteToSignUp: lets the address sign up whatever REGISTRATION says, and mails it. */
  inviteToSignUp: (
    db: Kysely<Database>,
    invitation: { email: string; invitedBy: string | null; baseUrl: string },
  ) => Promise<unknown>;
};

const ADMIN_ONLY = "`admin_only`: you are not an admin, or the request came with a personal API token";
const NOT_YOURSELF = "`admin_not_yourself`: an admin cannot disable or delete their own account";

/**
 * Mounted at /api/admin: the accounts of this installation, for admins only (features/admin). A
 * personal API token never gets here (403, whoever made it); the role is read from the database on
 * every request. Thin: validate, call, answer.
 */
export function adminRoutes({ database, auth, config, liveSync }: AppDeps, steps: AdminRouteSteps) {
  const { db } = database;
  const onlyAdmins = createMiddleware<SessionEnv>(async (c, next) => {
    if (c.var.authMethod === "token" || !(await isAdmin(db, c.var.user.id))) {
      throw new AppError("admin_only", 403, "Only an admin may do this, and never with an API token.");
    }
    await next();
  });
  const target = (adminId: string, userId: string) => ({ adminId, userId });
  // Every instance (PostgreSQL NOTIFY) forgets the user's cached sessions and ends their streams.
  const closeEverywhere = async (userId: string) => {
    auth.sessionCache.forgetUser(userId);
    await liveSync.bus.announceSessionsEnded({ userId, isAccountClosed: true });
  };
  return new Hono<SessionEnv>()
    .use(requireUser(auth), onlyAdmins)
    .get(
      "/users",
      documented(
        "admin",
        "Every account: e-mail, name, created, last active, notes, storage and status (admins only)",
        { schema: AdminUserListSchema, description: "The accounts, oldest first; counts only, never a note" },
        undefined,
        { 403: ADMIN_ONLY },
      ),
      async (c) => c.json({ users: await listUsers(database, c.var.user.id) }),
    )
    .post(
      "/invitations",
      documented(
        "admin",
        "Invite an address to sign up (also when REGISTRATION is invite or closed); a mail goes to it",
        { status: 201, schema: AdminInvitedSchema, description: "The invitation is made and mailed" },
        undefined,
        { 403: ADMIN_ONLY },
      ),
      validate("json", AdminInviteSchema),
      async (c) => {
        const { email } = c.req.valid("json");
        await steps.inviteToSignUp(db, { email, invitedBy: c.var.user.id, baseUrl: config.baseUrl });
        return c.json({ email }, 201);
      },
    )
    .post(
      "/users/:id/disable",
      documented(
        "admin",
        "Disable an account: its sessions and API tokens stop at once, and sign-in is refused",
        undefined,
        undefined,
        { 403: ADMIN_ONLY, 409: NOT_YOURSELF },
      ),
      validate("param", AdminUserParamSchema),
      async (c) => {
        const { id } = c.req.valid("param");
        await disableUser(db, target(c.var.user.id, id));
        await closeEverywhere(id);
        return c.body(null, 204);
      },
    )
    .post(
      "/users/:id/enable",
      documented("admin", "Enable a disabled account: its owner can sign in again", undefined, undefined, {
        403: ADMIN_ONLY,
      }),
      validate("param", AdminUserParamSchema),
      async (c) => {
        await enableUser(db, target(c.var.user.id, c.req.valid("param").id));
        return c.body(null, 204);
      },
    )
    .delete(
      "/users/:id",
      documented(
        "admin",
        "Delete an account and everything it holds (as deleting one's own account does)",
        undefined,
        undefined,
        { 403: ADMIN_ONLY, 409: NOT_YOURSELF },
      ),
      validate("param", AdminUserParamSchema),
      async (c) => {
        const { id } = c.req.valid("param");
        await deleteAccount(db, target(c.var.user.id, id), steps);
        await closeEverywhere(id);
        return c.body(null, 204);
      },
    );
}
