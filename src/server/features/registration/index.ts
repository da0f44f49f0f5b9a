/**
 * Who may sign up (REGISTRATION) and what other parts use of it: invitations to sign up (the admin's
 * screen and command), the sign-up gate Better Auth's hooks call (features/account/auth-hooks.ts), and
 * the cleanup of never-confirmed accounts (server.ts).
 */
export { afterSignUp, guardSignUp, mayCreateAccount, type RegistrationSettings } from "./sign-up-gate.ts";
export {
  type InviteToSignUpInput,
  inviteToSignUp,
  isInvited,
  listSignUpInvitations,
  markSignUpInvitationUsed,
  type SignUpInvitation,
  withdrawSignUpInvitation,
} from "./sign-up-invitations.service.ts";
export { deleteUnconfirmedAccounts, startUnconfirmedAccountCleanup } from "./unconfirmed-accounts.ts";
