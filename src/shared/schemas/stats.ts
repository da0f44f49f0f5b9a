import { z } from "zod";

/** An IANA time zone the runtime knows, e.g. "Europe/Bratislava": "today" and "this week" are the user's. */
export const TimeZoneSchema = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { message: "validation.timeZone" },
);

export const StatsQuerySchema = z.object({ timeZone: TimeZoneSchema.default("UTC") });

export const STATS_DAYS = 30;
export const STATS_WEEKS = 12;

export const StatisticsSchema = z.object({
  totalNotes: z.number(),
  totalTasks: z.number(),
  completedTasks: z.number(),
  totalShoppingLists: z.number(),
  /** Completed share of tasks, 0–100, rounded (as the home progress bar). */
  totalProgress: z.number(),
  todayCreated: z.number(),
  /** Since Sunday 00:00 in the user's time zone (spec §9: the statistics week starts on Sunday). */
  thisWeekCreated: z.number(),
  thisMonthCreated: z.number(),
  thisMonth: z.object({ created: z.number(), completedTasks: z.number(), progress: z.number() }),
  createdPerDay: z.array(z.object({ date: z.string(), count: z.number() })),
  completedPerWeek: z.array(z.object({ weekStart: z.string(), count: z.number() })),
});
export type Statistics = z.infer<typeof StatisticsSchema>;
