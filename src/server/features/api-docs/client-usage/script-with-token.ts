// What a person's script does with the API, written against the types openapi-typescript makes
// from the served /api/openapi.json (generated-client.test.ts generates them into .build/ and
// type-checks this file with TypeScript 7 before running it). "poriadok-api" is that generated
// file, mapped by the test's own tsconfig; so this folder is outside the project's tsconfigs.
import createClient from "openapi-fetch";
import type { paths } from "poriadok-api";

export type PoriadokClient = ReturnType<typeof createClient<paths>>;

/** A client that signs nothing in: the personal API token is its only credential. */
export function clientWithToken(baseUrl: string, token: string): PoriadokClient {
  return createClient<paths>({ baseUrl: `${baseUrl}/api`, headers: { Authorization: `Bearer ${token}` } });
}

/** Adds a task, as a cron job would every Tuesday; returns its id and title. */
export async function addTask(client: PoriadokClient, title: string) {
  const { data, error, response } = await client.POST("/notes", { body: { title, category: "tasks" } });
  if (!data) throw new Error(`adding a task: ${response.status} ${JSON.stringify(error)}`);
  return { id: data.id, title: data.title, category: data.category };
}

/** Makes a shopping list with one item and ticks the item; returns the item as the server answers it. */
export async function tickShoppingItem(client: PoriadokClient, itemName: string) {
  const list = await client.POST("/notes", {
    body: { title: "Groceries", category: "shopping", items: [{ name: itemName, category: null }] },
  });
  const item = list.data?.items[0];
  if (!list.data || !item) throw new Error(`making a list: ${list.response.status} ${JSON.stringify(list.error)}`);
  const ticked = await client.PATCH("/notes/{id}/items/{itemId}", {
    params: { path: { id: list.data.id, itemId: item.id } },
    body: { completed: true },
  });
  if (!ticked.data) throw new Error(`ticking: ${ticked.response.status} ${JSON.stringify(ticked.error)}`);
  return { name: ticked.data.name, completed: ticked.data.completed };
}

/** Moves a note to the trash and reads the trash's titles. */
export async function trashAndReadTrash(client: PoriadokClient, noteId: string) {
  const trashed = await client.DELETE("/notes/{id}", { params: { path: { id: noteId } } });
  if (trashed.response.status !== 204) throw new Error(`trashing: ${trashed.response.status}`);
  const { data, response } = await client.GET("/trash", { params: { query: { limit: 50 } } });
  if (!data) throw new Error(`reading the trash: ${response.status}`);
  return data.notes.map((note) => note.title);
}

/** The status and error code of any request; for the refusals (401 revoked, 403 account routes). */
export async function refusal(client: PoriadokClient, route: "tags" | "account-delete-data") {
  const { response, error } =
    route === "tags"
      ? await client.GET("/tags")
      : await client.POST("/account/delete-data", { body: { confirm: "DELETE" } });
  return { status: response.status, code: error?.error.code };
}
