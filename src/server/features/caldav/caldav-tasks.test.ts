import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { type DavAccount, davAccount, elementTexts, vtodo } from "../../test-support/caldav-client.ts";
import { PROPFIND_DISCOVERY, tasksPath } from "../../test-support/caldav-tasks-collection.ts";

/**
 * Tasks through CalDAV over HTTP: PUT/GET/DELETE with ETags and preconditions, repeating tasks, due
 * times in their zone, the reports, and sync tokens that move with writes from the app. Discovery and
 * who may sign in are in caldav.test.ts.
 */
let harness: AccountsServer;
let alice: DavAccount;

beforeAll(async () => {
  harness = await startAccountsServer();
  alice = await davAccount(harness);
});
afterAll(() => harness.close());

const taskTitled = async (account: DavAccount, title: string) =>
  (await account.api.listNotes("tasks")).body.notes.find((note) => note.title === title);

describe("CalDAV", () => {
  it("takes a task a client PUTs (201 and its ETag), shows it in the app, keeps what it has no field for", async () => {
    const body = vtodo(
      { UID: "client-uid-1@phone", SUMMARY: "Buy stamps", "DUE;VALUE=DATE": "20261203", CATEGORIES: "Errands,Post" },
      "PRIORITY:1\r\nX-APPLE-SORT-ORDER:42",
    );
    const put = await alice.dav("PUT", `${tasksPath(alice)}client-uid-1.ics`, {
      body,
      headers: { "if-none-match": "*" },
    });
    expect(put.status).toBe(201);
    const etag = put.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const task = await taskTitled(alice, "Buy stamps");
    expect(task).toMatchObject({ date: "2026-12-03", completed: false });
    const { tags } = (await alice.api.listTags()).body;
    expect(task?.tags.map((id) => tags.find((tag) => tag.id === id)?.name).sort()).toEqual(["Errands", "Post"]);

    const got = await alice.dav("GET", `${tasksPath(alice)}client-uid-1.ics`);
    expect(got.headers.get("etag")).toBe(etag);
    const ics = await got.text();
    for (const line of ["UID:client-uid-1@phone", "SUMMARY:Buy stamps", "PRIORITY:1", "X-APPLE-SORT-ORDER:42"])
      expect(ics).toContain(line);
    // The same resource again is refused while it exists.
    expect(
      (await alice.dav("PUT", `${tasksPath(alice)}client-uid-1.ics`, { body, headers: { "if-none-match": "*" } }))
        .status,
    ).toBe(412);
  });

  it("answers 412 to a stale write, and its ETag, CTag and sync token move with a change made in the app", async () => {
    const path = `${tasksPath(alice)}stale.ics`;
    const put = await alice.dav("PUT", path, { body: vtodo({ UID: "stale@phone", SUMMARY: "Renew passport" }) });
    const firstTag = put.headers.get("etag") ?? "";
    const before = await collectionTokens();
    const task = await taskTitled(alice, "Renew passport");
    await alice.api.updateNote(task?.id ?? "", { title: "Renew the passport" });

    const stale = await alice.dav("PUT", path, {
      body: vtodo({ UID: "stale@phone", SUMMARY: "Renew passport (phone)" }),
      headers: { "if-match": firstTag },
    });
    expect(stale.status).toBe(412);
    expect((await taskTitled(alice, "Renew the passport"))?.id).toBe(task?.id);
    const now = await alice.dav("GET", path);
    expect(now.headers.get("etag")).not.toBe(firstTag);
    const after = await collectionTokens();
    expect(after.ctag).not.toBe(before.ctag);

    // sync-collection from the old token names the changed task; a deleted one comes back as 404.
    await alice.dav("DELETE", path, { headers: { "if-match": now.headers.get("etag") ?? "" } });
    const sync = await alice.dav("REPORT", tasksPath(alice), { body: syncCollection(before.syncToken) });
    const xml = await sync.text();
    expect(sync.status).toBe(207);
    expect(xml).toMatch(/stale\.ics<\/[\w:]*href>\s*<[\w:]*status>HTTP\/1\.1 404/);
    expect(elementTexts(xml, "sync-token")[0]).not.toBe(before.syncToken);
    expect(await taskTitled(alice, "Renew the passport")).toBeUndefined();
  });

  it("completes a repeating task from a client once: the next occurrence is made exactly once", async () => {
    const path = `${tasksPath(alice)}bins.ics`;
    const open = {
      UID: "bins@phone",
      SUMMARY: "Bins out",
      "DUE;VALUE=DATE": "20261130",
      RRULE: "FREQ=WEEKLY;BYDAY=MO",
    };
    expect((await alice.dav("PUT", path, { body: vtodo(open) })).status).toBe(201);
    const done = vtodo({ ...open, STATUS: "COMPLETED", COMPLETED: "20261130T080000Z", "PERCENT-COMPLETE": "100" });
    expect((await alice.dav("PUT", path, { body: done })).status).toBe(204);
    expect((await alice.dav("PUT", path, { body: done })).status).toBe(204);
    const bins = (await alice.api.listNotes("tasks")).body.notes.filter((note) => note.title === "Bins out");
    expect(bins.filter((note) => !note.completed).map((note) => note.date)).toEqual(["2026-12-07"]);
  });

  it("reads a due time in its zone across the change to summer time, and a time-range query finds it", async () => {
    const path = `${tasksPath(alice)}dst.ics`;
    const due = { UID: "dst@phone", SUMMARY: "Call the bank", "DUE;TZID=Europe/Bratislava": "20260329T180000" };
    expect(
      (
        await alice.dav("PUT", path, {
          body: vtodo(due, "BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:x\r\nTRIGGER:-PT30M\r\nEND:VALARM"),
        })
      ).status,
    ).toBe(201);
    const task = await taskTitled(alice, "Call the bank");
    expect(task).toMatchObject({ date: "2026-03-29T18:00:00+02:00", reminder: "2026-03-29T17:30:00+02:00" });
    const inRange = (start: string, end: string) =>
      alice
        .dav("REPORT", tasksPath(alice), {
          body: `<?xml version="1.0"?><c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/></d:prop>
<c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO"><c:time-range start="${start}" end="${end}"/></c:comp-filter></c:comp-filter></c:filter></c:calendar-query>`,
        })
        .then((response) => response.text());
    expect(await inRange("20260329T150000Z", "20260329T170000Z")).toContain("dst.ics");
    expect(await inRange("20260330T000000Z", "20260331T000000Z")).not.toContain("dst.ics");
  });

  it("answers a calendar-query without the done tasks and a multiget by href", async () => {
    await alice.dav("PUT", `${tasksPath(alice)}done.ics`, {
      body: vtodo({ UID: "done@phone", SUMMARY: "Done one", STATUS: "COMPLETED" }),
    });
    const query = await alice.dav("REPORT", tasksPath(alice), { body: OPEN_TASKS_QUERY, headers: { depth: "1" } });
    const xml = await query.text();
    expect(xml).toContain("SUMMARY:Buy stamps");
    expect(xml).not.toContain("SUMMARY:Done one");
    const multiget = await alice.dav("REPORT", tasksPath(alice), {
      body: multigetOf([`${tasksPath(alice)}done.ics`, `${tasksPath(alice)}missing.ics`]),
    });
    const got = await multiget.text();
    expect(got).toContain("SUMMARY:Done one");
    expect(got).toMatch(/missing\.ics<\/[\w:]*href>\s*<[\w:]*status>HTTP\/1\.1 404/);
  });
});

async function collectionTokens() {
  const response = await alice.dav("PROPFIND", tasksPath(alice), { body: PROPFIND_DISCOVERY, headers: { depth: "0" } });
  const xml = await response.text();
  return { ctag: elementTexts(xml, "getctag")[0] ?? "", syncToken: elementTexts(xml, "sync-token")[0] ?? "" };
}

const syncCollection = (token: string) => `<?xml version="1.0" encoding="utf-8"?>
<d:sync-collection xmlns:d="DAV:"><d:sync-token>${token}</d:sync-token><d:sync-level>1</d:sync-level>
<d:prop><d:getetag/></d:prop></d:sync-collection>`;

const OPEN_TASKS_QUERY = `<?xml version="1.0" encoding="utf-8"?>
<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">
  <d:prop><d:getetag/><c:calendar-data/></d:prop>
  <c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO">
    <c:prop-filter name="COMPLETED"><c:is-not-defined/></c:prop-filter>
  </c:comp-filter></c:comp-filter></c:filter>
</c:calendar-query>`;

const multigetOf = (hrefs: string[]) => `<?xml version="1.0" encoding="utf-8"?>
<c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">
  <d:prop><d:getetag/><c:calendar-data/></d:prop>
  ${hrefs.map((href) => `<d:href>${href}</d:href>`).join("")}
</c:calendar-multiget>`;
