import type { NoteSummary as Note } from "@shared/schemas/note-page";
import { AlarmClock } from "lucide-react";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { CardList, GroupHeading, type RenderCard } from "@/features/notes";
import { useNow } from "@/lib/use-now";
import { groupTasks } from "../task-groups";

/** A task card's usual height (px), for a long list's rows not yet measured. */
const TASK_ROW_HEIGHT = 74;

type GroupName = "overdue" | "upcoming" | "completed";

type TaskGroupListProps = {
  tasks: Note[];
  /** When a task last changed (ms); see groupTasks. */
  changedAt: (task: Note) => number;
  renderCard: RenderCard;
  /** The tab holds a long list: each group renders only its rows near the screen (card-list.tsx). */
  isLong: boolean;
  /**
   * How many tasks are open and completed in all (the server's progress, moved with each tick): the
   * list may hold only its first pages, and a group's count should not shrink to what is loaded.
   */
  totals?: { open: number; completed: number } | undefined;
};

/**
 * The tasks tab: "Overdue" (only when there are any), "Upcoming" (by date and time, undated last) and
 * "Completed" (latest first), each with a count. The clock ticks every minute, so a task moves to
 * "Overdue" when its time passes.
 */
export function TaskGroupList({ tasks, changedAt, renderCard, isLong, totals }: TaskGroupListProps) {
  const now = useNow();
  const groups = useMemo(() => groupTasks(tasks, { now, changedAt }), [tasks, now, changedAt]);
  return (
    <div className="flex flex-col gap-6">
      {groups.overdue.length > 0 ? (
        <TaskGroup name="overdue" tasks={groups.overdue} renderCard={renderCard} isLong={isLong} />
      ) : null}
      <TaskGroup
        name="upcoming"
        tasks={groups.upcoming}
        renderCard={renderCard}
        isLong={isLong}
        // Overdue tasks sort first, so the loaded pages hold all of them: the rest of the open ones are upcoming.
        total={totals ? totals.open - groups.overdue.length : undefined}
      />
      <TaskGroup
        name="completed"
        tasks={groups.completed}
        renderCard={renderCard}
        isLong={isLong}
        total={totals?.completed}
      />
    </div>
  );
}

function TaskGroup({
  name,
  tasks,
  renderCard,
  isLong,
  total,
}: {
  name: GroupName;
  tasks: Note[];
  renderCard: RenderCard;
  isLong: boolean;
  /** The group's size on the server, when known; its cards may still be on later pages. */
  total?: number | undefined;
}) {
  const { t } = useTranslation("notes");
  const headingId = useId();
  const count = Math.max(tasks.length, total ?? 0);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <GroupHeading
        id={headingId}
        icon={name === "overdue" ? <AlarmClock aria-hidden className="size-4 text-destructive" /> : null}
        title={t(`groups.${name}`)}
        count={count}
        countLabel={t("groups.count", { count })}
      />
      {count === 0 ? (
        <p className="rounded-xl border border-dashed px-4 py-3 text-sm text-muted-foreground">
          {t(`groups.none.${name}`)}
        </p>
      ) : tasks.length > 0 ? (
        <CardList
          notes={tasks}
          renderCard={renderCard}
          className="grid gap-2"
          labelledBy={headingId}
          isLong={isLong}
          setSize={count}
          estimatedRowHeight={TASK_ROW_HEIGHT}
        />
      ) : null}
    </section>
  );
}
