import { type RegistrationMode, SIGN_UP_INVITED_PARAM } from "@shared/schemas/registration";

/** What the sign-up place shows: the form, the note that accounts are by invitation, or nothing yet. */
export type SignUpOffer =
  | { kind: "form" }
  | { kind: "note"; mode: Exclude<RegistrationMode, "open"> }
  | { kind: "pending" };

/** A shared list's invitation page sends signed-out visitors here with `?redirect=/invitations/<token>`. */
const INVITATION_REDIRECT = /^(\/sk)?\/invitations\/[^/]+$/;

/**
 * Whether the visitor is offered the sign-up form. Open registration: always. Otherwise only when the
 * URL carries an invitation — an admin's sign-up link (`invited=1`, the address filled in) or a shared
 * list's invitation flow; the server still decides by the address (403 `registration_closed`).
 * `mode` null: the server's setting is not known yet.
 */
export function signUpOffer(mode: RegistrationMode | null, params: URLSearchParams): SignUpOffer {
  if (mode === "open") return { kind: "form" };
  const isInvited = params.get(SIGN_UP_INVITED_PARAM) === "1" || INVITATION_REDIRECT.test(params.get("redirect") ?? "");
  if (isInvited) return { kind: "form" };
  return mode === null ? { kind: "pending" } : { kind: "note", mode };
}
