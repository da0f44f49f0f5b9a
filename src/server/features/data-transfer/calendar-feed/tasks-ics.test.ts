import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../../test-support/accounts-server.ts";
import { type OrganiserApi, organiserApi } from "../../../test-support/api-client.ts";
import { parseIcs } from "../../../test-support/parse-ics.ts";
import { createTestClient, type TestClient } from "../../../test-support/test-client.ts";

let harness: AccountsServer;
let aliceClient: TestClient;
let alice: OrganiserApi;
let bob: OrganiserApi;
const ids: Record<string, string> = {};

const task = async (api: OrganiserApi, title: string, date: string | null, content = "") => {
  const created = await api.createNote({ category: "tasks", title, content, date });
  expect(created.status).toBe(201);
  return created.body.id;
};

beforeAll(async () => {
  harness = await startAccountsServer();
  aliceClient = await signedInClient(harness.server.url, harness.mail);
  alice = organiserApi(aliceClient);
  bob = organiserApi(await signedInClient(harness.server.url, harness.mail));
  ids.allDay = await task(alice, "Zaplatiť účty v Žiline 🧾✨", "2026-11-21");
  ids.timed = await task(
    alice,
    "Stretnutie s Ľubošom",
    "2026-11-21T14:30:00+01:00",
    "Priniesť ťahák 📎\nna dva riadky",
  );
  ids.done = await task(alice, "Hotová úloha", "2026-11-20");
  expect((await alice.toggleNote(ids.done)).status).toBe(200);
  ids.undated = await task(alice, "Bez dátumu", null);
  ids.trashed = await task(alice, "V koši", "2026-11-22");
  expect((await alice.trashNote(ids.trashed)).status).toBe(204);
  ids.bobs = await task(bob, "Bobova úloha", "2026-11-21");
});
afterAll(() => harness.close());

describe("GET /api/export/tasks.ics", () => {
  it("answers an iCalendar attachment named by today's date", async () => {
    const raw = await fetchIcs();
    expect(raw.status).toBe(200);
    expect(raw.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const today = new Date().toISOString().slice(0, 10);
    expect(raw.headers.get("content-disposition")).toBe(`attachment; filename="poriadok-tasks-${today}.ics"`);
  });

  it("has one event per dated task in the trash-free list, parsed by ical.js", async () => {
    const calendar = parseIcs(await (await fetchIcs()).text());
    expect(calendar.name).toBe("Poriadok");
    expect(calendar.prodId).toContain("Poriadok");
    const host = new URL(harness.server.url).hostname;
    expect(calendar.events.map((event) => event.uid).sort()).toEqual(
      [ids.allDay, ids.timed, ids.done].map((id) => `${id}@${host}`).sort(),
    );
  });

  it("makes a date-only task an all-day event and keeps a date-time's instant", async () => {
    const events = parseIcs(await (await fetchIcs()).text()).events;
    const allDay = events.find((event) => event.uid.startsWith(ids.allDay ?? "-"));
    expect(allDay).toMatchObject({
      isAllDay: true,
      start: "2026-11-21",
      end: "2026-11-22",
      summary: "Zaplatiť účty v Žiline 🧾✨",
      description: null,
    });
    const timed = events.find((event) => event.uid.startsWith(ids.timed ?? "-"));
    expect(timed).toMatchObject({
      isAllDay: false,
      // 14:30 at +01:00 is 13:30 UTC; the event lasts 30 minutes.
      start: "2026-11-21T13:30:00.000Z",
      end: "2026-11-21T14:00:00.000Z",
      summary: "Stretnutie s Ľubošom",
      description: "Priniesť ťahák 📎\nna dva riadky",
    });
    const done = events.find((event) => event.uid.startsWith(ids.done ?? "-"));
    expect(done).toMatchObject({ isAllDay: true, start: "2026-11-20", summary: "✓ Hotová úloha" });
  });

  it("writes the all-day start as a DATE value and leaves out other users' tasks", async () => {
    const text = await (await fetchIcs()).text();
    expect(text).toContain("DTSTART;VALUE=DATE:20261121");
    expect(text).not.toContain("Bobova");
    expect(text).not.toContain(ids.bobs);
    expect(text).not.toContain("V koši");
    expect(text).not.toContain("Bez dátumu");
  });

  it("needs a session", async () => {
    const visitor = createTestClient(harness.server.url);
    const response = await visitor.get("/api/export/tasks.ics");
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "unauthorized" } });
  });
});

describe("a repeating task in the file", () => {
  it("carries its RRULE on the open occurrence only, in its series' zone across DST", async () => {
    const created = await alice.createNote({
      category: "tasks",
      title: "Vyniesť smeti",
      date: "2027-03-22T18:00:00+01:00",
      repeat: "FREQ=WEEKLY;BYDAY=MO,TH",
      timeZone: "Europe/Bratislava",
    });
    expect(created.status).toBe(201);
    expect((await alice.toggleNote(created.body.id)).status).toBe(200);
    const events = async () =>
      parseIcs(await (await fetchIcs()).text()).events.filter((event) => event.summary.endsWith("Vyniesť smeti"));
    const [done, open] = await events();
    expect(done).toMatchObject({ summary: "✓ Vyniesť smeti", rule: null, start: "2027-03-22T17:00:00.000Z" });
    expect(done?.uid.startsWith(created.body.id)).toBe(true);
    expect(open).toMatchObject({ summary: "Vyniesť smeti", rule: "FREQ=WEEKLY;BYDAY=MO,TH" });
    expect(open?.timeZone).toBe("Europe/Bratislava");
    // 18:00 in Bratislava before and after the change to summer time on 28 March 2027.
    expect(open?.occurrences(4)).toEqual([
      "2027-03-25T17:00:00.000Z",
      "2027-03-29T16:00:00.000Z",
      "2027-04-01T16:00:00.000Z",
      "2027-04-05T16:00:00.000Z",
    ]);
    // Unticked, the first has made its next one already: it comes back as a single event.
    expect((await alice.toggleNote(created.body.id)).status).toBe(200);
    expect((await events()).map((event) => [event.summary, event.rule])).toEqual([
      ["Vyniesť smeti", null],
      ["Vyniesť smeti", "FREQ=WEEKLY;BYDAY=MO,TH"],
    ]);
  });

  it("keeps an all-day series all-day, its UNTIL as a date", async () => {
    const created = await alice.createNote({
      category: "tasks",
      title: "Zaliať kvety",
      date: "2027-03-27",
      repeat: "FREQ=DAILY;INTERVAL=2;UNTIL=20270402",
      timeZone: "Europe/Bratislava",
    });
    expect(created.status).toBe(201);
    const text = await (await fetchIcs()).text();
    expect(text).toContain("RRULE:FREQ=DAILY;INTERVAL=2;UNTIL=20270402");
    const event = parseIcs(text).events.find((each) => each.summary === "Zaliať kvety");
    expect(event?.occurrences(9)).toEqual(["2027-03-27", "2027-03-29", "2027-03-31", "2027-04-02"]);
  });
});

/** The file as alice's browser downloads it (her cookies, the app's origin). */
function fetchIcs(): Promise<Response> {
  return aliceClient.get("/api/export/tasks.ics");
}
