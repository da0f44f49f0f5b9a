import { CalendarCheck, Plus } from "lucide-react";
import { Suspense, useRef } from "react";
import { useTranslation } from "react-i18next";
import { AppFrame } from "@/app/layout/app-frame";
import { EmptyState } from "@/components/empty-state";
import { BackLink } from "@/components/layout/back-link";
import { Button } from "@/components/ui/button";
import { NoteListSkeleton } from "@/features/notes/components/note-list-skeleton";
import { TagFilterBarOnDemand } from "@/features/notes/components/tag-filter-bar-on-demand";
import type { TagList } from "@/features/notes/tag-list";
import { useTags } from "@/features/tags/api/tags";
import { formatDayKey } from "@/lib/format-date";
import { lazyWhenOnline } from "@/lib/lazy-when-online";
import { useNow } from "@/lib/use-now";

// The task list and the new-task dialog come from /home's module, not imported here: shared by two
// screens, they would be cut out of /home's chunk into pieces of their own, each a file /home's first
// load fetches — more bytes than the budget has room for (scripts/budget/budgets.ts).
const homeScreen = () => import("./home");
const NoteListPanel = lazyWhenOnline(() => homeScreen().then((module) => ({ default: module.NoteListPanel })));
const CreateNoteDialog = lazyWhenOnline(() => homeScreen().then((module) => ({ default: module.CreateNoteDialog })));

/** One empty list while the tags load, not a new one each render: the memoized cards compare it. */
const NO_TAGS: TagList["items"] = [];

/**
 * /today — the open tasks due today and those overdue, from every list (To Do's "My Day", Todoist's
 * "Today"): the tasks tab's cards in its groups Overdue and Today. The day is the browser's, and moves
 * on at midnight with the clock. A ticked task leaves the list, with Undo.
 */
export function TodayPage() {
  const { t } = useTranslation(["today", "common", "notes"]);
  const tagsQuery = useTags();
  const tags: TagList = { items: tagsQuery.data ?? NO_TAGS, status: tagsQuery.status };
  const today = formatDayKey(useNow());
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <AppFrame
      title={t("common:pages.today")}
      leading={<BackLink to="/home" label={t("common:pages.home")} />}
      heading={
        <h1 ref={headingRef} tabIndex={-1} className="mb-6 text-2xl font-semibold tracking-tight outline-none">
          {t("common:pages.today")}
        </h1>
      }
    >
      <div className="flex flex-col gap-4 max-sm:pb-20">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="max-w-3xl text-sm text-muted-foreground text-pretty">{t("intro")}</p>
          <Suspense fallback={null}>
            <CreateNoteDialog category="tasks" tags={tags} initialDay={today} onCreated={() => undefined}>
              <Button variant="outline" size="sm">
                <Plus aria-hidden />
                {t("add")}
              </Button>
            </CreateNoteDialog>
          </Suspense>
        </div>
        <TagFilterBarOnDemand tags={tags} onRemoved={() => headingRef.current?.focus()} />
        <Suspense fallback={<NoteListSkeleton label={t("notes:due.loading")} className="grid gap-2" />}>
          <NoteListPanel category="tasks" tags={tags} dueBy={today} emptyState={<TodayEmpty />} />
        </Suspense>
      </div>
    </AppFrame>
  );
}

function TodayEmpty() {
  const { t } = useTranslation("today");
  return <EmptyState icon={CalendarCheck} title={t("empty.title")} text={t("empty.text")} />;
}
