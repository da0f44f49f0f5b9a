import type { Kysely, Selectable } from "kysely";
import { z } from "zod";
import { LOCALES, type Locale } from "../../../shared/constants.ts";
import { parseLocale } from "../../../shared/preferences.ts";
import { SIGN_UP_INVITATION_TTL_DAYS } from "../../../shared/schemas/registration.ts";
import type { Database, SignUpInvitationsTable } from "../../db/types.ts";
import { enqueueMail } from "../../mail/mail-outbox.ts";
import { registrationError } from "./registration-errors.ts";
import { signUpInvitationMail } from "./sign-up-invitation-mail.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export type SignUpInvitation = {
  /** Lower-cased, as Better Auth stores user.email. */
  email: string;
  /** The inviter's user id; null for an operator at the shell, or once the inviter's account is gone. */
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
  /** When the address signed up. */
  usedAt: string | null;
};

export type InviteToSignUpInput = {
  email: string;
  invitedBy: string | null;
  /** config.baseUrl: where the mail's sign-up link leads. */
  baseUrl: string;
  /** The mail's language; default: the inviter's, else English. */
  locale?: Locale | null;
  now?: Date;
};

/** The address as Better Auth keeps it: Better Auth lower-cases; surrounding spaces go too. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Invites an address to sign up and mails it the sign-up link (through the outbox, in the same
 * transaction: no mail without the invitation, and none lost). One invitation per address: inviting
 * it again renews the expiry, forgets an earlier use and mails again. An address that already has an
 * account is refused (409), as is one that is not an address (400).
 */
export async function inviteToSignUp(db: Kysely<Database>, input: InviteToSignUpInput): Promise<SignUpInvitation> {
  const email = normaliseEmail(input.email);
  if (!z.email().safeParse(email).success) throw registrationError("sign_up_invitation_invalid_email");
  const now = input.now ?? new Date();
  const invitation: Selectable<SignUpInvitationsTable> = {
    email,
    invited_by: input.invitedBy,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SIGN_UP_INVITATION_TTL_DAYS * DAY_MS).toISOString(),
    used_at: null,
  };
  const write = async (trx: Kysely<Database>) => {
    const existing = await trx
      .selectFrom("user")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
      .executeTakeFirst();
    if (existing) throw registrationError("sign_up_invitation_has_account");
    const inviter = input.invitedBy
      ? await trx
          .selectFrom("user")
          .select(["firstName", "lastName", "email", "locale"])
          .where("id", "=", input.invitedBy)
          .executeTakeFirst()
      : undefined;
    await trx
      .insertInto("sign_up_invitations")
      .values(invitation)
      .onConflict((conflict) =>
        conflict.column("email").doUpdateSet({
          invited_by: invitation.invited_by,
          created_at: invitation.created_at,
          expires_at: invitation.expires_at,
          used_at: null,
        }),
      )
      .execute();
    const locale = LOCALES.includes(input.locale as Locale) ? (input.locale as Locale) : parseLocale(inviter?.locale);
    const inviterName = inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email : null;
    await enqueueMail(trx, signUpInvitationMail(email, locale, { inviterName, baseUrl: input.baseUrl }), now);
  };
  // Inside a caller's transaction (an admin's command) or in one of its own.
  await (db.isTransaction ? write(db) : db.transaction().execute(write));
  return toInvitation(invitation);
}

/**
 * Whether the address may sign up where registration is by invitation: an admin's invitation not yet
 * used nor expired, or a shared list's invitation not yet accepted nor expired.
 */
export async function isInvited(db: Kysely<Database>, email: string, now = new Date()): Promise<boolean> {
  const address = normaliseEmail(email);
  const at = now.toISOString();
  const byAdmin = await db
    .selectFrom("sign_up_invitations")
    .select("email")
    .where("email", "=", address)
    .where("used_at", "is", null)
    .where("expires_at", ">", at)
    .executeTakeFirst();
  if (byAdmin) return true;
  const toList = await db
    .selectFrom("list_invitations")
    .select("id")
    .where("email", "=", address)
    .where("accepted_at", "is", null)
    .where("expires_at", ">", at)
    .limit(1)
    .executeTakeFirst();
  return toList !== undefined;
}

/** Marks the address's invitation as used (after it signed up); no invitation: nothing to do. */
export async function markSignUpInvitationUsed(db: Kysely<Database>, email: string, now = new Date()): Promise<void> {
  await db
    .updateTable("sign_up_invitations")
    .set({ used_at: now.toISOString() })
    .where("email", "=", normaliseEmail(email))
    .where("used_at", "is", null)
    .execute();
}

/** Every invitation to sign up, newest first (for an admin's list). */
export async function listSignUpInvitations(db: Kysely<Database>): Promise<SignUpInvitation[]> {
  const rows = await db.selectFrom("sign_up_invitations").selectAll().orderBy("created_at", "desc").execute();
  return rows.map(toInvitation);
}

/** Withdraws the address's invitation; false when there was none. */
export async function withdrawSignUpInvitation(db: Kysely<Database>, email: string): Promise<boolean> {
  const result = await db
    .deleteFrom("sign_up_invitations")
    .where("email", "=", normaliseEmail(email))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

function toInvitation(row: Selectable<SignUpInvitationsTable>): SignUpInvitation {
  return {
    email: row.email,
    invitedBy: row.invited_by,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
  };
}
