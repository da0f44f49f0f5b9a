import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { type DavAccount, davAccount, elementTexts, vtodo } from "../../test-support/caldav-client.ts";
import { share } from "../../test-support/sharing-people.ts";

/**
 * Shopping lists as CalDAV task lists (Apple Reminders shows each as a list): their items as VTODOs
 * both ways, a list made in a client, a list deleted in a client, and a shared list for its member.
 */
let harness: AccountsServer;
let alice: DavAccount;
let bob: DavAccount;

beforeAll(async () => {
  harness = await startAccountsServer();
  [alice, bob] = await Promise.all([davAccount(harness), davAccount(harness, "sk")]);
});
afterAll(() => harness.close());

const PROPS = `<?xml version="1.0"?><d:propfind xmlns:d="DAV:" xmlns:cs="http://calendarserver.org/ns/">
<d:prop><d:displayname/><d:resourcetype/><cs:getctag/><d:sync-token/></d:prop></d:propfind>`;
const home = (account: DavAccount) => `/dav/calendars/${account.userId}/`;

async function newList(account: DavAccount, title: string) {
  const made = await account.api.createNote({ title, category: "shopping", items: [{ name: "Milk" }] });
  expect(made.status).toBe(201);
  return made.body;
}

async function listing(account: DavAccount) {
  const response = await account.dav("PROPFIND", home(account), { body: PROPS, headers: { depth: "1" } });
  expect(response.status).toBe(207);
  return response.text();
}

describe("shopping lists over CalDAV", () => {
  it("lists each list beside the tasks, and its items both ways", async () => {
    const list = await newList(alice, "Groceries");
    const xml = await listing(alice);
    expect(elementTexts(xml, "displayname")).toEqual(expect.arrayContaining(["Tasks", "Groceries"]));
    const path = `${home(alice)}${list.id}/`;
    const milk = list.items[0];
    const got = await alice.dav("GET", `${path}${milk?.id}.ics`);
    const milkIcs = await got.text();
    expect(milkIcs).toContain("SUMMARY:Milk");

    // A client adds bread and ticks milk; the app shows both.
    expect(
      (await alice.dav("PUT", `${path}bread.ics`, { body: vtodo({ UID: "bread@phone", SUMMARY: "Bread" }) })).status,
    ).toBe(201);
    const ticked = milkIcs.replace("STATUS:NEEDS-ACTION", "STATUS:COMPLETED");
    const put = await alice.dav("PUT", `${path}${milk?.id}.ics`, {
      body: ticked,
      headers: { "if-match": got.headers.get("etag") ?? "" },
    });
    expect(put.status).toBe(204);
    const items = (await alice.api.getNote(list.id)).body.items;
    expect(items.map((item) => [item.name, item.completed])).toEqual([
      ["Milk", true],
      ["Bread", false],
    ]);

    // The app renames bread: the list's sync report from before names it.
    const before = elementTexts(await listing(alice), "sync-token");
    const bread = items.find((item) => item.name === "Bread");
    await alice.api.updateItem(list.id, bread?.id ?? "", { name: "Rye bread" });
    const token = before.find((value) => value.length > 0) ?? "";
    const sync = await alice.dav("REPORT", path, {
      body: `<?xml version="1.0"?><d:sync-collection xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:sync-token>${token}</d:sync-token><d:sync-level>1</d:sync-level><d:prop><c:calendar-data/></d:prop></d:sync-collection>`,
    });
    expect(await sync.text()).toContain("SUMMARY:Rye bread");
  });

  it("makes a shopping list from a client's MKCALENDAR, and a deleted collection goes to the trash", async () => {
    const made = await alice.dav("MKCALENDAR", `${home(alice)}B3F1C2D4-hardware/`, {
      body: `<?xml version="1.0"?><c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:set><d:prop>
<d:displayname>Hardware store</d:displayname><c:supported-calendar-component-set><c:comp name="VTODO"/></c:supported-calendar-component-set>
</d:prop></d:set></c:mkcalendar>`,
    });
    expect(made.status).toBe(201);
    const lists = (await alice.api.listNotes("shopping")).body.notes;
    const hardware = lists.find((note) => note.title === "Hardware store");
    expect(hardware).toBeDefined();
    expect(elementTexts(await listing(alice), "href")).toContain(`${home(alice)}B3F1C2D4-hardware/`);
    const events = await alice.dav("MKCALENDAR", `${home(alice)}events/`, {
      body: `<?xml version="1.0"?><c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:set><d:prop>
<c:supported-calendar-component-set><c:comp name="VEVENT"/></c:supported-calendar-component-set></d:prop></d:set></c:mkcalendar>`,
    });
    expect(events.status).toBe(403);

    // Renamed in the client: renamed in the app; a colour it does not keep is refused by name.
    const renamed = await alice.dav("PROPPATCH", `${home(alice)}B3F1C2D4-hardware/`, {
      body: `<?xml version="1.0"?><d:propertyupdate xmlns:d="DAV:"><d:set><d:prop><d:displayname>DIY store</d:displayname></d:prop></d:set></d:propertyupdate>`,
    });
    expect(renamed.status).toBe(207);
    expect((await alice.api.getNote(hardware?.id ?? "")).body.title).toBe("DIY store");
    const colour = await alice.dav("PROPPATCH", `${home(alice)}B3F1C2D4-hardware/`, {
      body: `<?xml version="1.0"?><d:propertyupdate xmlns:d="DAV:" xmlns:a="http://apple.com/ns/ical/"><d:set><d:prop><a:calendar-color>#FF0000FF</a:calendar-color></d:prop></d:set></d:propertyupdate>`,
    });
    expect(await colour.text()).toContain("HTTP/1.1 403");

    expect((await alice.dav("DELETE", `${home(alice)}B3F1C2D4-hardware/`)).status).toBe(204);
    const trash = (await alice.api.listTrash()).body.notes.map((note) => note.title);
    expect(trash).toContain("DIY store");
    expect((await alice.dav("DELETE", `${home(alice)}tasks/`)).status).toBe(403);
  });

  it("shows a shared list to its member, whose client adds to the owner's list; others get 404", async () => {
    const list = await newList(alice, "Shared groceries");
    const outsider = `${home(bob)}${list.id}/`;
    expect((await bob.dav("PROPFIND", outsider, { body: PROPS })).status).toBe(404);
    await share(harness, alice.person, list.id, bob.person);
    expect(elementTexts(await listing(bob), "displayname")).toEqual(
      expect.arrayContaining(["Úlohy", "Shared groceries"]),
    );
    const added = await bob.dav("PUT", `${outsider}eggs.ics`, { body: vtodo({ UID: "eggs@bob", SUMMARY: "Eggs" }) });
    expect(added.status).toBe(201);
    const items = (await alice.api.getNote(list.id)).body.items;
    expect(items.find((item) => item.name === "Eggs")?.addedBy).toBe(bob.userId);
    // The member cannot delete the owner's list from a client.
    expect((await bob.dav("DELETE", outsider)).status).toBe(403);
    // Alice's paths stay hers.
    expect((await bob.dav("PROPFIND", `${home(alice)}${list.id}/`, { body: PROPS })).status).toBe(404);
  });
});
