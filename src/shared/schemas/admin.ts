import { z } from "zod";
import { type InviteInput, InviteSchema } from "./sharing.ts";

/**
 * The admin's view of the accounts (GET /api/admin/users, src/server/features/admin): who they are and
 * how much they hold — counts only, never a note's content.
 */

/** The role Better Auth's admin plugin stores on the user; anything else (or none) is an ordinary user. */
export const ADMIN_ROLE = "admin";

/** The admin plugin's user fields the web client reads from the session (types only: lib/auth-client.ts). */
export const ADMIN_USER_FIELDS = {
  role: { type: "string", required: false, input: false },
} as const;

/** `unconfirmed`: the address was never confirmed; `disabled`: an admin disabled the account. */
export const AdminUserStatusSchema = z.enum(["unconfirmed", "active", "disabled"]);
export type AdminUserStatus = z.infer<typeof AdminUserStatusSchema>;

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** The latest activity of any of the account's sessions (renewed hourly while used); null: never signed in. */
  lastActiveAt: z.string().nullable(),
  /** Notes not in the trash. */
  notes: z.number().int().min(0),
  /**
   * Rows the account holds (notes in and out of the trash, items, tags, planner days, …), its picture's
   * bytes and its notes' photos' stored bytes (images and thumbnails, trash included).
   */
  storage: z.object({
    rows: z.number().int().min(0),
    avatarBytes: z.number().int().min(0),
    photoBytes: z.number().int().min(0),
  }),
  status: AdminUserStatusSchema,
  isAdmin: z.boolean(),
  /** The admin asking: they cannot disable or delete themselves. */
  isSelf: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListSchema = z.object({ users: z.array(AdminUserSchema) });
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

/** Better Auth's user ids: 32 letters and digits (other shapes answer 400, unknown ones 404). */
export const AdminUserParamSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "validation.invalid") });

/** POST /api/admin/invitations: an invitation to sign up, mailed to the address (checked as a shared list's). */
export const AdminInviteSchema = InviteSchema;
export type AdminInviteInput = InviteInput;

export const AdminInvitedSchema = z.object({ email: z.string() });

/** Refusals of the admin API (translated in errors.json). */
export type AdminErrorCode =
  /** 403: the signed-in person is not an admin, or the request came with a personal API token. */
  | "admin_only"
  /** 409: an admin cannot disable or delete their own account here. */
  | "admin_not_yourself";
