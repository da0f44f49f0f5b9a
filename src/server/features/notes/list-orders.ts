import type { ExpressionBuilder } from "kysely";
import type { Database } from "../../db/types.ts";

type KeyColumn = "created_at" | "updated_at" | "archived_at" | "date" | "id";

/**
 * One stretch of a list's order: the notes it holds and the columns it is sorted by, all in one
 * direction (so a keyset condition on the row value `(col1, col2, …)` follows an index exactly).
 */
export type Segment = {
  only?: (eb: ExpressionBuilder<Database, "notes">) => ReturnType<ExpressionBuilder<Database, "notes">["and"]>;
  keys: readonly KeyColumn[];
  direction: "asc" | "desc";
};

/**
 * Spec §7: active notes newest first (a note made in the same millisecond: higher id first).
 * The tasks view (decision 008): open tasks with a date, by the date as written (a plain day sorts
 * before the same day with a time), older first on ties; open tasks without a date, newest first;
 * then completed tasks, most recently changed first (a tick sets updated_at).
 */
const newest: readonly Segment[] = [{ keys: ["created_at", "id"], direction: "desc" }];
const schedule: readonly Segment[] = [
  {
    only: (eb) => eb.and([eb("notes.completed", "=", false), eb("notes.date", "is not", null)]),
    keys: ["date", "created_at", "id"],
    direction: "asc",
  },
  {
    only: (eb) => eb.and([eb("notes.completed", "=", false), eb("notes.date", "is", null)]),
    keys: ["created_at", "id"],
    direction: "desc",
  },
  { only: (eb) => eb.and([eb("notes.completed", "=", true)]), keys: ["updated_at", "id"], direction: "desc" },
];

/**
 * Pinned notes first in their tab (issue 29): the order's segments read over the pinned notes, then
 * the same segments over the others; each keeps its own order inside.
 */
function pinnedFirst(segments: readonly Segment[]): Segment[] {
  const over = (pinned: boolean) =>
    segments.map(
      (segment): Segment => ({
        ...segment,
        only: (eb) => eb.and([eb("notes.pinned", "=", pinned), ...(segment.only ? [segment.only(eb)] : [])]),
      }),
    );
  return [...over(true), ...over(false)];
}

/**
 * The orders a list can be read in; each is one or more segments, read one after another. `newest` and
 * `schedule` list the notes not archived, pinned first; `archive` the archived ones (not in the trash),
 * most recently archived first; `trash` every trashed note, archived or not, most recently changed first.
 */
export const listOrders = {
  newest: pinnedFirst(newest),
  schedule: pinnedFirst(schedule),
  archive: [{ keys: ["archived_at", "id"], direction: "desc" }],
  trash: [{ keys: ["updated_at", "id"], direction: "desc" }],
} satisfies Record<string, readonly Segment[]>;
export type ListOrder = keyof typeof listOrders;
