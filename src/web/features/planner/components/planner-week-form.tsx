import type { PlannerWeek } from "@shared/schemas/planner";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { apiErrorKey } from "@/lib/api-error-key";
import { useSaveHours } from "../api/save-hours";
import { toIsoDay } from "../planner-week";
import { DayHoursField } from "./day-hours-field";
import { WeekSummary } from "./week-summary";

type PlannerWeekFormProps = { week: PlannerWeek; today: Date };

/** The seven day fields of one week and its summary, which follows what is typed before it is saved. */
export function PlannerWeekForm({ week, today }: PlannerWeekFormProps) {
  const { t } = useTranslation(["planner", "errors"]);
  const saveHours = useSaveHours();
  const [typed, setTyped] = useState<Record<string, number | null>>({});
  const todayIso = toIsoDay(today);

  const handleHoursChange = useCallback((date: string, hours: number | null) => {
    setTyped((current) => (current[date] === hours ? current : { ...current, [date]: hours }));
  }, []);

  const saveDay = (date: string) => (plannedHours: number) =>
    saveHours.mutateAsync({ date, plannedHours }).catch((error: unknown) => {
      // One toast however many days fail together (the connection is down).
      toast.error(t("toast.saveFailed"), { id: "planner-save-failed", description: t(apiErrorKey(error)) });
      throw error;
    });

  return (
    <>
      <ul aria-label={t("days")} className="grid gap-2 lg:grid-cols-7 lg:gap-3">
        {week.days.map((day) => (
          <DayHoursField
            key={day.date}
            date={day.date}
            savedHours={day.plannedHours}
            isToday={day.date === todayIso}
            save={saveDay(day.date)}
            onHoursChange={handleHoursChange}
          />
        ))}
      </ul>
      <WeekSummary hours={week.days.map((day) => typed[day.date] ?? day.plannedHours)} />
    </>
  );
}
