import type { Context } from "hono";
import type { SessionEnv } from "../../http/session.ts";
import type { Command, CommandEnv } from "../commands/command-claim.ts";
import type { ListAccess, ListAccessEnv } from "../shared-lists/list-access.ts";

/**
 * Who writes whose data, and as which command: one value the route builds (writeContextOf) and
 * hands to the service, which hands it down to the write funnel (write-user-data.ts). The funnel
 * bumps the owner's data version, locks a named shared list's people first and claims the command's
 * key in the write's own transaction; nothing about a write is read from anywhere else.
 */
export type WriteContext = {
  /** The signed-in user making the request. */
  actorId: string;
  /** Whose data is written (and read back): the actor's own, or the list owner's for a member of a shared list. */
  ownerId: string;
  role: "owner" | "member";
  /**
   * The note the request names in its path, when the actor reaches it: if it is one of the owner's
   * shared lists, every person of the list is locked first (shared-lists/shared-list-write.ts).
   */
  listId?: string;
  /** The request's Idempotency-Key, when sent: claimed in the write's transaction, so it applies once. */
  command?: Command;
};

/** What a write route's context carries: the user (requireUser), the command and the list access (app.ts mounts both). */
export type WriteEnv = { Variables: SessionEnv["Variables"] & CommandEnv["Variables"] & ListAccessEnv["Variables"] };

/** The user's write of their own data (an import, deleting the data, a test's seed). */
export function ownWrite(userId: string, command?: Command): WriteContext {
  return { actorId: userId, ownerId: userId, role: "owner", command };
}

/**
 * The request's write context: the signed-in user's own data, or — for a member of the shared
 * list in the path (c.var.listAccess) — the owner's, as a member.
 */
export function writeContextOf(c: Context<WriteEnv>): WriteContext {
  return contextOf(c.var.user.id, c.var.listAccess, c.var.command);
}

/**
 * For the routes only a note's owner may use (moving it to the trash, the trash itself): always the
 * signed-in user's own data, so a member's request finds no such note of theirs (404).
 */
export function ownWriteContextOf(c: Context<WriteEnv>): WriteContext {
  const access = c.var.listAccess;
  return contextOf(c.var.user.id, access?.role === "owner" ? access : undefined, c.var.command);
}

function contextOf(actorId: string, access: ListAccess | undefined, command: Command | undefined): WriteContext {
  if (!access) return ownWrite(actorId, command);
  return { actorId, ownerId: access.ownerId, role: access.role, listId: access.noteId, command };
}
