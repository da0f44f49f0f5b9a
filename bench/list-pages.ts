import { type Kysely, sql } from "kysely";
import type { Database } from "../src/server/db/types.ts";
import { type PageRequest, pageQueriesToExplain } from "../src/server/features/notes/note-pages.ts";
import type { TestClient } from "../src/server/test-support/test-client.ts";

export type Timer = (runs: number, request: (run: number) => Promise<Response>) => Promise<number[]>;

/**
 * What each screen asks for at once, as the web app asks it (docs/decisions/007): the first page of
 * each home tab, of all notes and of the trash, a page deep in the tasks list, the notes calendar's
 * month, one shopping list with its items, and the counts and progress beside them.
 */
export async function screenRequests(client: TestClient, listId: string) {
  const deepCursor = await cursorAfter(client, "/api/notes?category=tasks&order=schedule", 20);
  const month =
    "createdFrom=2026-10-25T00:00:00.000Z&createdBefore=2026-12-08T00:00:00.000Z&timeZone=Europe/Bratislava";
  return [
    ["home, tasks tab (first page)", "/api/notes?category=tasks&order=schedule"],
    ["home, tasks tab (page 21)", `/api/notes?category=tasks&order=schedule&cursor=${deepCursor}`],
    ["home, shopping cards (first page)", "/api/notes?category=shopping"],
    ["home, notes tab (first page)", "/api/notes?category=notes"],
    ["home, notes calendar month", `/api/notes/days?category=notes&${month}`],
    ["all notes (first page)", "/api/notes"],
    ["shopping list detail", `/api/notes/${listId}`],
    ["trash (first page)", "/api/trash"],
    ["counts", "/api/notes/counts"],
    ["task progress", "/api/notes/progress"],
  ] as const;
}

/** The cursor after `pages` pages of a list (a page in the middle of a long list). */
async function cursorAfter(client: TestClient, path: string, pages: number): Promise<string> {
  let cursor = "";
  for (let page = 0; page < pages; page += 1) {
    const response = await client.get(`${path}${cursor ? `&cursor=${cursor}` : ""}`);
    cursor = ((await response.json()) as { nextCursor: string | null }).nextCursor ?? "";
  }
  return cursor;
}

/** The engine's plan for every segment query of the paged lists: an index each, and no sort step. */
export async function explainPages(db: Kysely<Database>, userId: string, isPostgres: boolean): Promise<string[]> {
  const requests: [string, PageRequest][] = [
    ["all", { userId, isDeleted: false, order: "newest", limit: 50 }],
    ["tab", { userId, isDeleted: false, order: "newest", category: "shopping", limit: 50 }],
    ["tasks", { userId, isDeleted: false, order: "schedule", category: "tasks", limit: 50 }],
    ["trash", { userId, isDeleted: true, order: "trash", limit: 50 }],
  ];
  const lines: string[] = [];
  for (const [label, request] of requests) {
    for (const query of pageQueriesToExplain(db, request)) {
      const compiled = query.compile();
      const explain = isPostgres ? sql.raw("explain ") : sql.raw("explain query plan ");
      const rows = await sql<
        Record<string, unknown>
      >`${explain}${sql.raw(inline(compiled.sql, compiled.parameters, isPostgres))}`.execute(db);
      const plan = rows.rows.map((row) => String(row["QUERY PLAN"] ?? row.detail ?? "")).join(" | ");
      lines.push(`${label}: ${plan}`);
    }
  }
  return lines;
}

/** The query with its values written in (EXPLAIN takes no bound parameters on PostgreSQL). */
function inline(text: string, parameters: readonly unknown[], isPostgres: boolean): string {
  const literal = (value: unknown) =>
    typeof value === "number"
      ? String(value)
      : typeof value === "boolean"
        ? isPostgres
          ? String(value)
          : value
            ? "1"
            : "0"
        : `'${String(value).replaceAll("'", "''")}'`;
  if (isPostgres) return text.replace(/\$(\d+)/g, (_, index: string) => literal(parameters[Number(index) - 1]));
  let next = 0;
  return text.replace(/\?/g, () => literal(parameters[next++]));
}
