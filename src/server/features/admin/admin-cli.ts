import type { Kysely } from "kysely";
import type { AdminUser } from "../../../shared/schemas/admin.ts";
import { notifySessionsEnded } from "../../core/changes/change-bus-postgres.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../errors.ts";
import { grantAdminRoles } from "./admin-roles.ts";
import {
  type AdminSteps,
  deleteAccount,
  disableUser,
  enableUser,
  findUserIdByEmail,
  listUsers,
  makeAdmin,
} from "./admin-users.service.ts";

export const ADMIN_USAGE = `Usage: npm run admin -- <command>
  users list          every account: e-mail, name, status, admin, created, last active, notes, storage
  invite EMAIL        mail an invitation to sign up (also when REGISTRATION is invite or closed)
  disable EMAIL       sign the account out everywhere, stop its API tokens, refuse its sign-in
  enable EMAIL        undo disable
  delete EMAIL        delete the account and everything it holds (cannot be undone)
  make-admin EMAIL    make the account an admin`;

/** Exit codes: 0 done, 1 refused or failed (the message says why), 2 not a command. */
export type AdminCommandResult = { code: 0 | 1 | 2; stdout: string; stderr: string };

export type AdminCommandDeps = {
  database: DatabaseHandle;
  adminEmails: readonly string[];
  baseUrl: string;
  steps: AdminSteps & {
    inviteToSignUp: (
      db: Kysely<Database>,
      invitation: { email: string; invitedBy: string | null; baseUrl: string },
    ) => Promise<unknown>;
  };
};

/**
 * `npm run admin -- …` (src/server/admin-main.ts runs it with the app's configuration): the admin
 * screen's actions for a shell, on either engine. Returns what to print and the exit code, so tests
 * call it with a test database.
 */
export async function runAdminCommand(args: readonly string[], deps: AdminCommandDeps): Promise<AdminCommandResult> {
  if (!isAdminCommand(args)) return USAGE;
  const [command, email] = args;
  const isList = command === "users";
  try {
    await grantAdminRoles(deps.database.db, deps.adminEmails);
    if (isList) return done(formatUsers(await listUsers(deps.database, null)));
    return await runOnAccount(command as AccountAction, email as string, deps);
  } catch (error) {
    if (error instanceof AppError) return { code: 1, stdout: "", stderr: `${error.message}\n` };
    throw error;
  }
}

/** What a wrong command gets: the usage on stderr, exit code 2. */
export const USAGE: AdminCommandResult = { code: 2, stdout: "", stderr: `${ADMIN_USAGE}\n` };

/** `users list`, or an account command with one address. */
export function isAdminCommand(args: readonly string[]): boolean {
  const [command, argument, ...extra] = args;
  if (extra.length > 0 || !command || !argument) return false;
  return command === "users" ? argument === "list" : isAccountAction(command);
}

const ACCOUNT_ACTIONS = ["invite", "disable", "enable", "delete", "make-admin"] as const;
type AccountAction = (typeof ACCOUNT_ACTIONS)[number];
const isAccountAction = (value: string): value is AccountAction =>
  (ACCOUNT_ACTIONS as readonly string[]).includes(value);

const done = (stdout: string): AdminCommandResult => ({ code: 0, stdout: `${stdout}\n`, stderr: "" });

async function runOnAccount(action: AccountAction, email: string, deps: AdminCommandDeps): Promise<AdminCommandResult> {
  const { db } = deps.database;
  if (action === "invite") {
    await deps.steps.inviteToSignUp(db, { email, invitedBy: null, baseUrl: deps.baseUrl });
    return done(`Invitation to sign up written for ${email}; a running Poriadok mails it.`);
  }
  const userId = await findUserIdByEmail(db, email);
  if (!userId) return { code: 1, stdout: "", stderr: `No account has the address ${email}.\n` };
  const target = { adminId: null, userId };
  switch (action) {
    case "disable":
      await disableUser(db, target);
      await tellRunningInstances(deps.database, userId);
      return done(`Disabled ${email}: signed out everywhere, API tokens stopped, sign-in refused until enabled.`);
    case "enable":
      await enableUser(db, target);
      return done(`Enabled ${email}: the account can sign in again.`);
    case "delete":
      await deleteAccount(db, target, deps.steps);
      await tellRunningInstances(deps.database, userId);
      return done(`Deleted ${email} and everything the account held.`);
    case "make-admin":
      await makeAdmin(db, userId);
      return done(`${email} is now an admin.`);
  }
}

/**
 * PostgreSQL: the running instances hear it (NOTIFY) and forget the user's cached sessions and end
 * their open streams at once. SQLite has no channel to a running server: there a disabled user's
 * requests stop within the session cache's 5 s, their streams at the next heartbeat.
 */
async function tellRunningInstances(database: DatabaseHandle, userId: string): Promise<void> {
  if (database.engine === "postgres") await notifySessionsEnded(database.db, { userId, isAccountClosed: true });
}

/** An aligned plain-text table, one account a line. */
export function formatUsers(users: AdminUser[]): string {
  if (users.length === 0) return "No accounts yet.";
  const header = ["E-MAIL", "NAME", "STATUS", "ADMIN", "CREATED", "LAST ACTIVE", "NOTES", "ROWS", "PICTURE", "PHOTOS"];
  const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "never");
  const lines = users.map((user) => [
    user.email,
    user.name,
    user.status,
    user.isAdmin ? "yes" : "",
    day(user.createdAt),
    day(user.lastActiveAt),
    String(user.notes),
    String(user.storage.rows),
    `${user.storage.avatarBytes} B`,
    `${user.storage.photoBytes} B`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const row = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  return [row(header), ...lines.map(row)].join("\n");
}
