import { expect } from "vitest";
import type { DataExport, ImportSummary } from "../../shared/schemas/data-export.ts";
import type { OrganiserApi } from "./api-client.ts";
import type { TestClient } from "./test-client.ts";

/** GET /api/export as the parsed file (and the response's headers). */
export async function exportOf(client: TestClient): Promise<{ file: DataExport; headers: Headers }> {
  const response = await client.get("/api/export");
  expect(response.status).toBe(200);
  return { file: (await response.json()) as DataExport, headers: response.headers };
}

/** POST /api/import with a JSON body; answers the status and the body (a summary or an error). */
export async function importJson(client: TestClient, file: unknown) {
  const response = await client.request("/api/import", {
    method: "POST",
    body: typeof file === "string" ? file : JSON.stringify(file),
    headers: { "content-type": "application/json" },
  });
  return { status: response.status, body: (await response.json()) as ImportSummary & { error?: { code: string } } };
}

/** POST /api/import as the web app sends it: multipart with `source` and `file`. */
export async function importForm(
  client: TestClient,
  source: string,
  content: string | Uint8Array<ArrayBuffer>,
  name = "export.json",
) {
  const form = new FormData();
  form.set("source", source);
  form.set("file", new Blob([content]), name);
  const response = await client.request("/api/import", { method: "POST", body: form });
  return { status: response.status, body: (await response.json()) as ImportSummary & { error?: { code: string } } };
}

/** The file without what belongs to the account or the moment (the round trip's comparison). */
export function withoutAccountFields(file: DataExport) {
  const { profile: _profile, exportedAt: _exportedAt, ...data } = file;
  return data;
}

/**
 * One of everything the organiser holds: tags (one Slovak, one emoji), a tagged task with a date, a
 * task with a date-time and reminder that is ticked, lists with ticked items and categories (built-in
 * and the user's own), a plain note, a trashed note and a trashed list, a deleted item (not exported),
 * planner hours and a category order.
 */
export async function seedAllKinds(api: OrganiserApi): Promise<void> {
  const must = <T>(answer: { status: number; body: T }): T => {
    if (answer.status >= 300) throw new Error(`seeding answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const school = must(await api.createTag({ name: "Škola", color: "#e11d48" }));
  const fun = must(await api.createTag({ name: "Zábava 🎉", color: "#22c55e" }));
  must(await api.createTag({ name: "Unused" }));
  must(await api.createNote({ title: "Úloha z matiky", category: "tasks", tags: [school.id], date: "2026-12-31" }));
  const timed = must(
    await api.createNote({
      title: "Koncert 🎸",
      category: "tasks",
      content: "Vstupenky\nv obálke",
      tags: [school.id, fun.id],
      date: "2026-12-05T19:30:00+01:00",
      reminder: "2026-12-05T18:00:00+01:00",
    }),
  );
  must(await api.toggleNote(timed.id));
  const list = must(
    await api.createNote({
      title: "Nákup 🛒",
      category: "shopping",
      items: [
        { name: "Čučoriedky", category: "produce" },
        { name: "Žemľa 🥐", category: "bakery" },
        { name: "Mydlo", category: "Drogéria" },
        { name: "Soľ" },
      ],
    }),
  );
  const [first, second, , last] = list.items;
  if (!first || !second || !last) throw new Error("the list has no items");
  must(await api.toggleItem(list.id, first.id));
  must(await api.updateItem(list.id, second.id, { completed: true }));
  must(await api.deleteItem(list.id, last.id));
  must(await api.createNote({ title: "Poznámka", category: "notes", content: "Ahoj, svet 👋", tags: [fun.id] }));
  const old = must(await api.createNote({ title: "Stará poznámka", category: "notes", tags: [school.id] }));
  must(await api.trashNote(old.id));
  const oldList = must(
    await api.createNote({ title: "Starý zoznam", category: "shopping", items: [{ name: "Chlieb" }] }),
  );
  must(await api.trashNote(oldList.id));
  must(await api.saveHours("2026-12-01", 7.5));
  must(await api.saveHours("2026-12-02", 0.5));
  must(await api.setCategoryOrder(["bakery", "Drogéria", "produce"]));
}

/** A minimal export file holding one plain note (for tests that need one successful import). */
export function oneNoteExport(id: string, title = "Imported"): DataExport {
  const now = new Date().toISOString();
  return {
    format: "poriadok-export",
    version: 2,
    exportedAt: now,
    profile: null,
    tags: [],
    notes: [
      {
        id,
        category: "notes",
        title,
        content: "",
        completed: false,
        date: null,
        reminder: null,
        createdAt: now,
        updatedAt: now,
        completedAt: null,
        trashedAt: null,
        tags: [],
        items: [],
        pinned: false,
        color: null,
        archivedAt: null,
        checklist: [],
      },
    ],
    plannerHours: [],
    shoppingCategoryOrder: [],
  };
}
