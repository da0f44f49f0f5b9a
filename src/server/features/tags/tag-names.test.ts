import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer, twoUsers } from "../../test-support/accounts-server.ts";
import { type OrganiserApi, organiserApi } from "../../test-support/api-client.ts";

let harness: AccountsServer;

beforeAll(async () => {
  harness = await startAccountsServer();
});
afterAll(() => harness.close());

const freshApi = async (): Promise<OrganiserApi> =>
  organiserApi(await signedInClient(harness.server.url, harness.mail));

const taken = { error: { code: "tag_name_taken" } };

describe("tag names", () => {
  it("are unique per user ignoring case and surrounding spaces, Slovak letters included", async () => {
    const api = await freshApi();
    expect((await api.createTag({ name: "Home" })).status).toBe(201);
    expect((await api.createTag({ name: "Škola" })).status).toBe(201);
    for (const name of ["home", " HOME ", "ŠKOLA", "škola"]) {
      const refused = await api.createTag({ name });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject(taken);
    }
    expect((await api.listTags()).body.tags.map((tag) => tag.name)).toEqual(["Home", "Škola"]);
    // Different words stay different: "Skola" has no caron.
    expect((await api.createTag({ name: "Skola" })).status).toBe(201);
  });

  it("are checked on rename too; a tag may change the case of its own name", async () => {
    const api = await freshApi();
    const work = (await api.createTag({ name: "Work" })).body;
    const garden = (await api.createTag({ name: "Garden" })).body;
    const refused = await api.updateTag(garden.id, { name: "WORK" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject(taken);
    expect((await api.updateTag(work.id, { name: "WORK" })).body.name).toBe("WORK");
    expect((await api.updateTag(garden.id, { color: "#22c55e" })).status).toBe(200);
    // The old name is free once renamed away.
    expect((await api.updateTag(work.id, { name: "Job" })).status).toBe(200);
    expect((await api.createTag({ name: "work" })).status).toBe(201);
  });

  it("may repeat between users", async () => {
    const [first, second] = await twoUsers(harness);
    expect((await first.createTag({ name: "Family" })).status).toBe(201);
    expect((await second.createTag({ name: "family" })).status).toBe(201);
  });

  it("created at the same moment give one tag and 409s, never a 500", async () => {
    const api = await freshApi();
    const answers = await Promise.all(
      ["Urgent", "urgent", "URGENT", " Urgent", "Urgent "].map((name) => api.createTag({ name })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await api.listTags()).body.tags).toHaveLength(1);
  });
});
