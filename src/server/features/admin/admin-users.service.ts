import { type Kysely, sql } from "kysely";
import { ADMIN_ROLE, type AdminUser, type AdminUserStatus } from "../../../shared/schemas/admin.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../errors.ts";
import { isBanned } from "./admin-roles.ts";

/**
 * The admin's work on accounts (issue 26), shared by /api/admin/* and `npm run admin`. Counts only:
 * nothing here reads a note's title, content or items.
 */

/** What the composition hands in (app.ts, admin-main.ts): other features' steps this one may not import. */
export type AdminSteps = {
  /** sharing's leaveAllLists: what Better Auth's deleteUser.beforeDelete does (auth.ts). */
  leaveAllLists: (db: Kysely<Database>, userId: string) => Promise<void>;
};

type Target = { adminId: string | null; userId: string };

const notFound = () => new AppError("not_found", 404, "No such user.");

/** Every account, oldest first, with the figures the admin screen shows. */
export async function listUsers(database: DatabaseHandle, adminId: string | null): Promise<AdminUser[]> {
  const avatarBytes =
    database.engine === "postgres"
      ? sql`octet_length(${sql.ref("avatars.data")})`
      : sql`length(${sql.ref("avatars.data")})`;
  const count = (from: ReturnType<typeof sql>) => sql<number>`(select count(*) from ${from})`;
  const rows = await database.db
    .selectFrom("user as u")
    .select([
      "u.id",
      "u.email",
      "u.name",
      "u.createdAt",
      "u.emailVerified",
      "u.role",
      "u.banned",
      sql<string | number | null>`(select max(s."updatedAt") from "session" s where s."userId" = u.id)`.as(
        "lastActiveAt",
      ),
      count(sql`notes n where n.user_id = u.id and n.is_deleted = ${false}`).as("notes"),
      sql<number>`${count(sql`notes n where n.user_id = u.id`)}
        + ${count(sql`shopping_items i join notes n on n.id = i.note_id where n.user_id = u.id`)}
        + ${count(sql`tags t where t.user_id = u.id`)}
        + ${count(sql`hours_planner h where h.user_id = u.id`)}
        + ${count(sql`task_series r where r.user_id = u.id`)}
        + ${count(sql`shopping_item_memory m where m.user_id = u.id`)}
        + ${count(sql`note_photos p join notes n on n.id = p.note_id where n.user_id = u.id`)}`.as("rows"),
      sql<number | null>`(select ${avatarBytes} from avatars where avatars.user_id = u.id)`.as("avatarBytes"),
      sql<number | string | null>`(select sum(p.byte_size + p.thumb_byte_size) from note_photos p
        join notes n on n.id = p.note_id where n.user_id = u.id)`.as("photoBytes"),
    ])
    .orderBy("u.createdAt")
    .orderBy("u.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    createdAt: isoDate(row.createdAt) ?? new Date(0).toISOString(),
    lastActiveAt: isoDate(row.lastActiveAt),
    notes: Number(row.notes),
    storage: {
      rows: Number(row.rows),
      avatarBytes: Number(row.avatarBytes ?? 0),
      photoBytes: Number(row.photoBytes ?? 0),
    },
    status: statusOf(row),
    isAdmin: row.role === ADMIN_ROLE,
    isSelf: row.id === adminId,
  }));
}

function statusOf(row: { emailVerified: boolean; banned: boolean | number | null }): AdminUserStatus {
  if (isBanned(row.banned)) return "disabled";
  return row.emailVerified ? "active" : "unconfirmed";
}

/** Better Auth writes dates as ISO text or epoch numbers on SQLite, as timestamps on PostgreSQL. */
function isoDate(value: string | number | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The account with this address (any case), or null. */
export async function findUserIdByEmail(db: Kysely<Database>, email: string): Promise<string | null> {
  const row = await db
    .selectFrom("user")
    .select("id")
    .where(sql<string>`lower(${sql.ref("email")})`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return row?.id ?? null;
}

function refuseSelf({ adminId, userId }: Target, what: string): void {
  if (adminId !== null && adminId === userId) {
    throw new AppError("admin_not_yourself", 409, `You cannot ${what} your own account here.`);
  }
}

/**
 * Disables an account: sign-in is refused (the admin plugin's session hook answers 403 `BANNED_USER`),
 * every session is deleted and the personal API tokens stop (their check refuses a disabled user).
 * The caller then forgets the user's sessions in its session cache.
 */
export async function disableUser(db: Kysely<Database>, target: Target): Promise<void> {
  refuseSelf(target, "disable");
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("user")
      .set({ banned: true, banReason: "Disabled by an admin", updatedAt: new Date().toISOString() })
      .where("id", "=", target.userId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw notFound();
    await sql`delete from "session" where "userId" = ${target.userId}`.execute(trx);
  });
}

/** Undoes disableUser: the person can sign in again and their tokens work again. */
export async function enableUser(db: Kysely<Database>, target: Target): Promise<void> {
  const updated = await db
    .updateTable("user")
    .set({ banned: false, banReason: null, updatedAt: new Date().toISOString() })
    .where("id", "=", target.userId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw notFound();
}

/** Gives the admin role (`make-admin`). */
export async function makeAdmin(db: Kysely<Database>, userId: string): Promise<void> {
  const updated = await db.updateTable("user").set({ role: ADMIN_ROLE }).where("id", "=", userId).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw notFound();
}

/**
 * Deletes an account and everything it holds — the erasure of Better Auth's delete-user (auth.ts):
 * the shared lists leave their members' devices first, then the sessions, sign-in methods and the
 * user go, and every row of the user's cascades away with it (notes, tags, tokens, picture, …).
 */
export async function deleteAccount(db: Kysely<Database>, target: Target, steps: AdminSteps): Promise<void> {
  refuseSelf(target, "delete");
  const exists = await db.selectFrom("user").select("id").where("id", "=", target.userId).executeTakeFirst();
  if (!exists) throw notFound();
  await steps.leaveAllLists(db, target.userId);
  await db.transaction().execute(async (trx) => {
    await sql`delete from "session" where "userId" = ${target.userId}`.execute(trx);
    await sql`delete from "account" where "userId" = ${target.userId}`.execute(trx);
    await trx.deleteFrom("user").where("id", "=", target.userId).execute();
  });
}
