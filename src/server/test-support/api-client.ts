import type { Note, ShoppingItem } from "../../shared/schemas/note.ts";
import type { NotePage } from "../../shared/schemas/note-page.ts";
import type { PlannerDay, PlannerWeek } from "../../shared/schemas/planner.ts";
import type { Statistics } from "../../shared/schemas/stats.ts";
import type { Tag } from "../../shared/schemas/tag.ts";
import type { TestClient } from "./test-client.ts";

/** Small typed wrappers over the organiser API for tests; each returns the status and the body. */
export function organiserApi(client: TestClient) {
  const call = async <T>(method: string, route: string, json?: unknown) => {
    const response = await client.request(route, { method, ...(json === undefined ? {} : { json }) });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  return {
    call,
    createNote: (json: unknown) => call<Note>("POST", "/api/notes", json),
    /** The first page (50, newest first) of the active notes; `notes.test.ts`-sized users fit in it. */
    listNotes: (category?: string) => call<NotePage>("GET", `/api/notes${category ? `?category=${category}` : ""}`),
    getNote: (id: string) => call<Note>("GET", `/api/notes/${id}`),
    updateNote: (id: string, json: unknown) => call<Note>("PATCH", `/api/notes/${id}`, json),
    toggleNote: (id: string) => call<Note>("POST", `/api/notes/${id}/toggle`),
    trashNote: (id: string) => call<null>("DELETE", `/api/notes/${id}`),
    counts: () => call<{ active: Record<string, number>; trash: number }>("GET", "/api/notes/counts"),
    progress: () => call<{ completed: number; total: number; percentage: number }>("GET", "/api/notes/progress"),
    listTrash: () => call<{ notes: Note[] }>("GET", "/api/trash"),
    restore: (id: string) => call<Note>("POST", `/api/trash/${id}/restore`),
    deletePermanently: (id: string) => call<null>("DELETE", `/api/trash/${id}`),
    emptyTrash: () => call<{ deleted: number }>("DELETE", "/api/trash"),
    listTags: () => call<{ tags: Tag[] }>("GET", "/api/tags"),
    createTag: (json: unknown) => call<Tag>("POST", "/api/tags", json),
    updateTag: (id: string, json: unknown) => call<Tag>("PATCH", `/api/tags/${id}`, json),
    deleteTag: (id: string) => call<null>("DELETE", `/api/tags/${id}`),
    addItem: (noteId: string, json: unknown) => call<ShoppingItem>("POST", `/api/notes/${noteId}/items`, json),
    updateItem: (noteId: string, itemId: string, json: unknown) =>
      call<ShoppingItem>("PATCH", `/api/notes/${noteId}/items/${itemId}`, json),
    categoryOrder: () => call<{ order: string[] }>("GET", "/api/shopping/category-order"),
    setCategoryOrder: (order: unknown) => call<{ order: string[] }>("PUT", "/api/shopping/category-order", { order }),
    toggleItem: (noteId: string, itemId: string) =>
      call<ShoppingItem>("POST", `/api/notes/${noteId}/items/${itemId}/toggle`),
    deleteItem: (noteId: string, itemId: string) => call<null>("DELETE", `/api/notes/${noteId}/items/${itemId}`),
    restoreItem: (noteId: string, itemId: string) =>
      call<ShoppingItem>("POST", `/api/notes/${noteId}/items/${itemId}/restore`),
    stats: (timeZone = "Europe/Bratislava", weekStart?: string) =>
      call<Statistics>(
        "GET",
        `/api/stats?timeZone=${encodeURIComponent(timeZone)}${weekStart ? `&weekStart=${encodeURIComponent(weekStart)}` : ""}`,
      ),
    plannerWeek: (from: string) => call<PlannerWeek>("GET", `/api/planner?from=${from}`),
    saveHours: (date: string, plannedHours: unknown) =>
      call<PlannerDay>("PUT", `/api/planner/${date}`, { plannedHours }),
  };
}
export type OrganiserApi = ReturnType<typeof organiserApi>;
