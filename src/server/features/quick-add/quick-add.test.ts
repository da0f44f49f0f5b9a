import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountsServer, startAccountsServer, twoUsers } from "../../test-support/accounts-server.ts";
import type { OrganiserApi } from "../../test-support/api-client.ts";

let harness: AccountsServer;
let alice: OrganiserApi;
let bob: OrganiserApi;

beforeAll(async () => {
  harness = await startAccountsServer();
  [alice, bob] = await twoUsers(harness);
});
afterAll(() => harness.close());

const FRIDAY = "2026-11-27T10:00:00+01:00";
const parse = (api: OrganiserApi, json: unknown) =>
  api.call<Record<string, unknown>>("POST", "/api/quick-add/parse", json);

describe("POST /api/quick-add/parse", () => {
  it("reads a Slovak line with the person's own tag and list, at the client's clock", async () => {
    await alice.createTag({ name: "Rodina" });
    const lidl = (await alice.createNote({ title: "Lidl", category: "shopping" })).body;
    const task = await parse(alice, {
      text: "zajtra o 17:00 zavolat mame #rodina kazdy piatok",
      language: "sk",
      timeZone: "Europe/Bratislava",
      now: FRIDAY,
    });
    expect(task.status).toBe(200);
    expect(task.body).toMatchObject({
      kind: "tasks",
      title: "zavolat mame",
      date: "2026-11-28",
      time: "17:00",
      repeat: "FREQ=WEEKLY;BYDAY=FR",
      tags: ["Rodina"],
      list: null,
    });
    const items = await parse(alice, {
      text: "mlieko, chlieb a maslo do lidl",
      language: "sk",
      timeZone: "Europe/Bratislava",
    });
    expect(items.body).toMatchObject({
      kind: "shopping",
      title: "Lidl",
      items: ["mlieko", "chlieb", "maslo"],
      list: lidl.id,
    });
  });

  it("never reads another person's lists or tags", async () => {
    const answer = await parse(bob, { text: "milk to Lidl #rodina", language: "en", timeZone: "Europe/Bratislava" });
    expect(answer.body).toMatchObject({ kind: "tasks", title: "milk to Lidl", tags: ["rodina"], list: null });
  });

  it("keeps the parts the person took back in the title", async () => {
    const answer = await parse(alice, {
      text: "Call May tomorrow at 5pm",
      language: "en",
      timeZone: "Europe/Bratislava",
      now: FRIDAY,
      keep: ["tomorrow at 5pm"],
    });
    expect(answer.body).toMatchObject({ title: "Call May tomorrow at 5pm", date: null, time: null });
  });

  it("refuses what it cannot read with a translated key, never a 500", async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ text: "  ", language: "sk", timeZone: "Europe/Bratislava" }, "text", "validation.required"],
      [{ text: "x".repeat(1001), language: "sk", timeZone: "Europe/Bratislava" }, "text", "validation.tooLong"],
      [{ text: "zajtra", language: "de", timeZone: "Europe/Bratislava" }, "language", "validation.quickAddLanguage"],
      [{ text: "zajtra", language: "sk", timeZone: "Mars/Olympus" }, "timeZone", "validation.timeZone"],
      [{ text: "zajtra", language: "sk", timeZone: "UTC", now: "yesterday" }, "now", "validation.date"],
    ];
    for (const [json, field, message] of cases) {
      const answer = await parse(alice, json);
      expect(answer.status, JSON.stringify(json).slice(0, 60)).toBe(400);
      expect(answer.body).toMatchObject({ error: { code: "validation_failed", details: [{ field, message }] } });
    }
  });

  it("answers only a signed-in person", async () => {
    const response = await fetch(`${harness.server.url}/api/quick-add/parse`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: harness.server.url },
      body: JSON.stringify({ text: "zajtra", language: "sk", timeZone: "UTC" }),
    });
    expect(response.status).toBe(401);
  });
});

describe("POST /api/quick-add", () => {
  type Made = {
    id: string;
    title: string;
    category: string;
    date: string | null;
    repeat: string | null;
    tags: string[];
  };
  const add = (api: OrganiserApi, json: unknown) => api.call<Made>("POST", "/api/quick-add", json);

  it("makes a Slovak line's task with its day, time in the zone's offset that day, repeat and a new tag", async () => {
    const made = await add(alice, {
      text: "28. marca 2027 o 10:00 zmeniť čas na hodinách #domácnosť každý rok",
      language: "sk",
      timeZone: "Europe/Bratislava",
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      title: "zmeniť čas na hodinách",
      category: "tasks",
      // 28 March 2027 is the day Bratislava moves to summer time: 10:00 is +02:00.
      date: "2027-03-28T10:00:00+02:00",
      repeat: "FREQ=YEARLY",
    });
    const tags = (await alice.listTags()).body.tags;
    const created = tags.find((tag) => tag.name === "domácnosť");
    expect(created?.color).toBe("#9b87f5");
    expect(made.body.tags).toEqual([created?.id]);
  });

  it("makes a shopping list with its items, and adds a line's items to the list it names", async () => {
    const list = await add(alice, { text: "Buy milk, bread and eggs" });
    expect(list.body).toMatchObject({ title: "Shopping", category: "shopping" });
    expect((await alice.getNote(list.body.id)).body.items.map((item) => item.name)).toEqual(["milk", "bread", "eggs"]);
    const lidl = (await alice.createNote({ title: "Lidl 2", category: "shopping" })).body;
    const added = await add(alice, { text: "jablká a hrušky do lidl 2", language: "sk" });
    expect(added.body).toMatchObject({ id: lidl.id, title: "Lidl 2" });
    expect((await alice.getNote(lidl.id)).body.items.map((item) => item.name)).toEqual(["jablká", "hrušky"]);
  });

  it("refuses a line that says only when, or a shopping line with no items, writing nothing", async () => {
    const before = (await alice.counts()).body;
    const onlyWhen = await add(alice, { text: "zajtra o 9 #nový", language: "sk", timeZone: "Europe/Bratislava" });
    expect(onlyWhen.body).toMatchObject({
      error: { code: "validation_failed", details: [{ field: "text", message: "validation.quickAddNoTitle" }] },
    });
    const noItems = await add(alice, { text: "Buy" });
    expect(noItems.body).toMatchObject({
      error: { details: [{ field: "text", message: "validation.quickAddNoItems" }] },
    });
    expect((await alice.counts()).body).toEqual(before);
    expect((await alice.listTags()).body.tags.map((tag) => tag.name)).not.toContain("nový");
  });

  it("never adds to another person's list of the same name", async () => {
    const made = await add(bob, { text: "milk to Lidl 2" });
    expect(made.body).toMatchObject({ title: "milk to Lidl 2", category: "tasks" });
  });
});
