export type DayPart = "morning" | "afternoon" | "evening" | "night";

/**
 * Morning from 5:00, afternoon from 12:00, evening from 18:00, night from 22:00 until 4:59
 * (docs/decisions/011: "Good evening" at 01:15 read wrong).
 */
export function dayPartOf(hour: number): DayPart {
  if (hour >= 5 && hour < 12) return "morning";
  if (hour >= 12 && hour < 18) return "afternoon";
  if (hour >= 18 && hour < 22) return "evening";
  return "night";
}
