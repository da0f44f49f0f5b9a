import { APIError } from "better-auth/api";
import { isStorableLine, UNSUPPORTED_CHARACTERS_MESSAGE } from "../../../shared/schemas/storable-text.ts";
import { FULL_NAME_MAX_LENGTH } from "../../../shared/schemas/user-fields.ts";

/** RFC 5321: a forward path holds at most 254 characters of address. */
const EMAIL_MAX_LENGTH = 254;

/**
 * Limits on the fields Better Auth stores without its own bound. The picture is refused outright:
 * it is set only by the avatar route (PUT /api/account/avatar), never by the client's text.
 * The message is a translation key, as in Poriadok's own validation answers.
 */
export function checkUserInput(path: string, body: Record<string, unknown>): void {
  if (!["/sign-up/email", "/update-user", "/change-email"].includes(path)) return;
  if ("image" in body && body.image !== undefined) refuse("validation.imageNotAllowed");
  if (body.name !== undefined && (typeof body.name !== "string" || body.name.length > FULL_NAME_MAX_LENGTH)) {
    refuse("validation.tooLong");
  }
  if (typeof body.name === "string" && !isStorableLine(body.name)) refuse(UNSUPPORTED_CHARACTERS_MESSAGE);
  // The username plugin lower-cases these in its database hook, which throws (500) on anything but a string.
  for (const field of ["username", "displayUsername"] as const) {
    const value = body[field];
    if (value !== undefined && value !== null && typeof value !== "string") refuse("validation.username");
  }
  for (const field of ["email", "newEmail"] as const) {
    const value = body[field];
    if (typeof value === "string" && value.length > EMAIL_MAX_LENGTH) refuse("validation.invalidEmail");
  }
}

function refuse(message: string): never {
  throw new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message });
}
