import { z } from "zod";
import { PLANNER_HOURS_STEP, PLANNER_MAX_HOURS, PLANNER_MIN_HOURS } from "../constants.ts";

/** Planned hours of one day: 0 to 24 in steps of 0.5 (spec §9). */
export const PlannedHoursSchema = z
  .number({ error: "validation.hoursNumber" })
  .min(PLANNER_MIN_HOURS, "validation.hoursRange")
  .max(PLANNER_MAX_HOURS, "validation.hoursRange")
  .refine((hours) => Number.isInteger(hours / PLANNER_HOURS_STEP), { message: "validation.hoursStep" });

const day = z.iso.date({ error: "validation.date" });

export const PlannerWeekQuerySchema = z.object({ from: day });
export const PlannerDayParamSchema = z.object({ date: day });
export const SaveHoursSchema = z.object({ plannedHours: PlannedHoursSchema });

export const PlannerDaySchema = z.object({ date: z.string(), plannedHours: z.number() });
export const PlannerWeekSchema = z.object({ from: z.string(), days: z.array(PlannerDaySchema) });
export type PlannerDay = z.infer<typeof PlannerDaySchema>;
export type PlannerWeek = z.infer<typeof PlannerWeekSchema>;
