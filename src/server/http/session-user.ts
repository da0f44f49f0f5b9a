/** The signed-in user as the routes see it (`c.var.user`). */
export type SessionUser = { id: string; email: string; locale: string };
/** How the request's user signed in: the app's session cookie, or a personal API token (Bearer). */
export type AuthMethod = "session" | "token";
export type SessionEnv = { Variables: { user: SessionUser; authMethod: AuthMethod } };
