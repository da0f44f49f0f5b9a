import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * sign_up_invitations (issue 26, features/registration/): addresses an admin invited to sign up, so
 * that with REGISTRATION=invite or closed they still may. One row per address, lower-cased as Better
 * Auth stores user.email; inviting again renews the row. `invited_by` is null for an operator at the
 * shell (npm run admin -- invite) and becomes null when the inviting admin's account goes; `used_at`
 * is set when the address signs up. Shared-list invitations (list_invitations) let their addresses
 * sign up too, without a row here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("sign_up_invitations")
    .addColumn("email", "text", (col) => col.primaryKey())
    .addColumn("invited_by", "text", (col) => col.references("user.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (col) => col.notNull())
    .addColumn("expires_at", t.timestamp, (col) => col.notNull())
    .addColumn("used_at", t.timestamp)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sign_up_invitations").ifExists().execute();
}
