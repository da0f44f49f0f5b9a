import { AlarmClock, Check, Plus, Repeat } from "lucide-react";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "@/components/load-state";
import { OfflineUnavailable } from "@/components/offline-unavailable";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { CreateNoteDialog } from "@/features/note-editor";
import type { TagList } from "@/features/notes";
import { useNoteTab, useTasksAround } from "@/features/notes";
import { cn } from "@/lib/cn";
import { formatDayKey, formatTime } from "@/lib/format-date";
import { hasTime, isOverdue, splitNoteDate } from "@/lib/note-date";
import { loadedNotes } from "@/lib/notes-cache";
import { useNow } from "@/lib/use-now";
import { isWaitingOffline } from "@/lib/waiting-offline";
import { useTaskDays } from "../api/get-task-days";
import { tasksOnDay } from "../tasks-on-day";

/**
 * What is due on a day picked in the home calendar: its tasks in order of time (done ones struck
 * through, late ones marked), then the coming occurrences of repeating tasks on it (read-only: the
 * task to tick is the open one, and the next comes when it is ticked), and "Add a task on this date", which opens the New task dialog with the
 * day filled in. The new task shows here at once (a draft goes into every cached tasks list).
 */
export function TasksDueOn({ day, tags }: { day: Date; tags: TagList }) {
  const { t } = useTranslation("notes");
  const headingId = useId();
  const tasks = useTasksAround(day);
  const [, setTab] = useNoteTab();
  const now = useNow();
  const due = useMemo(() => tasksOnDay(loadedNotes(tasks.data), day), [tasks.data, day]);
  const taskDays = useTaskDays(day);
  const coming = useMemo(() => {
    const wanted = formatDayKey(day);
    return (taskDays.data?.coming ?? []).filter((occurrence) => splitNoteDate(occurrence.date).day === wanted);
  }, [taskDays.data, day]);

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-2 border-t pt-3">
      <h3 id={headingId} className="text-sm font-semibold">
        {t("due.title")}
      </h3>
      {isWaitingOffline(tasks) ? (
        <OfflineUnavailable className="py-4" />
      ) : tasks.isPending ? (
        <div role="status" className="grid gap-1.5">
          <span className="sr-only">{t("due.loading")}</span>
          <Skeleton aria-hidden className="h-5 w-3/4" />
        </div>
      ) : tasks.isError ? (
        <LoadError message={t("due.loadError")} onRetry={() => void tasks.refetch()} />
      ) : due.length === 0 && coming.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("due.none")}</p>
      ) : (
        <ul aria-labelledby={headingId} className="grid gap-1.5">
          {due.map((task) => {
            const isLate = isOverdue(task, now);
            return (
              <li key={task.id} className="flex min-w-0 items-baseline gap-2 text-sm">
                <span className="w-16 shrink-0 text-muted-foreground tabular-nums">
                  {task.date && hasTime(task.date) ? formatTime(new Date(task.date)) : t("due.allDay")}
                </span>
                <span className={cn("min-w-0 flex-1 wrap-anywhere", task.completed && "line-through opacity-70")}>
                  {task.title}
                </span>
                {task.completed ? (
                  <span className="inline-flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
                    <Check aria-hidden className="size-3.5" />
                    {t("due.done")}
                  </span>
                ) : isLate ? (
                  <span className="inline-flex shrink-0 items-center gap-1 text-xs font-medium text-destructive">
                    <AlarmClock aria-hidden className="size-3.5" />
                    {t("card.overdue")}
                  </span>
                ) : null}
              </li>
            );
          })}
          {coming.map((occurrence) => (
            <li
              key={`${occurrence.taskId}-${occurrence.date}`}
              className="flex min-w-0 items-baseline gap-2 text-sm text-muted-foreground"
            >
              <span className="w-16 shrink-0 tabular-nums">
                {hasTime(occurrence.date) ? formatTime(new Date(occurrence.date)) : t("due.allDay")}
              </span>
              <span className="min-w-0 flex-1 wrap-anywhere">{occurrence.title}</span>
              <span className="inline-flex shrink-0 items-center gap-1 text-xs">
                <Repeat aria-hidden className="size-3.5" />
                {t("due.coming")}
              </span>
            </li>
          ))}
        </ul>
      )}
      <CreateNoteDialog category="tasks" tags={tags} initialDay={formatDayKey(day)} onCreated={() => setTab("tasks")}>
        <Button variant="outline" size="sm" className="w-fit max-w-full">
          <Plus aria-hidden />
          <span className="truncate">{t("due.add")}</span>
        </Button>
      </CreateNoteDialog>
    </section>
  );
}
