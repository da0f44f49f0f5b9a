import { addDays } from "date-fns/addDays";
import { format } from "date-fns/format";
import { parseISO } from "date-fns/parseISO";
import type { Kysely } from "kysely";
import type { PlannerDay, PlannerWeek } from "../../../shared/schemas/planner.ts";
import type { Scope } from "../../core/scope.ts";
import type { WriteContext } from "../../core/write/write-context.ts";
import { writeUserData } from "../../core/write/write-user-data.ts";
import type { Database } from "../../db/types.ts";

/**
 * The seven days from `from` with the user's planned hours (0 where nothing is saved). Only the
 * signed-in user's rows are read — the spec's client sent no user filter at all.
 */
export async function getWeek({ db, userId }: Scope, from: string): Promise<PlannerWeek> {
  const dates = Array.from({ length: 7 }, (_, offset) => format(addDays(parseISO(from), offset), "yyyy-MM-dd"));
  const rows = await db
    .selectFrom("hours_planner")
    .select(["date", "planned_hours"])
    .where("user_id", "=", userId)
    .where("date", ">=", dates[0] ?? from)
    .where("date", "<=", dates[6] ?? from)
    .execute();
  const saved = new Map(rows.map((row) => [row.date, row.planned_hours]));
  return { from, days: dates.map((date) => ({ date, plannedHours: saved.get(date) ?? 0 })) };
}

/** Saves one day's hours: one row per user and date, replaced on conflict (upsert). */
export async function saveHours(
  db: Kysely<Database>,
  context: WriteContext,
  date: string,
  plannedHours: number,
): Promise<PlannerDay> {
  const userId = context.ownerId;
  const now = new Date().toISOString();
  await writeUserData(db, context, (trx) =>
    trx
      .insertInto("hours_planner")
      .values({ user_id: userId, date, planned_hours: plannedHours, created_at: now, updated_at: now })
      .onConflict((conflict) =>
        conflict.columns(["user_id", "date"]).doUpdateSet({ planned_hours: plannedHours, updated_at: now }),
      )
      .execute(),
  );
  return { date, plannedHours };
}
