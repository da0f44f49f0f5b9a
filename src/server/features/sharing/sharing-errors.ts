import type { SharingErrorCode } from "../../../shared/schemas/sharing.ts";
import { AppError } from "../../errors.ts";

const ERRORS: Record<SharingErrorCode, { status: 400 | 403 | 404 | 409 | 410 | 429; message: string }> = {
  sharing_not_a_list: { status: 400, message: "Only a shopping list can be shared." },
  sharing_self: { status: 400, message: "You cannot invite yourself." },
  sharing_already_member: { status: 409, message: "This person is already on the list." },
  sharing_too_many: {
    status: 409,
    message: "A list can have at most 10 people besides its owner, invited ones included.",
  },
  sharing_invitation_expired: { status: 410, message: "This invitation has expired." },
  sharing_invitation_other_email: { status: 403, message: "This invitation was sent to another e-mail address." },
  sharing_invitation_not_found: { status: 404, message: "This invitation does not exist or was already used." },
  sharing_invitations_daily_limit: {
    status: 429,
    message:
      "You have sent as many invitations in the last 24 hours as this server allows; Retry-After says when to try again.",
  },
  sharing_invitation_address_wait: {
    status: 429,
    message: "You invited this address a short while ago; Retry-After says when you may invite it again.",
  },
};

/**
 * The sharing routes' refusals: a code the web client translates (sharing.json), a status, an English
 * message; a 429 also says when to try again (Retry-After).
 */
export function sharingError(code: SharingErrorCode, retryAfterSeconds?: number): AppError {
  const { status, message } = ERRORS[code];
  return new AppError(code, status, message, undefined, retryAfterSeconds);
}
