// The account feature's public entry for other features: the signed-in session (features/sign-in refreshes
// it after signing in). Re-exports only: what this file re-exports rides along wherever it is imported.
// app/ (the header, the session guard, the routes) imports the account's own files where it composes them.
export { SESSION_QUERY_KEY, useSession } from "./api/get-session";
