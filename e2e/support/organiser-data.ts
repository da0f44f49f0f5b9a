import type { APIRequestContext } from "@playwright/test";

/*
 * Test data made through the real API, as another device of the same user would make it. State-changing
 * requests carry the Origin header the server's origin check expects.
 */

type NewNote = {
  title: string;
  category: "tasks" | "shopping" | "notes";
  content?: string;
  items?: { name: string; category?: string | null }[];
};

export async function createNote(request: APIRequestContext, baseURL: string, note: NewNote): Promise<string> {
  const response = await request.post("/api/notes", { headers: { origin: baseURL }, data: note });
  if (!response.ok()) throw new Error(`creating a note failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** Moves a note to the trash. */
export async function trashNote(request: APIRequestContext, baseURL: string, id: string): Promise<void> {
  const response = await request.delete(`/api/notes/${id}`, { headers: { origin: baseURL } });
  if (!response.ok()) throw new Error(`trashing note ${id} failed: ${response.status()}`);
}

export async function createTag(request: APIRequestContext, baseURL: string, name: string, color: string) {
  const response = await request.post("/api/tags", { headers: { origin: baseURL }, data: { name, color } });
  if (!response.ok()) throw new Error(`creating a tag failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: string; name: string; color: string };
}
