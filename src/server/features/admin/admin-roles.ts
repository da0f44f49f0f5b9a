import { type Kysely, sql } from "kysely";
import { ADMIN_ROLE } from "../../../shared/schemas/admin.ts";
import type { Database } from "../../db/types.ts";

/**
 * Who is admin (issue 26): the role Better Auth's admin plugin keeps on the user (`role = 'admin'`).
 * It is given, never taken away, by:
 * - ADMIN_EMAILS: each confirmed account with one of those addresses;
 * - without ADMIN_EMAILS: the first confirmed account, while no account is admin;
 * - `npm run admin -- make-admin EMAIL`.
 * grantAdminRoles runs at start-up and whenever a user is created or changed (auth.ts's database
 * hooks: confirming the address is such a change), so the session's user says `role: "admin"`.
 */
export async function grantAdminRoles(db: Kysely<Database>, adminEmails: readonly string[]): Promise<void> {
  if (adminEmails.length > 0) {
    await db
      .updateTable("user")
      .set({ role: ADMIN_ROLE })
      .where("emailVerified", "=", true)
      .where(sql<string>`lower(${sql.ref("email")})`, "in", adminEmails)
      .where((eb) => eb.or([eb("role", "is", null), eb("role", "!=", ADMIN_ROLE)]))
      .execute();
    return;
  }
  // One statement, so two instances (or a sign-up racing a start) agree on the same first account.
  await db
    .updateTable("user")
    .set({ role: ADMIN_ROLE })
    .where(
      "id",
      "=",
      db
        .selectFrom("user")
        .select("id")
        .where("emailVerified", "=", true)
        .where((eb) => eb.or([eb("banned", "is", null), eb("banned", "=", false)]))
        .orderBy("createdAt")
        .orderBy("id")
        .limit(1),
    )
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom("user as admin").select("admin.id").where("admin.role", "=", ADMIN_ROLE))),
    )
    .execute();
}

/** Whether the user is an admin now (asked on every admin request: a role given or a user disabled counts at once). */
export async function isAdmin(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom("user").select(["role", "banned"]).where("id", "=", userId).executeTakeFirst();
  return row?.role === ADMIN_ROLE && !isBanned(row.banned);
}

/** SQLite hands the plugin's flag back as 0/1, PostgreSQL as a boolean; never set is null. */
export function isBanned(value: boolean | number | null | undefined): boolean {
  return value === true || value === 1;
}
