import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from "kysely";
import type { NoteCategory } from "../../../shared/constants.ts";
import { isStoredId } from "../../../shared/schemas/id.ts";
import type { Note } from "../../../shared/schemas/note.ts";
import { encodeCursor, type NoteSummary, type PageKey } from "../../../shared/schemas/note-page.ts";
import { memberListIds } from "../../core/shared-lists/list-access.ts";
import type { Database, NoteRow } from "../../db/types.ts";
import { AppError } from "../../errors.ts";
import { withSharing } from "../sharing/index.ts";
import { type ListOrder, listOrders, type Segment } from "./list-orders.ts";
import { withTagsAndCounts, withTagsAndItems } from "./note-relations.ts";

type NotesQuery = SelectQueryBuilder<Database, "notes", NoteRow>;

export type PageRequest = {
  userId: string;
  isDeleted: boolean;
  order: ListOrder;
  category?: NoteCategory | undefined;
  cursor?: PageKey | undefined;
  limit: number;
  createdFrom?: string | undefined;
  createdBefore?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** Only open (false) or only completed (true) notes. */
  completed?: boolean | undefined;
  /** Only notes carrying this tag (the caller has checked it is the user's). */
  tag?: string | undefined;
  /** Shared lists the user is a member of, listed with their own notes (features/sharing/). */
  sharedIds?: readonly string[] | undefined;
};

/** Active notes, one page: tag ids and, for shopping lists, item counts (not the items). */
export async function findNotePage(
  db: Kysely<Database>,
  request: PageRequest,
): Promise<{ notes: NoteSummary[]; nextCursor: string | null }> {
  // Members see a shared list in its owner's tab, never in the owner's archive.
  const hasLists =
    !request.isDeleted &&
    request.order !== "archive" &&
    (request.category === undefined || request.category === "shopping");
  const sharedIds = hasLists ? await memberListIds(db, request.userId) : [];
  const { rows, nextCursor } = await findPageRows(db, { ...request, sharedIds });
  return { notes: await withSharing(db, request.userId, await withTagsAndCounts(db, rows)), nextCursor };
}

/** Trashed notes, one page, with their items (the trash names a list's items). */
export async function findTrashPage(
  db: Kysely<Database>,
  request: PageRequest,
): Promise<{ notes: Note[]; nextCursor: string | null }> {
  const { rows, nextCursor } = await findPageRows(db, request);
  return { notes: await withSharing(db, request.userId, await withTagsAndItems(db, rows)), nextCursor };
}

/**
 * Reads up to `limit` rows from the cursor on, crossing into the next segments when one runs out. One
 * extra row per query tells whether more follow, so the last page has no cursor and no page is empty
 * unless the whole list is.
 */
async function findPageRows(db: Kysely<Database>, request: PageRequest) {
  const segments: readonly Segment[] = listOrders[request.order];
  let [segment, ...after] = request.cursor ?? [0];
  if (!fitsOrder(segments, segment, after)) throw invalidCursor();
  const rows: NoteRow[] = [];
  for (; segment < segments.length; segment++, after = []) {
    const current = segments[segment] as Segment;
    const room = request.limit - rows.length;
    const found = await segmentQuery(db, request, current, after)
      .limit(room + 1)
      .execute();
    if (found.length > room) {
      const taken = found.slice(0, room);
      rows.push(...taken);
      const last = taken.at(-1);
      // Nothing taken from this segment yet (the page filled up just before it): start it next time.
      const key = last ? current.keys.map((column) => last[column]) : [];
      return { rows, nextCursor: encodeCursor([segment, ...key]) };
    }
    rows.push(...found);
  }
  return { rows, nextCursor: null };
}

/**
 * Every segment's query of a list's first page and of a page further on (the bench prints their plans:
 * EXPLAIN on both engines shows each one read from its index, with no sort).
 */
export function pageQueriesToExplain(db: Kysely<Database>, request: PageRequest) {
  const segments: readonly Segment[] = listOrders[request.order];
  return segments.flatMap((segment) => {
    const sampleKey = segment.keys.map((column) =>
      column === "id"
        ? "019a0000-0000-7000-8000-000000000000"
        : column === "date"
          ? "2026-12-01"
          : "2026-11-01T00:00:00.000Z",
    );
    return [
      segmentQuery(db, request, segment, []).limit(request.limit + 1),
      segmentQuery(db, request, segment, sampleKey).limit(request.limit + 1),
    ];
  });
}

function segmentQuery(
  db: Kysely<Database>,
  request: PageRequest,
  segment: Segment,
  after: PageKey[number][],
): NotesQuery {
  let query = db
    .selectFrom("notes")
    .selectAll("notes")
    .where((eb) => ownOrShared(eb, request))
    .where("notes.is_deleted", "=", request.isDeleted);
  // The archive holds the archived notes; the other lists of active notes leave them out.
  if (request.order === "archive") query = query.where("notes.archived_at", "is not", null);
  else if (!request.isDeleted) query = query.where("notes.archived_at", "is", null);
  if (request.category) query = query.where("notes.category", "=", request.category);
  if (request.createdFrom) query = query.where("notes.created_at", ">=", request.createdFrom);
  if (request.createdBefore) query = query.where("notes.created_at", "<", request.createdBefore);
  if (request.dateFrom) query = query.where("notes.date", ">=", request.dateFrom);
  if (request.dateTo) query = query.where("notes.date", "<", nextDay(request.dateTo));
  if (request.completed !== undefined) query = query.where("notes.completed", "=", request.completed);
  const { tag } = request;
  if (tag) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("note_tags")
          .select("note_tags.note_id")
          .whereRef("note_tags.note_id", "=", "notes.id")
          .where("note_tags.tag_id", "=", tag),
      ),
    );
  }
  if (segment.only) query = query.where(segment.only);
  const columns = segment.keys.map((key) => `notes.${key}` as const);
  if (after.length > 0) {
    const operator = segment.direction === "desc" ? "<" : ">";
    // (a, b) < (x, y): a row value comparison, which both engines answer from the ordered index.
    query = query.where((eb) =>
      eb(
        eb.refTuple(...(columns as [(typeof columns)[0], (typeof columns)[0]])),
        operator,
        eb.tuple(...(after as [string, string])),
      ),
    );
  }
  for (const column of columns) query = query.orderBy(column, segment.direction);
  return query;
}

/** The user's own notes, and the shared lists they are a member of (when there are any: the plain index else). */
function ownOrShared(eb: ExpressionBuilder<Database, "notes">, request: PageRequest) {
  const own = eb("notes.user_id", "=", request.userId);
  const shared = request.sharedIds ?? [];
  return shared.length === 0 ? own : eb.or([own, eb("notes.id", "in", shared)]);
}

/**
 * Whether a cursor's key can belong to this order: its segment exists and each part has its column's
 * type (an id a stored UUID, a time a readable instant), so a foreign cursor is a 400 and never
 * reaches the database as a value it cannot compare.
 */
function fitsOrder(segments: readonly Segment[], segment: number, after: PageKey[number][]): boolean {
  const current = segments[segment];
  if (!current) return false;
  if (after.length === 0) return true;
  return (
    after.length === current.keys.length &&
    current.keys.every((column, index) => {
      const part = after[index];
      if (column === "id") return isStoredId(part);
      if (column === "date") return typeof part === "string";
      return typeof part === "string" && INSTANT.test(part) && !Number.isNaN(Date.parse(part));
    })
  );
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;

/** yyyy-MM-dd of the day after: a task's written date (plain or with a time) on `day` sorts below it. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function invalidCursor(): AppError {
  return new AppError("validation_failed", 400, "The request is not valid.", [
    { field: "cursor", message: "validation.cursor" },
  ]);
}
