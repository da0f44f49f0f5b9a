import type { Kysely } from "kysely";
import type { AcceptedInvitation, InvitationPreview } from "../../../shared/schemas/sharing.ts";
import { InvitationTokenSchema } from "../../../shared/schemas/sharing.ts";
import { notFound } from "../../core/not-found.ts";
import { dropList, giveList } from "../../core/shared-lists/shared-list-log.ts";
import type { Database } from "../../db/types.ts";
import { listPeople, writeListPeople } from "./list-people-write.ts";
import { peopleById } from "./note-sharing.ts";
import { hashToken, isMember, type SharingScope } from "./sharing.service.ts";
import { sharingError } from "./sharing-errors.ts";

/** The invitation behind a link, still to be used: 404 for an unknown or used token, 410 once expired. */
async function openInvitation(db: Kysely<Database>, token: string, now: Date) {
  if (!InvitationTokenSchema.safeParse(token).success) throw sharingError("sharing_invitation_not_found");
  const invitation = await db
    .selectFrom("list_invitations")
    .innerJoin("notes", "notes.id", "list_invitations.note_id")
    .select([
      "list_invitations.id",
      "list_invitations.note_id",
      "list_invitations.email",
      "list_invitations.expires_at",
      "notes.title",
      "notes.user_id as owner_id",
      "notes.is_deleted",
    ])
    .where("list_invitations.token_hash", "=", hashToken(token))
    .where("list_invitations.accepted_at", "is", null)
    .executeTakeFirst();
  // A list in the owner's trash is not offered: the link works again once the list is restored.
  if (!invitation || invitation.is_deleted) throw sharingError("sharing_invitation_not_found");
  if (Date.parse(invitation.expires_at) <= now.getTime()) throw sharingError("sharing_invitation_expired");
  return invitation;
}

/** What the invitation page shows: the list's title, who invites, to which address, until when. */
export async function previewInvitation(
  { db, userId }: SharingScope,
  token: string,
  now = new Date(),
): Promise<InvitationPreview> {
  const invitation = await openInvitation(db, token, now);
  const owner = (await peopleById(db, [invitation.owner_id])).get(invitation.owner_id);
  if (!owner) throw sharingError("sharing_invitation_not_found");
  return {
    listTitle: invitation.title,
    owner,
    email: invitation.email,
    expiresAt: invitation.expires_at,
    alreadyMember: invitation.owner_id === userId || (await isMember(db, invitation.note_id, userId)),
  };
}

/**
 * Accepts an invitation as the signed-in user, who must have the invited address (any letter case).
 * The invitation is used up; the new member's devices get the list with its items, and every other
 * person's devices the list again (its people changed). Already on the list: the same answer.
 */
export async function acceptInvitation(
  { db, userId }: SharingScope,
  token: string,
  now = new Date(),
): Promise<AcceptedInvitation> {
  const invitation = await openInvitation(db, token, now);
  const user = await db.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirstOrThrow();
  if (user.email.toLowerCase() !== invitation.email) throw sharingError("sharing_invitation_other_email");
  const noteId = invitation.note_id;
  const people = await listPeople(db, noteId);
  if (!people) throw sharingError("sharing_invitation_not_found");
  await writeListPeople(db, noteId, [people.ownerId, ...people.memberIds, userId], async (trx, seqs) => {
    await trx
      .updateTable("list_invitations")
      .set({ accepted_at: now.toISOString() })
      .where("id", "=", invitation.id)
      .execute();
    if (userId === people.ownerId || people.memberIds.includes(userId)) return;
    await trx
      .insertInto("list_members")
      .values({ note_id: noteId, user_id: userId, owner_id: people.ownerId, added_at: now.toISOString() })
      .onConflict((conflict) => conflict.columns(["note_id", "user_id"]).doNothing())
      .execute();
    await giveList(trx, userId, seqs.get(userId) as number, noteId);
  });
  return { noteId };
}

/**
 * Takes a member off a list: the owner removes anyone, a member only themself (leaving). The member's
 * devices drop the list at once (tombstones of the list and its items); the others' get the list's
 * new people. 404 for anyone else, and for someone who is not a member.
 */
export async function removeMember({ db, userId }: SharingScope, noteId: string, memberId: string): Promise<void> {
  const people = await listPeople(db, noteId);
  const isAllowed = people && (userId === people.ownerId || (userId === memberId && people.memberIds.includes(userId)));
  if (!people || !isAllowed || !people.memberIds.includes(memberId)) throw notFound();
  await writeListPeople(db, noteId, [people.ownerId, ...people.memberIds], async (trx, seqs) => {
    await trx.deleteFrom("list_members").where("note_id", "=", noteId).where("user_id", "=", memberId).execute();
    // Invited again later, they get a new invitation; the used one goes now.
    await trx
      .deleteFrom("list_invitations")
      .where("note_id", "=", noteId)
      .where("accepted_at", "is not", null)
      .execute();
    await dropList(trx, memberId, seqs.get(memberId) as number, noteId);
  });
}
