import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { type OrganiserApi, organiserApi } from "../../test-support/api-client.ts";

let harness: AccountsServer;
let api: OrganiserApi;

beforeAll(async () => {
  harness = await startAccountsServer();
  api = organiserApi(await signedInClient(harness.server.url, harness.mail));
});
afterAll(() => harness.close());

describe("simultaneous edits of one note", () => {
  it("replace its tags one after the other: every edit succeeds and one whole set remains", async () => {
    const tags = await Promise.all(["A", "B", "C", "D"].map(async (name) => (await api.createTag({ name })).body.id));
    const note = (await api.createNote({ title: "Busy", category: "notes", tags: [tags[0]] })).body;
    // Overlapping sets: interleaved delete-then-insert steps would insert the same link twice.
    const sets = Array.from({ length: 12 }, (_, index) => [tags[index % 4], tags[(index + 1) % 4]] as string[]);
    const answers = await Promise.all(
      sets.map((set, index) => api.updateNote(note.id, { tags: set, title: `v${index}` })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(sets.map(() => 200));
    const final = (await api.getNote(note.id)).body;
    const winner = sets[Number(final.title.slice(1))] ?? [];
    expect(final.tags.sort()).toEqual([...winner].sort());
  });

  it("restore, edit and trash in parallel without a server error, ending in a consistent state", async () => {
    const note = (await api.createNote({ title: "Back and forth", category: "tasks" })).body;
    await api.trashNote(note.id);
    const answers = await Promise.all([
      api.restore(note.id),
      api.restore(note.id),
      api.updateNote(note.id, { title: "Edited" }),
      api.trashNote(note.id),
    ]);
    for (const answer of answers) expect(answer.status).toBeLessThan(500);
    // Restoring a note that is already active is done too (two devices may both restore it).
    expect(answers.slice(0, 2).map((answer) => [answer.status, answer.body?.isDeleted])).toEqual([
      [200, false],
      [200, false],
    ]);
    const active = await api.getNote(note.id);
    const trashed = (await api.listTrash()).body.notes.some((entry) => entry.id === note.id);
    expect(active.status === 200).toBe(!trashed);
  });
});
