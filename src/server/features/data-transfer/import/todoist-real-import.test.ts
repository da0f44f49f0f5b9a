import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Note } from "../../../../shared/schemas/note.ts";
import { signedInClient } from "../../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../../test-support/accounts-server.ts";
import { organiserApi } from "../../../test-support/api-client.ts";
import { importForm } from "../../../test-support/data-transfer.ts";
import { CYRILLIC_EXPORT, ENGLISH_EXPORT, GERMAN_EXPORT } from "../../../test-support/todoist-real-exports.ts";

/** Real-shaped Todoist exports through the real server: dates in words, repeats that repeat. */
let harness: AccountsServer;
beforeAll(async () => {
  harness = await startAccountsServer();
});
afterAll(() => harness.close());

describe("importing Todoist exports as the app writes them", () => {
  it("gives each dated task its date and repeat, names the one it cannot read, and the repeat makes its next task", async () => {
    const client = await signedInClient(harness.server.url, harness.mail);
    const api = organiserApi(client);
    const english = await importForm(client, "todoist", ENGLISH_EXPORT, "Inbox.csv");
    expect(english.status).toBe(200);
    expect(english.body.skipped).toEqual([
      { kind: "task", name: "Clean up the backlog", reason: "importProblem.dateNotRead" },
    ]);
    const german = await importForm(client, "todoist", GERMAN_EXPORT, "Haushalt.csv");
    expect(german.body.skipped.map((entry) => entry.name)).toEqual(["Fenster putzen"]);
    expect((await importForm(client, "todoist", CYRILLIC_EXPORT, "Дом.csv")).body.skipped).toEqual([]);

    const tasks = (await api.listNotes("tasks")).body.notes as unknown as Note[];
    const byTitle = (title: string) => tasks.find((task) => task.title === title);
    expect(byTitle("Renew passport")?.date).toBe("2026-01-02T09:35:00+00:00");
    expect(byTitle("Steuererklärung abgeben")?.date).toBe("2026-07-15T14:00:00+02:00");
    const rubbish = (await api.getNote(byTitle("Müll rausbringen")?.id ?? "")).body;
    expect(rubbish.repeat).toBe("FREQ=WEEKLY;BYDAY=MO");
    expect(new Date(`${rubbish.date}T12:00:00Z`).getUTCDay()).toBe(1);
    expect((await api.getNote(byTitle("Позвонить маме")?.id ?? "")).body.repeat).toBe("FREQ=DAILY");

    // Ticking the imported repeating task makes its next occurrence, a week later.
    await api.toggleNote(rubbish.id);
    const next = ((await api.listNotes("tasks")).body.notes as unknown as Note[]).filter(
      (task) => task.title === "Müll rausbringen" && !task.completed,
    );
    const weekLater = new Date(Date.parse(`${rubbish.date}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(next.map((task) => task.date)).toEqual([weekLater]);
  });
});
