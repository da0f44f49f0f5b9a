import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Shared shopping lists (issue 13, features/sharing/). `list_members`: who besides the owner is on a
 * list (the owner is the note's user_id, copied as owner_id, and is never a member); a member's rows go with the note
 * or with the member's account (cascades). `list_invitations`: a pending invitation by e-mail, one
 * per list and address (lower-cased); only the SHA-256 of the link's token is kept, like the calendar
 * feed's secret, so a leaked database hands out no working links. Both go with the list.
 *
 * The change log needs no new triggers: the triggers keep recording a list's changes in its owner's
 * log, and the shared-list write (core/shared-lists/shared-list-write.ts) copies them into each
 * member's log in the same transaction, stamped with the member's own version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("list_members")
    .addColumn("note_id", "text", (col) => col.notNull().references("notes.id").onDelete("cascade"))
    .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    // The note's owner, copied: every write of an owner asks "which of my lists are shared?" by it.
    .addColumn("owner_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("added_at", t.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint("list_members_pk", ["note_id", "user_id"])
    .execute();
  // A member's lists: every list page and pull of a member starts here.
  await db.schema.createIndex("list_members_user").on("list_members").columns(["user_id", "note_id"]).execute();
  await db.schema
    .createTable("list_invitations")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("note_id", "text", (col) => col.notNull().references("notes.id").onDelete("cascade"))
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("invited_by", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("created_at", t.timestamp, (col) => col.notNull())
    .addColumn("expires_at", t.timestamp, (col) => col.notNull())
    .addColumn("accepted_at", t.timestamp)
    .addUniqueConstraint("list_invitations_note_email", ["note_id", "email"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("list_invitations").ifExists().execute();
  await db.schema.dropTable("list_members").ifExists().execute();
}
