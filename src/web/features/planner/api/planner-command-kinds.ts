import type { PlannerWeek } from "@shared/schemas/planner";
import { api, unwrap } from "@/lib/api-client";
import { commandKind, idempotencyHeaders } from "@/lib/outbox/command-kind";
import { queryKeys } from "@/lib/query-keys";

/** Planned hours of one day (an upsert on user and date), shown in every cached week holding the day. */
export const saveHours = commandKind("planner.saveHours", {
  prepare: (_queryClient, input: { date: string; plannedHours: number }) => input,
  send: async ({ date, plannedHours }, key) =>
    unwrap(await api.planner[":date"].$put({ param: { date }, json: { plannedHours } }, idempotencyHeaders(key))),
  apply: (key, data, { date, plannedHours }) => {
    if (key[0] !== queryKeys.planner.week("")[0] || data === undefined) return data;
    const week = data as PlannerWeek;
    return { ...week, days: week.days.map((day) => (day.date === date ? { ...day, plannedHours } : day)) };
  },
  affects: [["planner"]],
  subject: ({ date }) => ({ name: date, gone: "day" }),
});

/** The planner's kinds of change, registered for the outbox by app/outbox.ts. */
export const plannerCommandKinds = [saveHours];
