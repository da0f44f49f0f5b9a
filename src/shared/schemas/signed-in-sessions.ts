import { z } from "zod";

/**
 * Where a person is signed in (Settings → Account, issue 24): one entry per live session, as
 * `GET /api/auth/list-sessions` answers it here. Better Auth's own answer carries each session's raw
 * token and the address it signed in from; Poriadok's hook (server features/account/session-list-hooks.ts)
 * answers this shape instead, and `POST /api/auth/revoke-session` takes the `id` — so the browser never
 * holds another device's session token.
 */
export const SignedInSessionSchema = z.object({
  /** Better Auth's session id: names the session to sign out, and signs nothing in. */
  id: z.string(),
  /** The browser's User-Agent when it signed in (null when it sent none). */
  userAgent: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /**
   * When the session was last renewed: Better Auth renews it on the first request after
   * SESSION_RENEWAL_SECONDS, so the device was last active at most that long after this.
   */
  updatedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** The session of the device that asked. */
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof SignedInSessionSchema>;

export const SignedInSessionListSchema = z.array(SignedInSessionSchema);

/** How often a used session is renewed (Better Auth's `updateAge`), which dates "last active". */
export const SESSION_RENEWAL_SECONDS = 60 * 60;

/** The body of `POST /api/auth/revoke-session` as the web sends it (Better Auth's `{ token }` works too). */
export const RevokeSessionByIdSchema = z.object({ id: z.string().min(1).max(100) });
