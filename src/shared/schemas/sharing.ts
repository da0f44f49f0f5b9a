import { z } from "zod";
import { IdPathSegmentSchema } from "./id.ts";

/**
 * Shared shopping lists (issue 13): the owner of a shopping list invites people by e-mail; a member
 * reads and edits that list's items and title, nothing else of the owner's. The contract between the
 * server and the web client. The routes' error codes are listed in SHARING_ERROR_CODES; their texts
 * live in the on-demand `sharing` namespace (sharing.json → errors, `sharing_too_many` keyed
 * `sharing_list_full` there), not in errors.json, which every page loads first (the /home budget).
 */

/** Members plus pending invitations a list may have. */
export const SHARED_LIST_PEOPLE_MAX = 10;
/** Days an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 14;
/**
 * Invitation mails one person may send in any 24 hours, and the minutes before the same person may
 * mail the same address again (any list): the server is no mail cannon (issue 24). The defaults of
 * INVITATION_MAILS_PER_DAY and INVITATION_RESEND_MINUTES (server config).
 */
export const INVITATION_MAILS_PER_DAY = 20;
export const INVITATION_RESEND_MINUTES = 60;

/** The error codes the sharing routes answer with (each a key in errors.json, English and Slovak). */
export const SHARING_ERROR_CODES = [
  "sharing_not_a_list", // 400: only a shopping list can be shared
  "sharing_self", // 400: the owner invited their own address
  "sharing_already_member", // 409: that address is already a member
  "sharing_too_many", // 409: 10 members + pending invitations already
  "sharing_invitation_expired", // 410: the link is older than 14 days
  "sharing_invitation_other_email", // 403: signed in with another address than the invited one
  "sharing_invitation_not_found", // 404: unknown or used-up token
  "sharing_invitations_daily_limit", // 429: 20 invitation mails in the last 24 hours (Retry-After)
  "sharing_invitation_address_wait", // 429: this person mailed that address within the last hour (Retry-After)
] as const;
export type SharingErrorCode = (typeof SHARING_ERROR_CODES)[number];

/** Someone of a shared list, as others of that list see them (the avatar through the list's people route). */
export const PersonSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  hasAvatar: z.boolean(),
});
export type Person = z.infer<typeof PersonSchema>;

export const SharingRoleSchema = z.enum(["owner", "member"]);
export type SharingRole = z.infer<typeof SharingRoleSchema>;

/**
 * A note's `sharing` field (NoteSchema, list pages, sync rows): null when nobody else is on the list;
 * else the reader's role and the OTHER people of the list (for the owner: the members; for a member:
 * the owner first, then the other members).
 */
export const NoteSharingSchema = z.object({ role: SharingRoleSchema, people: z.array(PersonSchema) }).nullable();
export type NoteSharing = z.infer<typeof NoteSharingSchema>;

export const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** GET /api/shared-lists/:noteId — who is on the list; `invitations` is empty for a member. */
export const SharedListSchema = z.object({
  role: SharingRoleSchema,
  owner: PersonSchema,
  members: z.array(PersonSchema),
  invitations: z.array(InvitationSchema),
});
export type SharedList = z.infer<typeof SharedListSchema>;

/** POST /api/shared-lists/:noteId/invitations (the owner only). */
export const InviteSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "validation.required")
    .max(254, "validation.tooLong")
    .email("validation.invalidEmail"),
});
export type InviteInput = z.input<typeof InviteSchema>;

/** An invitation link's token: 43 base64url characters (32 random bytes); anything else is an unknown token. */
export const InvitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "validation.invalid");

export const SharedListParamSchema = z.object({ noteId: IdPathSegmentSchema });
export const InvitationParamSchema = SharedListParamSchema.extend({ invitationId: IdPathSegmentSchema });
/** A user id in the path (Better Auth's ids are not UUIDs): any short plain text, compared as it is. */
export const PersonParamSchema = SharedListParamSchema.extend({
  userId: z.string().min(1, "validation.invalid").max(100, "validation.invalid"),
});
export const TokenParamSchema = z.object({ token: z.string().max(200, "validation.invalid") });

/** GET /api/shared-lists/invitations/:token — what the invitation page shows before accepting. */
export const InvitationPreviewSchema = z.object({
  listTitle: z.string(),
  owner: PersonSchema,
  email: z.string(),
  expiresAt: z.string(),
  /** The signed-in user is already on this list (as member or owner): the page links to the list. */
  alreadyMember: z.boolean(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

/** POST /api/shared-lists/invitations/:token/accept → the list now on the member's home screen. */
export const AcceptedInvitationSchema = z.object({ noteId: z.string() });
export type AcceptedInvitation = z.infer<typeof AcceptedInvitationSchema>;
