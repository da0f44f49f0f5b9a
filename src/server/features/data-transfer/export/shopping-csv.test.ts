import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../../test-support/accounts-server.ts";
import { type OrganiserApi, organiserApi } from "../../../test-support/api-client.ts";
import { createTestClient, type TestClient } from "../../../test-support/test-client.ts";

let harness: AccountsServer;
let client: TestClient;
let alice: OrganiserApi;
let bob: OrganiserApi;

beforeAll(async () => {
  harness = await startAccountsServer();
  client = await signedInClient(harness.server.url, harness.mail);
  alice = organiserApi(client);
  bob = organiserApi(await signedInClient(harness.server.url, harness.mail));
});
afterAll(() => harness.close());

describe("GET /api/export/shopping.csv", () => {
  it("has every item of the user's lists not in the trash; diacritics, emoji and quotes read back, formulae made harmless", async () => {
    const list = (
      await alice.createNote({
        title: "Nákup 🛒",
        category: "shopping",
        items: [
          { name: "Čučoriedky", category: "produce" },
          { name: 'Žemľa 🥐, "celozrnná"', category: "Pekáreň" },
          { name: '=HYPERLINK("http://example.org")' },
        ],
      })
    ).body;
    const [first] = list.items;
    if (!first) throw new Error("no item");
    await alice.toggleItem(list.id, first.id);
    const old = (await alice.createNote({ title: "Starý", category: "shopping", items: [{ name: "Chlieb" }] })).body;
    await alice.trashNote(old.id);
    await bob.createNote({ title: "Bob's", category: "shopping", items: [{ name: "Beer" }] });

    const response = await client.get("/api/export/shopping.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="poriadok-shopping-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<Record<string, string>>(new TextDecoder().decode(bytes), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual(["list", "item", "category", "bought"]);
    expect(parsed.data).toEqual([
      { list: "Nákup 🛒", item: "Čučoriedky", category: "produce", bought: "true" },
      { list: "Nákup 🛒", item: 'Žemľa 🥐, "celozrnná"', category: "Pekáreň", bought: "false" },
      // A leading ' keeps a spreadsheet from running the cell as a formula.
      { list: "Nákup 🛒", item: `'=HYPERLINK("http://example.org")`, category: "", bought: "false" },
    ]);
  });

  it("and the JSON export are for a signed-in user only", async () => {
    const visitor = createTestClient(harness.server.url);
    expect((await visitor.get("/api/export/shopping.csv")).status).toBe(401);
    expect((await visitor.get("/api/export")).status).toBe(401);
  });

  it("are documented in /api/openapi.json", async () => {
    const document = (await (await harness.server.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths["/export"] ?? {})).toContain("get");
    expect(Object.keys(document.paths["/export/shopping.csv"] ?? {})).toContain("get");
    expect(Object.keys(document.paths["/import"] ?? {})).toContain("post");
  });
});
