// The account feature's public entry for other features: the signed-in session. Re-exports only.
// app/ (the header, the session guard, the routes) imports the account's own files where it composes them.
export { useSession } from "./api/get-session";
