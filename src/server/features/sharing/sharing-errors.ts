import type { SharingErrorCode } from "../../../shared/schemas/sharing.ts";
import { AppError } from "../../errors.ts";

const ERRORS: Record<SharingErrorCode, { status: 400 | 403 | 404 | 409 | 410; message: string }> = {
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
};

/** The sharing routes' refusals: a code the web client translates (errors.json), a status, an English message. */
export function sharingError(code: SharingErrorCode): AppError {
  const { status, message } = ERRORS[code];
  return new AppError(code, status, message);
}
