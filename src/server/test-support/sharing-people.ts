import type { SharedList } from "../../shared/schemas/sharing.ts";
import { newUser, signedInClient, type TestUser } from "./accounts.ts";
import type { AccountsServer } from "./accounts-server.ts";
import { type OrganiserApi, organiserApi } from "./api-client.ts";
import { userIdOf } from "./seed-rows.ts";
import type { TestClient } from "./test-client.ts";

/** A signed-in test user with their address and id, and the sharing routes besides the organiser API. */
export type Person = {
  user: TestUser;
  id: string;
  client: TestClient;
  api: OrganiserApi;
  sharing: ReturnType<typeof sharingApi>;
};

export async function signedInPerson(harness: AccountsServer, overrides: Partial<TestUser> = {}): Promise<Person> {
  const user = newUser(overrides);
  const client = await signedInClient(harness.server.url, harness.mail, user);
  const api = organiserApi(client);
  return { user, id: await userIdOf(client), client, api, sharing: sharingApi(api) };
}

function sharingApi({ call }: OrganiserApi) {
  return {
    list: (noteId: string) => call<SharedList>("GET", `/api/shared-lists/${noteId}`),
    invite: (noteId: string, email: string) =>
      call<{ id: string; email: string; expiresAt: string }>("POST", `/api/shared-lists/${noteId}/invitations`, {
        email,
      }),
    cancel: (noteId: string, invitationId: string) =>
      call<null>("DELETE", `/api/shared-lists/${noteId}/invitations/${invitationId}`),
    preview: (token: string) =>
      call<{ listTitle: string; email: string; alreadyMember: boolean; owner: { id: string } }>(
        "GET",
        `/api/shared-lists/invitations/${token}`,
      ),
    accept: (token: string) => call<{ noteId: string }>("POST", `/api/shared-lists/invitations/${token}/accept`),
    remove: (noteId: string, userId: string) => call<null>("DELETE", `/api/shared-lists/${noteId}/members/${userId}`),
    avatar: (noteId: string, userId: string) =>
      call<unknown>("GET", `/api/shared-lists/${noteId}/people/${userId}/avatar`),
  };
}

/** The token in an invitation mail's link (…/invitations/<token>). */
export function tokenOf(links: string[]): string {
  const link = links.find((href) => href.includes("/invitations/"));
  const token = link?.split("/invitations/")[1];
  if (!token) throw new Error(`no invitation link in ${links.join(", ")}`);
  return token;
}

/** Invites `member` to the owner's list and accepts through the mailed link; returns the token. */
export async function share(harness: AccountsServer, owner: Person, listId: string, member: Person): Promise<string> {
  const invited = await owner.sharing.invite(listId, member.user.email);
  if (invited.status !== 201) throw new Error(`invite: ${invited.status} ${JSON.stringify(invited.body)}`);
  const mail = await harness.mail.waitFor(member.user.email, { subject: /shopping list|nákupnému zoznamu/ });
  const token = tokenOf(mail.links);
  const accepted = await member.sharing.accept(token);
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return token;
}
