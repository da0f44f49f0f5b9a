import type { Statistics, StatsWeekStart } from "../../../shared/schemas/stats.ts";
import type { Scope } from "../../core/scope.ts";
import { computeStatistics } from "./compute-stats.ts";

/** The statistics of the user's active notes, in one query, for the user's time zone and week. */
export async function getStatistics(
  { db, userId }: Scope,
  { timeZone, weekStart }: { timeZone: string; weekStart: StatsWeekStart },
  now = new Date(),
): Promise<Statistics> {
  const rows = await db
    .selectFrom("notes")
    .select(["category", "completed", "created_at", "completed_at"])
    .where("user_id", "=", userId)
    .where("is_deleted", "=", false)
    .execute();
  return computeStatistics(
    rows.map((row) => ({
      category: row.category,
      completed: row.completed,
      createdAt: row.created_at,
      completedAt: row.completed_at,
    })),
    now,
    timeZone,
    weekStart,
  );
}
