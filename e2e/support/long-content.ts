import type { APIRequestContext } from "@playwright/test";

/*
 * The longest content a person can type, made through the real API: what breaks a phone layout is an
 * unbreakable word (a URL, a compound with hyphens) or a name at its length limit, not average text.
 */

/** 40 characters, the tag-name limit (TAG_NAME_MAX), with no space to wrap at. */
export const LONG_TAG_NAME = "Rodinné-financie-a-dlhodobé-plány-2026-X";
export const LONG_WORD = "Prekladateľsko-organizačno-upratovacia-záležitosť-v-garáži-a-na-povale-2026";
export const LONG_SENTENCE =
  "Call the insurance company about the windscreen and ask whether the excess applies to small chips as well";
export const LONG_QUICK_NOTE = `${LONG_WORD} ${LONG_SENTENCE} https://example.org/${"a".repeat(90)}`;

async function post(request: APIRequestContext, baseURL: string, url: string, data: unknown) {
  const response = await request.post(url, { headers: { origin: baseURL }, data });
  if (!response.ok()) throw new Error(`POST ${url} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: string };
}

/** Tags, tasks (upcoming, completed), notes, a shopping list and the trash, all with long texts. */
export async function seedLongContent(request: APIRequestContext, baseURL: string): Promise<{ listId: string }> {
  const tagIds: string[] = [];
  for (const [index, color] of ["#e11d48", "#06b6d4", "#22c55e"].entries()) {
    tagIds.push(
      (await post(request, baseURL, "/api/tags", { name: `${LONG_TAG_NAME.slice(0, 39)}${index}`, color })).id,
    );
  }
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await post(request, baseURL, "/api/notes", { title: LONG_WORD, category: "tasks", tags: tagIds, date: tomorrow });
  const done = await post(request, baseURL, "/api/notes", { title: LONG_SENTENCE, category: "tasks", tags: tagIds });
  await post(request, baseURL, `/api/notes/${done.id}/toggle`, {});
  await post(request, baseURL, "/api/notes", {
    title: LONG_SENTENCE,
    category: "notes",
    content: `${LONG_WORD}\n${LONG_SENTENCE}`,
    tags: tagIds,
  });
  const list = await post(request, baseURL, "/api/notes", {
    title: LONG_WORD,
    category: "shopping",
    items: [{ name: LONG_WORD }, { name: LONG_SENTENCE, category: LONG_TAG_NAME }],
  });
  const trashed = await post(request, baseURL, "/api/notes", {
    title: LONG_WORD,
    category: "notes",
    content: LONG_SENTENCE,
  });
  const response = await request.delete(`/api/notes/${trashed.id}`, { headers: { origin: baseURL } });
  if (!response.ok()) throw new Error(`trashing failed: ${response.status()}`);
  return { listId: list.id };
}
