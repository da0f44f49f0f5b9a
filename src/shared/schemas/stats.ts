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

/**
 * The day a statistics week starts on: Sunday for the spec's English statistics (§9), Monday for a
 * Slovak reader, as the Slovak calendar counts it (docs/decisions/024-statistics-week-per-language.md).
 */
export const STATS_WEEK_STARTS = ["sunday", "monday"] as const;
export type StatsWeekStart = (typeof STATS_WEEK_STARTS)[number];
export const STATS_WEEK_START_BY_LOCALE = { en: "sunday", sk: "monday" } as const satisfies Record<
  "en" | "sk",
  StatsWeekStart
>;

export const StatsQuerySchema = z.object({
  timeZone: TimeZoneSchema.default("UTC"),
  weekStart: z.enum(STATS_WEEK_STARTS, { error: "validation.invalid" }).default("sunday"),
});

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
  /** Since the week's first day (`weekStart`: Sunday by default, spec §9), 00:00 in the user's time zone. */
  thisWeekCreated: z.number(),
  thisMonthCreated: z.number(),
  thisMonth: z.object({ created: z.number(), completedTasks: z.number(), progress: z.number() }),
  createdPerDay: z.array(z.object({ date: z.string(), count: z.number() })),
  completedPerWeek: z.array(z.object({ weekStart: z.string(), count: z.number() })),
});
export type Statistics = z.infer<typeof StatisticsSchema>;
