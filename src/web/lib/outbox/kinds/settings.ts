import type { PlannerWeek } from "@shared/schemas/planner";
import { api, unwrap } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { commandKind, idempotencyHeaders, isUnder } from "./command-kind";

/**
 * A whole category order (the user's way through the shop). Each command carries the whole order, so
 * whatever order the moves arrive in, the newest one sent is what stays.
 */
export const setCategoryOrder = commandKind({
  prepare: (_queryClient, order: string[]) => ({ order }),
  send: async ({ order }, key) =>
    (await unwrap(await api.shopping["category-order"].$put({ json: { order } }, idempotencyHeaders(key)))).order,
  apply: (key, data, { order }) => (isUnder(key, queryKeys.shopping.categoryOrder()) ? order : data),
  affects: [queryKeys.shopping.categoryOrder()],
  subject: () => ({ name: "", gone: "order" }),
});

/** Planned hours of one day (an upsert on user and date), shown in every cached week holding the day. */
export const saveHours = commandKind({
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
