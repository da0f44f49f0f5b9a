import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { uuidv7 } from "uuidv7";
import type { Locale } from "../../../shared/constants.ts";
import { parseLocale } from "../../../shared/preferences.ts";
import {
  INVITATION_TTL_DAYS,
  type Invitation,
  SHARED_LIST_PEOPLE_MAX,
  type SharedList,
} from "../../../shared/schemas/sharing.ts";
import type { InvitationLimits } from "../../config.ts";
import { notFound } from "../../core/not-found.ts";
import { accessTo } from "../../core/shared-lists/list-access.ts";
import type { Database } from "../../db/types.ts";
import { enqueueMail } from "../../mail/mail-outbox.ts";
import { countInvitationMail } from "./invitation-limits.ts";
import { invitationLink, invitationMail } from "./invitation-mail.ts";
import { listPeople } from "./list-people-write.ts";
import { peopleById } from "./note-sharing.ts";
import { sharingError } from "./sharing-errors.ts";

export type SharingScope = { db: Kysely<Database>; userId: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** SHA-256 of an invitation token: what is stored and looked up. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Who is on the list; invitations only for its owner. 404 for anyone who is neither owner nor member. */
export async function getSharedList({ db, userId }: SharingScope, noteId: string): Promise<SharedList> {
  const access = await accessTo(db, userId, noteId);
  const people = access ? await listPeople(db, noteId) : undefined;
  if (!access || !people) throw notFound();
  const persons = await peopleById(db, [people.ownerId, ...people.memberIds]);
  const owner = persons.get(people.ownerId);
  if (!owner) throw notFound();
  return {
    role: access.role,
    owner,
    members: people.memberIds.flatMap((id) => persons.get(id) ?? []),
    invitations: access.role === "owner" ? await pendingInvitations(db, noteId) : [],
  };
}

async function pendingInvitations(db: Kysely<Database>, noteId: string): Promise<Invitation[]> {
  const rows = await db
    .selectFrom("list_invitations")
    .select(["id", "email", "created_at", "expires_at"])
    .where("note_id", "=", noteId)
    .where("accepted_at", "is", null)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({ id: row.id, email: row.email, createdAt: row.created_at, expiresAt: row.expires_at }));
}

/** The owner's active shopping list, or the refusal: 404 for anyone else, sharing_not_a_list for another note. */
async function ownList(db: Kysely<Database>, userId: string, noteId: string) {
  const note = await db
    .selectFrom("notes")
    .select(["id", "title", "category"])
    .where("id", "=", noteId)
    .where("user_id", "=", userId)
    .where("is_deleted", "=", false)
    .executeTakeFirst();
  if (!note) throw notFound();
  if (note.category !== "shopping") throw sharingError("sharing_not_a_list");
  return note;
}

/**
 * Invites an address to the owner's list and mails the link (through the outbox, in the same
 * transaction). Inviting a pending address again makes a new link and mails it again; the old link
 * stops working. The mail is in the invitee's language when they have an account, else the owner's.
 * Every mail counts against the owner's limits (invitation-limits.ts: by default 20 a day, and one an
 * hour to the same address).
 */
export async function invite(
  { db, userId }: SharingScope,
  input: { noteId: string; email: string; ownerLocale: Locale; baseUrl: string; limits: InvitationLimits },
  now = new Date(),
): Promise<Invitation> {
  const list = await ownList(db, userId, input.noteId);
  const email = input.email.trim().toLowerCase();
  const owner = await db
    .selectFrom("user")
    .select(["email", "firstName", "lastName"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  if (owner.email.toLowerCase() === email) throw sharingError("sharing_self");
  const invitee = await db
    .selectFrom("user")
    .select(["id", "locale"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .executeTakeFirst();
  if (invitee && (await isMember(db, list.id, invitee.id))) throw sharingError("sharing_already_member");
  const token = randomBytes(32).toString("base64url");
  const locale = invitee ? parseLocale(invitee.locale) : input.ownerLocale;
  const invitation = {
    id: uuidv7(),
    email,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS).toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    // First, so a burst from one person is counted one after the other (429 beyond the limits).
    await countInvitationMail(trx, input.limits, { senderId: userId, recipient: email, now });
    const pending = await trx
      .selectFrom("list_invitations")
      .select("email")
      .where("note_id", "=", list.id)
      .where("accepted_at", "is", null)
      .execute();
    const members = await trx.selectFrom("list_members").select("user_id").where("note_id", "=", list.id).execute();
    const isReinvite = pending.some((row) => row.email === email);
    if (!isReinvite && pending.length + members.length >= SHARED_LIST_PEOPLE_MAX)
      throw sharingError("sharing_too_many");
    // One row per list and address: a used or earlier invitation of the same address is replaced.
    await trx.deleteFrom("list_invitations").where("note_id", "=", list.id).where("email", "=", email).execute();
    await trx
      .insertInto("list_invitations")
      .values({
        id: invitation.id,
        token_hash: hashToken(token),
        note_id: list.id,
        email,
        invited_by: userId,
        created_at: invitation.createdAt,
        expires_at: invitation.expiresAt,
        accepted_at: null,
      })
      .execute();
    const ownerName = `${owner.firstName} ${owner.lastName}`.trim() || owner.email;
    const link = invitationLink(input.baseUrl, locale, token);
    await enqueueMail(trx, invitationMail(email, locale, { ownerName, listTitle: list.title, link }), now);
  });
  return invitation;
}

export async function isMember(db: Kysely<Database>, noteId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("list_members")
    .select("user_id")
    .where("note_id", "=", noteId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The owner withdraws a pending invitation: its link stops working. 404 when it is not theirs. */
export async function cancelInvitation(
  { db, userId }: SharingScope,
  noteId: string,
  invitationId: string,
): Promise<void> {
  await ownList(db, userId, noteId);
  const result = await db
    .deleteFrom("list_invitations")
    .where("id", "=", invitationId)
    .where("note_id", "=", noteId)
    .where("accepted_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound();
}
