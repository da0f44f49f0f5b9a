/**
 * Better Auth's admin plugin (auth.ts) gives the user its `role` and `banned` fields and refuses a
 * session to a banned (here: disabled) user. Its endpoints are not served: they would let an admin
 * impersonate a user and so read their notes, which an admin never does here; /api/admin/* is the
 * admin's API instead.
 */
export const ADMIN_PLUGIN_DISABLED_PATHS = [
  "/admin/set-role",
  "/admin/get-user",
  "/admin/create-user",
  "/admin/update-user",
  "/admin/list-users",
  "/admin/list-user-sessions",
  "/admin/unban-user",
  "/admin/ban-user",
  "/admin/impersonate-user",
  "/admin/stop-impersonating",
  "/admin/revoke-user-session",
  "/admin/revoke-user-sessions",
  "/admin/remove-user",
  "/admin/set-user-password",
  "/admin/has-permission",
];

/** The sign-in refusal's English text (the web shows errors.json's auth.accountDisabled for `BANNED_USER`). */
export const DISABLED_ACCOUNT_MESSAGE = "This account has been disabled by an admin of this Poriadok.";
