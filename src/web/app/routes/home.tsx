import { useTranslation } from "react-i18next";
import { NoteTabs } from "@/app/home/note-tabs";
import { loadTaskDayCounts, TasksDueOnDay } from "@/app/home/tasks-in-calendars";
import { AppFrame } from "@/app/layout/app-frame";
import { useSession } from "@/features/account/api/get-session";
import { CalendarCard } from "@/features/home/components/calendar-card";
import { HomeGreeting } from "@/features/home/components/home-greeting";
import { HomeOverview, overviewCardClass } from "@/features/home/components/home-overview";
import type { TagList } from "@/features/notes/tag-list";
import { QuickNotesWidget } from "@/features/quick-notes/components/quick-notes-widget";
import { useTags } from "@/features/tags/api/tags";
import { TaskProgressCard } from "@/features/tasks/components/task-progress-card";
import { cn } from "@/lib/cn";

// /today takes the task list and the new-task dialog from this module (today.tsx says why).
export { NoteListPanel } from "@/app/home/note-list-panel";
export { CreateNoteDialog } from "@/features/note-editor/components/create-note-dialog";

/** One empty list while the tags load, not a new one each render: the memoized cards compare it. */
const NO_TAGS: TagList["items"] = [];

/** /home: greeting and clock, calendar, quick notes, task progress, and the tabs of tasks, lists and notes. */
export function HomePage() {
  const { t } = useTranslation("common");
  const user = useSession().data?.user;
  // Tags belong to features/tags; the notes feature gets them from here (features do not import each other).
  const tagsQuery = useTags();
  const tags: TagList = { items: tagsQuery.data ?? NO_TAGS, status: tagsQuery.status };
  return (
    <AppFrame title={t("pages.home")} heading={<HomeGreeting firstName={user?.firstName ?? ""} />}>
      {/* On phones the add button (4.5rem with its margin, above the safe area) floats over the bottom
          of the page: leave room for it, so the last card's buttons scroll clear of it. */}
      <div className="flex flex-col gap-8 max-sm:pb-[calc(6rem+env(safe-area-inset-bottom))]">
        <HomeOverview>
          <CalendarCard
            renderDay={(day) => <TasksDueOnDay day={day} tags={tags} />}
            loadDayCounts={loadTaskDayCounts}
          />
          {/* Full width below the other two on phones and tablets, where half a row is too narrow for it. */}
          <QuickNotesWidget className={cn(overviewCardClass, "col-span-2 max-lg:order-last lg:col-span-1")} />
          <TaskProgressCard />
        </HomeOverview>
        <NoteTabs tags={tags} />
      </div>
    </AppFrame>
  );
}
