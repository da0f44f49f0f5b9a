/**
 * The answer of `GET /api/sync?since=N` as this side reads it: which rows of each kind changed or went
 * since the cursor, or `reset` when the server's change log no longer reaches back that far. Only the
 * fields the client acts on are typed here; the rows themselves are read by the screens' own queries.
 */
export type PullAnswer = {
  cursor: number;
  reset: boolean;
  upserts: {
    notes: readonly unknown[];
    tags: readonly unknown[];
    items: readonly unknown[];
    plannerDays: readonly unknown[];
    /** The new order, or nothing (null/absent) when it did not change. */
    shoppingCategoryOrder?: readonly unknown[] | null;
  };
  deletes: {
    notes: readonly unknown[];
    tags: readonly unknown[];
    items: readonly unknown[];
    plannerDays: readonly unknown[];
  };
};
