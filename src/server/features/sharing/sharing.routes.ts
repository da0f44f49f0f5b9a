import { Hono } from "hono";
import { parseLocale } from "../../../shared/preferences.ts";
import {
  AcceptedInvitationSchema,
  InvitationParamSchema,
  InvitationPreviewSchema,
  InvitationSchema,
  InviteSchema,
  PersonParamSchema,
  SharedListParamSchema,
  SharedListSchema,
  TokenParamSchema,
} from "../../../shared/schemas/sharing.ts";
import type { AppDeps } from "../../app-deps.ts";
import { notFound } from "../../core/not-found.ts";
import { accessTo } from "../../core/shared-lists/list-access.ts";
import { documented } from "../../http/openapi/documented.ts";
import { INVITATION_ACCEPT_ROUTE, INVITATION_ROUTE } from "../../http/secret-paths.ts";
import { requireUser, type SessionEnv } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { findAvatar } from "../account/index.ts";
import { acceptInvitation, previewInvitation, removeMember } from "./invitations.service.ts";
import { listPeople } from "./list-people-write.ts";
import { cancelInvitation, getSharedList, invite } from "./sharing.service.ts";

/**
 * Mounted at /api/shared-lists: who is on a shared shopping list, invitations by e-mail, joining,
 * leaving and removal (the contract: src/shared/schemas/sharing.ts). Thin: validate, call, answer.
 * An invitation's token is the invitation: its paths are declared in http/secret-paths.ts, which the
 * logs' censor reads too.
 */
export function sharingRoutes({ database, auth, config }: AppDeps) {
  const scope = (userId: string) => ({ db: database.db, userId });
  return new Hono<SessionEnv>()
    .use(requireUser(auth))
    .get(
      INVITATION_ROUTE,
      documented(
        "sharing",
        "An invitation as its page shows it",
        { schema: InvitationPreviewSchema, description: "The invitation" },
        "404 `sharing_invitation_not_found` for an unknown or used link.",
        { 410: "`sharing_invitation_expired`: the link is older than 14 days" },
      ),
      validate("param", TokenParamSchema),
      async (c) => c.json(await previewInvitation(scope(c.var.user.id), c.req.valid("param").token)),
    )
    .post(
      INVITATION_ACCEPT_ROUTE,
      documented(
        "sharing",
        "Join the list as the invited address",
        { schema: AcceptedInvitationSchema, description: "The list joined" },
        "404 `sharing_invitation_not_found` for an unknown or used link.",
        {
          403: "`sharing_invitation_other_email`: you are signed in with another address than the invited one",
          410: "`sharing_invitation_expired`: the link is older than 14 days",
        },
      ),
      validate("param", TokenParamSchema),
      async (c) => c.json(await acceptInvitation(scope(c.var.user.id), c.req.valid("param").token)),
    )
    .get(
      "/:noteId",
      documented("sharing", "Who is on a list: owner, members, and (for its owner) pending invitations", {
        schema: SharedListSchema,
        description: "The list's people",
      }),
      validate("param", SharedListParamSchema),
      async (c) => c.json(await getSharedList(scope(c.var.user.id), c.req.valid("param").noteId)),
    )
    .post(
      "/:noteId/invitations",
      documented(
        "sharing",
        "Invite an e-mail address to the list (its owner only); mails the link",
        { status: 201, schema: InvitationSchema, description: "The invitation" },
        undefined,
        {
          400: "`sharing_not_a_list`: only a shopping list can be shared; `sharing_self`: that is your own address",
          409:
            "`sharing_already_member`: that address is on the list already; `sharing_too_many`: the list has " +
            "the most people it may (members and invitations)",
          429:
            "`sharing_invitations_daily_limit`: you sent the most invitation mails 24 hours allow (20 by default); " +
            "`sharing_invitation_address_wait`: you invited this address within the hour. `Retry-After` says when to try again",
        },
      ),
      validate("param", SharedListParamSchema),
      validate("json", InviteSchema),
      async (c) => {
        const input = {
          noteId: c.req.valid("param").noteId,
          email: c.req.valid("json").email,
          ownerLocale: parseLocale(c.var.user.locale),
          baseUrl: config.baseUrl,
          limits: config.invitationLimits,
        };
        return c.json(await invite(scope(c.var.user.id), input), 201);
      },
    )
    .delete(
      "/:noteId/invitations/:invitationId",
      documented("sharing", "Withdraw a pending invitation (the list's owner only)"),
      validate("param", InvitationParamSchema),
      async (c) => {
        const { noteId, invitationId } = c.req.valid("param");
        await cancelInvitation(scope(c.var.user.id), noteId, invitationId);
        return c.body(null, 204);
      },
    )
    .delete(
      "/:noteId/members/:userId",
      documented("sharing", "Remove a member (the owner), or leave the list (a member, their own id)"),
      validate("param", PersonParamSchema),
      async (c) => {
        const { noteId, userId } = c.req.valid("param");
        await removeMember(scope(c.var.user.id), noteId, userId);
        return c.body(null, 204);
      },
    )
    .get(
      "/:noteId/people/:userId/avatar",
      documented("sharing", "The picture of someone on the list, to the list's people only"),
      validate("param", PersonParamSchema),
      async (c) => {
        const { noteId, userId } = c.req.valid("param");
        const access = await accessTo(database.db, c.var.user.id, noteId);
        const people = access ? await listPeople(database.db, noteId) : undefined;
        if (!people || ![people.ownerId, ...people.memberIds].includes(userId)) throw notFound();
        const avatar = await findAvatar(scope(userId));
        if (!avatar) throw notFound();
        c.header("Content-Type", avatar.content_type);
        c.header("Cache-Control", "private, max-age=300");
        return c.body(new Uint8Array(avatar.data));
      },
    );
}
