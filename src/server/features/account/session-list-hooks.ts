import { APIError, getSessionFromCtx } from "better-auth/api";
import {
  RevokeSessionByIdSchema,
  type SignedInSession,
  SignedInSessionListSchema,
} from "../../../shared/schemas/signed-in-sessions.ts";

/** What these hooks use of Better Auth's endpoint context (its own type is internal). */
type HookContext = Parameters<typeof getSessionFromCtx>[0] & { path: string; body?: unknown };

/** The fields of a session row this answer reads (the row also holds the token and the IP address). */
type SessionRow = { id: string; userAgent?: string | null; createdAt: Date; updatedAt: Date; expiresAt: Date };

const isoString = (value: Date | string) => new Date(value).toISOString();

/**
 * Settings → Account's list of signed-in devices, at Better Auth's own paths, without handing the
 * browser another device's session token:
 *
 * `GET /list-sessions` is answered here, before Better Auth's endpoint, from its own session store
 * (internalAdapter.listSessions, live sessions only), as SignedInSession
 * (shared/schemas/signed-in-sessions.ts): id, user agent, dates and which one is the asker's — not the
 * raw `token` (which Better Auth's answer carries) nor the IP address. Better Auth's endpoint would also
 * refuse a session older than a day (its `freshAge`, SESSION_NOT_FRESH); that guard stays on for what
 * it protects (adding a passkey), while a list that signs nothing in is for every session.
 */
export async function signedInSessionsAnswer(ctx: HookContext): Promise<SignedInSession[] | undefined> {
  if (ctx.path !== "/list-sessions") return undefined;
  const current = await getSessionFromCtx(ctx).catch(() => null);
  // Without a session Better Auth's own middleware answers 401.
  if (!current) return undefined;
  const rows = (await ctx.context.internalAdapter.listSessions(current.user.id, {
    onlyActiveSessions: true,
  })) as SessionRow[];
  const now = Date.now();
  const sessions: SignedInSession[] = rows
    .filter((row) => new Date(row.expiresAt).getTime() > now)
    .map((row) => ({
      id: row.id,
      userAgent: row.userAgent ?? null,
      createdAt: isoString(row.createdAt),
      updatedAt: isoString(row.updatedAt),
      expiresAt: isoString(row.expiresAt),
      current: row.id === current.session.id,
    }));
  // This device first, then the most recently active.
  sessions.sort((a, b) => Number(b.current) - Number(a.current) || b.updatedAt.localeCompare(a.updatedAt));
  return SignedInSessionListSchema.parse(sessions);
}

/**
 * `POST /revoke-session` also takes `{ id }`: this finds that session among the caller's own and hands
 * Better Auth its token, the body Better Auth's endpoint expects. An id of no session of theirs is 404,
 * as any foreign id is. (`{ token }`, Better Auth's own form, passes unchanged.) The session cache
 * forgets the user's sessions once the revoke ran (session-cache-hooks.ts).
 */
export async function revokeSessionById(ctx: HookContext): Promise<{ token: string } | undefined> {
  if (ctx.path !== "/revoke-session") return undefined;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (body.id === undefined || body.token !== undefined) return undefined;
  const parsed = RevokeSessionByIdSchema.safeParse(body);
  if (!parsed.success) throw new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message: "validation.invalid" });
  const session = await getSessionFromCtx(ctx).catch(() => null);
  // Better Auth would check the body first and answer 400 for the missing token.
  if (!session) throw new APIError("UNAUTHORIZED", { code: "UNAUTHORIZED", message: "Unauthorized" });
  const row = await ctx.context.adapter.findOne<{ token: string }>({
    model: "session",
    where: [
      { field: "id", value: parsed.data.id },
      { field: "userId", value: session.user.id },
    ],
  });
  if (!row) throw new APIError("NOT_FOUND", { code: "SESSION_NOT_FOUND", message: "No such session" });
  return { token: row.token };
}

/**
 * `POST /revoke-other-sessions` ends every other session of the caller, however many rows they have.
 * Better Auth's endpoint reads the user's sessions with its default limit of 100 rows, expired ones
 * included (a session nobody signed out stays a row), and revokes the live ones among those: an account
 * with a hundred forgotten sessions kept the rest signed in. This deletes them all in one statement
 * first; Better Auth's endpoint then finds nothing left to do and answers as usual.
 */
export async function revokeAllOtherSessions(ctx: HookContext): Promise<void> {
  if (ctx.path !== "/revoke-other-sessions") return;
  const current = await getSessionFromCtx(ctx).catch(() => null);
  // Without a session Better Auth's own middleware answers 401.
  if (!current) return;
  await ctx.context.adapter.deleteMany({
    model: "session",
    where: [
      { field: "userId", value: current.user.id },
      { field: "id", operator: "ne", value: current.session.id },
    ],
  });
}
