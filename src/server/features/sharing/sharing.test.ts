import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { type Person, share, signedInPerson, tokenOf } from "../../test-support/sharing-people.ts";

let harness: AccountsServer;
let alice: Person;
let bob: Person;
let mallory: Person;

beforeAll(async () => {
  harness = await startAccountsServer();
  alice = await signedInPerson(harness, { firstName: "Alice", lastName: "Owner" });
  bob = await signedInPerson(harness, { firstName: "Bob", lastName: "Member", locale: "sk" });
  mallory = await signedInPerson(harness, { firstName: "Mallory", lastName: "Other" });
});
afterAll(() => harness.close());

async function newList(owner: Person, title = "Groceries") {
  const list = await owner.api.createNote({
    title,
    category: "shopping",
    items: [{ name: "Milk" }, { name: "Bread" }],
  });
  expect(list.status).toBe(201);
  return list.body;
}

describe("inviting and joining", () => {
  it("mails a link in the invitee's language; the invited address (any case) joins, and the token is used up", async () => {
    const list = await newList(alice);
    const invited = await alice.sharing.invite(list.id, bob.user.email.toUpperCase());
    expect(invited.status).toBe(201);
    expect(invited.body.email).toBe(bob.user.email.toLowerCase());
    const mail = await harness.mail.waitFor(bob.user.email, { subject: /nákupnému zoznamu/ });
    expect(mail.subject).toBe("Pozvánka k zdieľanému nákupnému zoznamu v Poriadku");
    const token = tokenOf(mail.links);
    expect(mail.links).toContain(`${harness.server.config.baseUrl}/sk/invitations/${token}`);

    const preview = await bob.sharing.preview(token);
    expect(preview.body).toMatchObject({ listTitle: "Groceries", alreadyMember: false, owner: { id: alice.id } });
    expect((await alice.sharing.list(list.id)).body.invitations).toHaveLength(1);

    const wrong = await mallory.sharing.accept(token);
    expect([wrong.status, (wrong.body as unknown as { error: { code: string } }).error.code]).toEqual([
      403,
      "sharing_invitation_other_email",
    ]);
    const accepted = await bob.sharing.accept(token);
    expect(accepted).toMatchObject({ status: 200, body: { noteId: list.id } });
    expect((await bob.sharing.accept(token)).status).toBe(404);
    expect((await bob.sharing.preview(token)).status).toBe(404);

    const people = (await alice.sharing.list(list.id)).body;
    expect(people).toMatchObject({
      role: "owner",
      owner: { id: alice.id },
      members: [{ id: bob.id }],
      invitations: [],
    });
    expect((await bob.sharing.list(list.id)).body).toMatchObject({ role: "member", invitations: [] });
  });

  it("refuses yourself, a member again, a note that is not a list, an eleventh person, and unknown or expired links", async () => {
    const list = await newList(alice, "Party");
    const task = (await alice.api.createNote({ title: "Task", category: "tasks" })).body;
    const code = (answer: { status: number; body: unknown }) => [
      answer.status,
      (answer.body as { error?: { code: string } }).error?.code,
    ];
    expect(code(await alice.sharing.invite(list.id, alice.user.email.toUpperCase()))).toEqual([400, "sharing_self"]);
    expect(code(await alice.sharing.invite(task.id, bob.user.email))).toEqual([400, "sharing_not_a_list"]);
    await share(harness, alice, list.id, bob);
    expect(code(await alice.sharing.invite(list.id, bob.user.email))).toEqual([409, "sharing_already_member"]);
    for (let index = 0; index < 9; index++) {
      expect((await alice.sharing.invite(list.id, `guest${index}@example.org`)).status).toBe(201);
    }
    expect(code(await alice.sharing.invite(list.id, "one.more@example.org"))).toEqual([409, "sharing_too_many"]);
    // Inviting a waiting address again re-sends the mail, within the limit.
    expect((await alice.sharing.invite(list.id, "guest3@example.org")).status).toBe(201);
    // No account with that address: the mail is in the owner's language.
    const first = await harness.mail.waitFor("guest3@example.org");
    const resent = await harness.mail.waitFor("guest3@example.org");
    expect(tokenOf(resent.links)).not.toBe(tokenOf(first.links));
    expect((await bob.sharing.preview(tokenOf(first.links))).status).toBe(404); // the new link replaces it
    expect((await bob.sharing.preview(tokenOf(resent.links))).status).toBe(200);
    expect(resent.subject).toBe("An invitation to a shared shopping list on Poriadok");
    expect(resent.links).toContain(`${harness.server.config.baseUrl}/invitations/${tokenOf(resent.links)}`);
    const firstGuest = (await alice.sharing.list(list.id)).body.invitations[0];
    if (!firstGuest) throw new Error("no invitation");
    expect((await bob.sharing.cancel(list.id, firstGuest.id)).status).toBe(404);
    expect((await alice.sharing.cancel(list.id, firstGuest.id)).status).toBe(204);
    expect((await alice.sharing.list(list.id)).body.invitations).toHaveLength(8);

    expect(code(await bob.sharing.preview("A".repeat(43)))).toEqual([404, "sharing_invitation_not_found"]);
    expect(code(await bob.sharing.accept("not-a-token"))).toEqual([404, "sharing_invitation_not_found"]);

    const other = await newList(alice, "Later");
    await alice.sharing.invite(other.id, mallory.user.email);
    const token = tokenOf((await harness.mail.waitFor(mallory.user.email)).links);
    const handle = openDatabase({
      dataDir: harness.server.config.dataDir,
      databaseUrl: harness.server.config.databaseUrl,
    });
    await handle.db
      .updateTable("list_invitations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("note_id", "=", other.id)
      .execute();
    await handle.close();
    expect(code(await mallory.sharing.preview(token))).toEqual([410, "sharing_invitation_expired"]);
    expect(code(await mallory.sharing.accept(token))).toEqual([410, "sharing_invitation_expired"]);
  });
});

describe("a member", () => {
  it("sees the list among their lists and counts, edits its items and title, and the owner sees it", async () => {
    const list = await newList(alice, "Weekend");
    await share(harness, alice, list.id, bob);
    const onBobs = (await bob.api.listNotes("shopping")).body.notes.find((note) => note.id === list.id);
    expect(onBobs?.sharing).toEqual({
      role: "member",
      people: [{ id: alice.id, firstName: "Alice", lastName: "Owner", hasAvatar: false }],
    });
    expect((await bob.api.listNotes()).body.notes.some((note) => note.id === list.id)).toBe(true);
    expect((await bob.api.listNotes("tasks")).body.notes.some((note) => note.id === list.id)).toBe(false);
    expect((await bob.api.counts()).body.active.shopping).toBeGreaterThanOrEqual(1);

    const milk = list.items[0];
    if (!milk) throw new Error("no item");
    expect((await bob.api.toggleItem(list.id, milk.id)).body.completed).toBe(true);
    const eggs = await bob.api.addItem(list.id, { name: "Eggs" });
    expect(eggs.status).toBe(201);
    expect((await bob.api.updateNote(list.id, { title: "Weekend shop" })).status).toBe(200);

    const seen = (await alice.api.getNote(list.id)).body;
    expect(seen.title).toBe("Weekend shop");
    expect(seen.items.map((item) => [item.name, item.completed])).toEqual([
      ["Milk", true],
      ["Bread", false],
      ["Eggs", false],
    ]);
    expect(seen.sharing).toMatchObject({ role: "owner", people: [{ id: bob.id, firstName: "Bob" }] });
    expect((await alice.api.deleteItem(list.id, eggs.body.id)).status).toBe(204);
    expect((await bob.api.getNote(list.id)).body.items.map((item) => item.name)).toEqual(["Milk", "Bread"]);
  });

  it("cannot trash, delete, share or change what only the owner may; leaving or removal is a 404 at once", async () => {
    const list = await newList(alice, "Hardware");
    await share(harness, alice, list.id, bob);
    expect((await bob.api.trashNote(list.id)).status).toBe(404);
    expect((await bob.api.deletePermanently(list.id)).status).toBe(404);
    expect((await bob.api.restore(list.id)).status).toBe(404);
    expect((await bob.sharing.invite(list.id, mallory.user.email)).status).toBe(404);
    expect((await bob.api.updateNote(list.id, { date: "2026-12-01" })).status).toBe(404);
    expect((await bob.sharing.remove(list.id, alice.id)).status).toBe(404);
    expect((await mallory.sharing.list(list.id)).status).toBe(404);
    expect((await mallory.api.getNote(list.id)).status).toBe(404);

    // The owner's trash hides the list from its members; restoring shows it again.
    expect((await alice.api.trashNote(list.id)).status).toBe(204);
    expect((await bob.api.getNote(list.id)).status).toBe(404);
    expect((await bob.api.listNotes("shopping")).body.notes.some((note) => note.id === list.id)).toBe(false);
    expect((await alice.api.restore(list.id)).status).toBe(200);
    expect((await bob.api.getNote(list.id)).status).toBe(200);

    expect((await bob.sharing.remove(list.id, bob.id)).status).toBe(204);
    expect((await bob.api.getNote(list.id)).status).toBe(404);
    expect((await bob.api.addItem(list.id, { name: "Nails" })).status).toBe(404);
    expect((await alice.sharing.list(list.id)).body.members).toEqual([]);
    expect((await alice.api.getNote(list.id)).body.sharing).toBeNull();

    await share(harness, alice, list.id, bob);
    expect((await alice.sharing.remove(list.id, bob.id)).status).toBe(204);
    expect((await bob.sharing.list(list.id)).status).toBe(404);
    expect((await bob.api.toggleItem(list.id, list.items[0]?.id ?? "")).status).toBe(404);
  });
});

describe("pictures of a list's people", () => {
  it("are served to that list's people only, and only while they are on it", async () => {
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3b82f6" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(image)], { type: "image/png" }), "me.png");
    expect((await alice.client.request("/api/account/avatar", { method: "PUT", body: form })).status).toBe(200);
    const list = await newList(alice, "Faces");
    await share(harness, alice, list.id, bob);
    const onBobs = (await bob.api.getNote(list.id)).body.sharing;
    expect(onBobs?.people).toEqual([expect.objectContaining({ id: alice.id, hasAvatar: true })]);

    const seen = await bob.client.get(`/api/shared-lists/${list.id}/people/${alice.id}/avatar`);
    expect([seen.status, seen.headers.get("Content-Type")]).toEqual([200, "image/webp"]);
    expect((await bob.sharing.avatar(list.id, bob.id)).status).toBe(404); // no picture
    expect((await mallory.sharing.avatar(list.id, alice.id)).status).toBe(404);
    // Someone with a picture who is not on the list: not through this list.
    const otherList = await newList(mallory, "Mallory's");
    expect((await mallory.sharing.avatar(otherList.id, alice.id)).status).toBe(404);
    await bob.sharing.remove(list.id, bob.id);
    expect((await bob.sharing.avatar(list.id, alice.id)).status).toBe(404);
  });
});
