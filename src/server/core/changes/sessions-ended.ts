/**
 * Some of a user's sessions ended (sign-out everywhere, a password change), or the whole account
 * stopped (`isAccountClosed`: an admin disabled or deleted it — every session and token is void).
 * Every instance forgets the user's cached sessions and re-checks (or ends) the user's open streams.
 */
export type SessionsEnded = { userId: string; isAccountClosed: boolean };
export type SessionsEndedListener = (event: SessionsEnded) => void;
