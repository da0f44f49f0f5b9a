import type { NoteSummary as Note } from "@shared/schemas/note-page";
import { AlarmClock, CalendarCheck } from "lucide-react";
import { type ReactNode, useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { CardList, GroupHeading, type RenderCard } from "@/features/notes";
import { useNow } from "@/lib/use-now";
import { groupTasks, TASK_GROUP_NAMES, type TaskGroupName, type TaskGroups } from "../task-groups";

/** A task card's usual height (px), for a long list's rows not yet measured. */
const TASK_ROW_HEIGHT = 74;

/**
 * A mark before the headings that ask for attention, for the eye (the heading's words say it all): the
 * header's Today icon, and the overdue cards' alarm clock. The other groups go without (fewer bytes).
 */
const GROUP_ICONS: Partial<Record<TaskGroupName, ReactNode>> = {
  overdue: <AlarmClock aria-hidden className="size-4 text-destructive" />,
  today: <CalendarCheck aria-hidden className="size-4 text-primary" />,
};

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
  /** The groups to show (the Today screen shows only overdue and today's); all of them by default. */
  only?: readonly TaskGroupName[];
  /** Said when no group shown holds an open task. */
  allDoneText?: string;
};

/**
 * The tasks tab: Overdue, Today, Tomorrow, Upcoming (dated), No date and Completed, each a section
 * named by its heading with a count; a group with nothing in it is left out. The clock ticks every
 * minute, so a task moves to "Overdue" when its time passes and the days move on at midnight.
 */
export function TaskGroupList({ tasks, changedAt, renderCard, isLong, totals, only, allDoneText }: TaskGroupListProps) {
  const { t } = useTranslation("notes");
  const now = useNow();
  const groups = useMemo(() => groupTasks(tasks, { now, changedAt }), [tasks, now, changedAt]);
  const counts = groupCounts(groups, totals);
  const shown = TASK_GROUP_NAMES.filter((name) => (only ?? TASK_GROUP_NAMES).includes(name));
  const hasOpen = shown.some((name) => name !== "completed" && counts[name] > 0);
  return (
    <div className="flex flex-col gap-6">
      {hasOpen ? null : (
        <p className="rounded-xl border border-dashed px-4 py-3 text-sm text-muted-foreground">
          {allDoneText ?? t("groups.none.open")}
        </p>
      )}
      {shown.map((name) =>
        counts[name] > 0 ? (
          <TaskGroup
            key={name}
            name={name}
            tasks={groups[name]}
            count={counts[name]}
            renderCard={renderCard}
            isLong={isLong}
          />
        ) : null,
      )}
    </div>
  );
}

/**
 * Each group's size. While later pages wait, the server's totals say how many more there are: the
 * pages come in the groups' order (open dated by date, open undated, completed), so the open tasks
 * not loaded yet belong to the group the loaded ones end in — later dates when they end dated, the
 * undated group when they end there.
 */
function groupCounts(groups: TaskGroups<Note>, totals: TaskGroupListProps["totals"]): Record<TaskGroupName, number> {
  const counts = Object.fromEntries(TASK_GROUP_NAMES.map((name) => [name, groups[name].length])) as Record<
    TaskGroupName,
    number
  >;
  if (!totals) return counts;
  const loadedOpen = counts.overdue + counts.today + counts.tomorrow + counts.upcoming + counts.noDate;
  const moreOpen = Math.max(0, totals.open - loadedOpen);
  if (moreOpen > 0) counts[counts.noDate > 0 ? "noDate" : "upcoming"] += moreOpen;
  counts.completed = Math.max(counts.completed, totals.completed);
  return counts;
}

function TaskGroup({
  name,
  tasks,
  count,
  renderCard,
  isLong,
}: {
  name: TaskGroupName;
  tasks: Note[];
  /** The group's size, its cards on later pages included. */
  count: number;
  renderCard: RenderCard;
  isLong: boolean;
}) {
  const { t } = useTranslation("notes");
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <GroupHeading
        id={headingId}
        icon={GROUP_ICONS[name] ?? null}
        title={t(`groups.${name}`)}
        count={count}
        countLabel={t("groups.count", { count })}
      />
      {tasks.length > 0 ? (
        <CardList
          notes={tasks}
          renderCard={renderCard}
          className="grid gap-2"
          labelledBy={headingId}
          isLong={isLong}
          setSize={count}
          estimatedRowHeight={TASK_ROW_HEIGHT}
        />
      ) : (
        // Counted by the server but not loaded yet: the list's "Load more" below brings them.
        <p className="rounded-xl border border-dashed px-4 py-3 text-sm text-muted-foreground">
          {t("groups.onLaterPages")}
        </p>
      )}
    </section>
  );
}
