import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { createApiTokenWith } from "../../test-support/api-tokens.ts";
import { basic, type DavAccount, davAccount, elementTexts, vtodo } from "../../test-support/caldav-client.ts";
import { PROPFIND_DISCOVERY, tasksPath } from "../../test-support/caldav-tasks-collection.ts";
import {
  APPLE_HOME_PROPFIND,
  DAVX5_HOME_PROPFIND,
  thunderbirdMultiget,
  thunderbirdSync,
} from "./dav-xml-client-samples.ts";

/**
 * The CalDAV server through HTTP as clients find and open it: discovery from the bare address, the
 * requests particular clients send (OS X Calendar, DAVx⁵, Thunderbird), and who may sign in. Tasks
 * written and read over CalDAV are in caldav-tasks.test.ts; real clients (python-caldav, vdirsyncer
 * with todoman) run in caldav-clients.test.ts.
 */
let harness: AccountsServer;
let alice: DavAccount;

beforeAll(async () => {
  harness = await startAccountsServer();
  alice = await davAccount(harness);
});
afterAll(() => harness.close());

describe("CalDAV", () => {
  it("is found from the bare address: well-known → principal → home → the Tasks collection", async () => {
    const wellKnown = await alice.dav("PROPFIND", "/.well-known/caldav", { body: PROPFIND_DISCOVERY });
    expect(wellKnown.status).toBe(301);
    expect(wellKnown.headers.get("location")).toMatch(/\/dav\/$/);
    const options = await fetch(`${harness.server.url}/dav/`, { method: "OPTIONS" });
    expect(options.headers.get("dav")).toContain("calendar-access");

    const root = await alice.dav("PROPFIND", "/dav/", { body: PROPFIND_DISCOVERY, headers: { depth: "0" } });
    expect(root.status).toBe(207);
    const principal = elementTexts(await root.text(), "current-user-principal")[0] ?? "";
    expect(principal).toContain(`/dav/principals/${alice.userId}/`);
    const home = await alice.dav("PROPFIND", `/dav/principals/${alice.userId}/`, { body: PROPFIND_DISCOVERY });
    expect(elementTexts(await home.text(), "calendar-home-set")[0]).toContain(`/dav/calendars/${alice.userId}/`);
    const collections = await alice.dav("PROPFIND", `/dav/calendars/${alice.userId}/`, {
      body: PROPFIND_DISCOVERY,
      headers: { depth: "1" },
    });
    const listing = await collections.text();
    expect(listing).toContain(tasksPath(alice));
    expect(elementTexts(listing, "displayname")).toContain("Tasks");
    expect(listing).toMatch(/<[\w:]*comp name="VTODO"/);
  });

  it("answers OS X Calendar's and DAVx⁵'s own home PROPFIND (Depth 1) with what each of them reads", async () => {
    const home = (body: string) =>
      alice
        .dav("PROPFIND", `/dav/calendars/${alice.userId}/`, { body, headers: { depth: "1" } })
        .then(async (response) => ({
          status: response.status,
          tasks: responseFor(await response.text(), tasksPath(alice)),
        }));
    // Apple keeps a collection whose getctag moved; its 30-odd other props come back 404, not as an error.
    const apple = await home(APPLE_HOME_PROPFIND);
    expect(apple.status).toBe(207);
    expect(okProps(apple.tasks)).toMatch(/<[\w:]*getctag>[^<]+</);
    expect(okProps(apple.tasks)).toMatch(/<[\w:]*comp name="VTODO"/);
    expect(apple.tasks).toMatch(/<[\w:]*bulk-requests xmlns:[\w]+="http:\/\/me.com\/_namespace\/"\/>/);
    // DAVx⁵ syncs a calendar that holds VTODOs and that it may write to (Collection.fromDavResponse).
    const davx5 = okProps((await home(DAVX5_HOME_PROPFIND)).tasks);
    expect(davx5).toMatch(/<[\w:]*resourcetype>.*<[\w:]*calendar\/>/s);
    expect(davx5).toMatch(/<[\w:]*comp name="VTODO"/);
    expect(davx5).toMatch(/<[\w:]*current-user-privilege-set>.*<[\w:]*privilege><[\w:]*write\/>/s);
    expect(elementTexts(davx5, "displayname")).toEqual(["Tasks"]);
  });

  it("answers Thunderbird's webdav-sync and multiget with the content type, ETags and data it reads", async () => {
    const path = `${tasksPath(alice)}tb%20one.ics`;
    await alice.dav("PUT", path, { body: vtodo({ UID: "tb-1@thunderbird", SUMMARY: "Water & feed" }) });
    const sync = await (await alice.dav("REPORT", tasksPath(alice), { body: thunderbirdSync(null) })).text();
    const synced = responseFor(sync, path);
    expect(elementTexts(synced, "getcontenttype")[0]).toMatch(/^text\/calendar/);
    const etag = elementTexts(synced, "getetag")[0];
    const multiget = await alice.dav("REPORT", tasksPath(alice), {
      body: thunderbirdMultiget([path, `${tasksPath(alice)}gone.ics`]),
      headers: { depth: "1" },
    });
    expect(multiget.status).toBe(207);
    const got = await multiget.text();
    expect(elementTexts(responseFor(got, path), "getetag")).toEqual([etag]);
    expect(elementTexts(responseFor(got, path), "calendar-data")[0]).toContain("SUMMARY:Water & feed");
    expect(responseFor(got, `${tasksPath(alice)}gone.ics`)).toMatch(/<[\w:]*status>HTTP\/1\.1 404/);
  });

  it("opens only with an app password of this account, and only /dav/", async () => {
    const bob = await davAccount(harness);
    const anotherUsers = await alice.dav("PROPFIND", tasksPath(bob), { body: PROPFIND_DISCOVERY });
    expect(anotherUsers.status).toBe(404);
    expect((await alice.dav("GET", `${tasksPath(bob)}x.ics`)).status).toBe(404);
    const noPassword = await fetch(`${harness.server.url}/dav/`, { method: "PROPFIND" });
    expect(noPassword.status).toBe(401);
    expect(noPassword.headers.get("www-authenticate")).toMatch(/^Basic realm=/);
    // Bob's app password with Alice's e-mail, and an API token of another scope: refused.
    expect((await alice.dav("PROPFIND", "/dav/", { password: bob.password })).status).toBe(401);
    const apiToken = await createApiTokenWith(await harnessClientOf(), { name: "Script" });
    expect((await alice.dav("PROPFIND", "/dav/", { password: apiToken.token })).status).toBe(401);
    // The app password does not open the API.
    const api = await fetch(`${harness.server.url}/api/notes`, {
      headers: { authorization: `Bearer ${alice.password}` },
    });
    expect(api.status).toBe(403);
    expect(
      (
        await fetch(`${harness.server.url}/api/notes`, {
          headers: { authorization: basic(alice.email, alice.password) },
        })
      ).status,
    ).toBe(401);
  });
});

/** The <response> of a multistatus about one href, and the props it answered with 200. */
const responseFor = (xml: string, href: string) =>
  xml.split(/<[\w:]*response>/).find((part) => part.includes(`${href}</`)) ?? "";
const okProps = (response: string) =>
  response.split(/<[\w:]*propstat>/).find((part) => /<[\w:]*status>HTTP\/1\.1 200/.test(part)) ?? "";

const harnessClientOf = () => signedInClient(harness.server.url, harness.mail);
