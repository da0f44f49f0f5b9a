import type { NoteCategory } from "@shared/constants";
import type { NoteSummary as Note } from "@shared/schemas/note-page";
import type { Tag } from "@shared/schemas/tag";
import { type ComponentProps, type ReactNode, useDeferredValue, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useOpenNoteFromUrl } from "@/app/home/use-open-note-from-url";
import { LoadMore } from "@/components/load-more";
import { LoadError } from "@/components/load-state";
import { OfflineUnavailable } from "@/components/offline-unavailable";
import type { DialogContent } from "@/components/ui/dialog";
import { editNoteDialog, preloadEditNoteDialog } from "@/features/note-editor/components/load-edit-note-dialog";
import { isDraft } from "@/features/notes/api/create-note";
import { useNoteCounts, useTaskProgress } from "@/features/notes/api/get-note-stats";
import { useNotePages } from "@/features/notes/api/get-notes";
import {
  CardList,
  type CardPosition,
  isLongList,
  isNearlyLongList,
  preloadLongList,
} from "@/features/notes/components/card-list";
import { EmptyNotes } from "@/features/notes/components/empty-notes";
import { NoteCard } from "@/features/notes/components/note-card";
import { NoteListSkeleton } from "@/features/notes/components/note-list-skeleton";
import type { TagList } from "@/features/notes/tag-list";
import { useFollowMovedCard } from "@/features/notes/use-follow-moved-card";
import { useTagFilter } from "@/features/notes/use-tag-filter";
import { NotesByDayOnDemand } from "@/features/notes-by-day/components/notes-by-day-on-demand";
import { TaskGroupList } from "@/features/tasks/components/task-group-list";
import { isDueBy } from "@/features/tasks/task-groups";
import { useLocale, useLocalePath } from "@/lib/locale-context";
import { loadedNotes } from "@/lib/notes-cache";
import { usePendingCreations } from "@/lib/pending-creations";
import { useOnDemand } from "@/lib/use-on-demand";
import { useStableHandler } from "@/lib/use-stable-handler";
import { isWaitingOffline } from "@/lib/waiting-offline";
import { cardOpener } from "./card-opener";
import { TaskCardSchedule } from "./task-card-schedule";
import { loadTaskDayCounts, TasksDueOnDay } from "./tasks-in-calendars";
import { useCardActions } from "./use-card-actions";

/** Tasks read as a checklist, one per row; lists and notes as a grid of cards (notes beside the calendar). */
const listLayout: Record<NoteCategory, string> = {
  tasks: "grid gap-2",
  shopping: "grid gap-3 sm:grid-cols-2 lg:grid-cols-3",
  notes: "grid gap-3 sm:grid-cols-2",
};

/** The Today screen's groups: what is late, and what is due today. */
const TODAY_GROUPS = ["overdue", "today"] as const;

/** A shopping list card's usual height (px), for a long list's rows not yet measured. */
const SHOPPING_ROW_HEIGHT = 110;

type CloseAutoFocus = NonNullable<ComponentProps<typeof DialogContent>["onCloseAutoFocus"]>;

type NoteListPanelProps = {
  category: NoteCategory;
  tags: TagList;
  /** The Today screen: only open tasks due by this day (yyyy-MM-dd), in the groups overdue and today. */
  dueBy?: string | undefined;
  /** What the list says when it holds nothing (and no tag narrows it); the tab's own empty state by default. */
  emptyState?: ReactNode;
};

/**
 * One tab's list. It mounts when its tab is chosen, and its query is stale at once (staleTime 0), so
 * choosing a tab fetches the list again; a language switch keeps the screen mounted, so it asks too.
 * Tasks come grouped (overdue, today, tomorrow, upcoming, no date, completed), notes with their calendar,
 * shopping lists as a grid. The Today screen shows its tasks here too (`dueBy`), and a tag chip narrows
 * any tab to its tag (?tag=).
 */
export function NoteListPanel({ category, tags, dueBy, emptyState }: NoteListPanelProps) {
  usePendingCreations(); // a draft that settles re-renders as saved
  const { t } = useTranslation(["notes", "common"]);
  const localePath = useLocalePath();
  // A tag chip clicked narrows the list (?tag=); a tag that is not (or no longer) one of the user's is no
  // filter. Until the tags load it is taken as asked.
  const [askedTag, setTagFilter] = useTagFilter();
  const filterTag =
    askedTag && (tags.status !== "success" || tags.items.some((tag) => tag.id === askedTag)) ? askedTag : undefined;
  const isFiltered = Boolean(dueBy || filterTag);
  const notes = useNotePages(category, { dueBy, tag: filterTag });
  // A page of cards is the screen's largest render (≈ 300 ms on a slowed phone CPU). The first one
  // happens in a deferred render, which React does in slices that keep the page responsive (a long
  // task otherwise, counted as blocking time: docs/decisions/016); until it is done the skeleton
  // stays. Later changes (a tick, a new page) render at once, as before.
  const isListDrawn = useDeferredValue(notes.data !== undefined);
  // Tags arriving after the list redraw every card: in a deferred render too. The cards are memoized
  // (and get stable handlers below), so the urgent render that brought the tags passes them by.
  const cardTags = useDeferredValue(tags.items);
  const progress = useTaskProgress();
  useRefetchOnLocaleChange(notes.refetch);
  const counts = useNoteCounts();
  // The server's count of the tab's notes, when it came; the loaded pages may hold fewer.
  const serverCount = isFiltered ? 0 : (counts.data?.active[category] ?? 0);
  const loadedCount = notes.data?.pages.reduce((count, page) => count + page.notes.length, 0) ?? 0;
  // The virtualiser's code: for a list that is long, or a page before its loaded cards make it long —
  // not for one the server counts just under long (151–200), which may never be scrolled that far.
  const needsLongListCode = isLongList(serverCount) || isNearlyLongList(loadedCount);
  useEffect(() => {
    if (needsLongListCode) preloadLongList();
  }, [needsLongListCode]);
  const [editing, setEditing] = useState<Note | null>(null);
  const [isEditOpen, setIsEditOpen] = useState(false);
  const editDialog = useOnDemand(editNoteDialog);
  const listRef = useRef<HTMLDivElement>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  const { follow } = useFollowMovedCard(listRef);
  const { changedAt, handleTrash, handleToggle, trashFromDialog, leftFromDialog, focusAfterDialog } = useCardActions({
    listRef,
    countRef,
    dueBy,
    follow,
  });

  const handleTrashFromDialog = (note: Note) => {
    setIsEditOpen(false);
    trashFromDialog(note);
  };

  // The dialog's code may still be on its way: the card says it is busy until the dialog opens.
  const handleEdit = (note: Note) => {
    setEditing(note);
    void editDialog.load().then((loaded) => loaded && setIsEditOpen(true));
  };

  // The cards' handlers keep their identity, so a card (memoized) renders again only when its own
  // props change, not when the counts, the progress or another card do.
  const onEdit = useStableHandler(handleEdit);
  const onToggle = useStableHandler(handleToggle);
  const onTrash = useStableHandler(handleTrash);
  const onTagSelect = useStableHandler((tag: Tag) => setTagFilter(tag.id));
  useOpenNoteFromUrl(category, onEdit); // search opens a task or note here (?note=)

  const renderCard = (note: Note, position?: CardPosition) => (
    <NoteCard
      key={note.id}
      posInSet={position?.posInSet}
      setSize={position?.setSize}
      note={note}
      tags={cardTags}
      listHref={localePath(`/shopping/${note.id}`)}
      isDraft={isDraft(note)}
      isOpening={editDialog.isLoading && editing?.id === note.id}
      onEdit={onEdit}
      onToggle={onToggle}
      onTrash={onTrash}
      onTagSelect={onTagSelect}
      onReach={preloadEditNoteDialog}
      Schedule={TaskCardSchedule}
    />
  );

  // Radix gives focus back to a Dialog.Trigger, and this dialog has none (a card opens it, or search):
  // back to the card's title then, unless the card has left (trashed from the dialog: its neighbour).
  const handleCloseAutoFocus: CloseAutoFocus = (event) => {
    event.preventDefault();
    const focusTarget = focusAfterDialog.current;
    focusAfterDialog.current = null;
    if (focusTarget) focusTarget();
    else cardOpener(listRef.current, editing?.id)?.focus();
  };

  // Offline, a tab this device never fetched says so rather than loading forever.
  if (isWaitingOffline(notes)) return <OfflineUnavailable />;
  if (notes.isPending) return <NoteListSkeleton label={t("loading")} className={listLayout[category]} />;
  // A failed refetch (offline) keeps what is cached on screen: only a list with nothing to show is an error.
  if (notes.isError && notes.data === undefined)
    return <LoadError message={t("loadError")} onRetry={() => void notes.refetch()} />;
  if (!isListDrawn) return <NoteListSkeleton label={t("loading")} className={listLayout[category]} />;

  // A new note's draft goes into every cached list; each tab shows its own kind only.
  // A draft carries no filter's test either: the screen applies its filters to what it shows.
  const visible = loadedNotes(notes.data).filter(
    (note) =>
      note.category === category && (!filterTag || note.tags.includes(filterTag)) && (!dueBy || isDueBy(note, dueBy)),
  );
  // The list holds the pages loaded so far; the server's count (moved with every change) counts them all.
  const total = Math.max(serverCount, visible.length);
  // A list that will be long is long from its first page: turning long later would build every card
  // loaded so far and then throw them away, one long task (≈ 300 ms on the budgets' phone).
  const isLong = isLongList(total);
  // Only while more pages wait: once the whole list is loaded, the groups count what they hold.
  const taskTotals =
    progress.data && notes.hasNextPage && !isFiltered
      ? { open: progress.data.total - progress.data.completed, completed: progress.data.completed }
      : undefined;
  const loadMore = <LoadMore list={notes} loadedCount={visible.length} />;

  return (
    <div className="flex flex-col gap-3">
      <p ref={countRef} tabIndex={-1} aria-live="polite" className="text-sm text-muted-foreground outline-none">
        {t(`tabCount.${category}`, { count: total })}
      </p>
      <div ref={listRef}>
        {visible.length === 0 ? (
          filterTag ? (
            <p className="rounded-xl border border-dashed px-4 py-3 text-sm text-muted-foreground">
              {t("tagFilter.empty")}
            </p>
          ) : (
            (emptyState ?? <EmptyNotes category={category} />)
          )
        ) : category === "tasks" ? (
          <>
            <TaskGroupList
              tasks={visible}
              changedAt={changedAt}
              renderCard={renderCard}
              totals={taskTotals}
              isLong={isLong}
              only={dueBy ? TODAY_GROUPS : undefined}
            />
            {loadMore}
          </>
        ) : category === "notes" ? (
          <NotesByDayOnDemand
            notes={visible}
            total={total}
            renderCard={renderCard}
            listClassName={listLayout.notes}
            loadMore={loadMore}
            loadOtherMarks={loadTaskDayCounts}
            renderDay={(day) => <TasksDueOnDay day={day} tags={tags} />}
          />
        ) : (
          <>
            <CardList
              notes={visible}
              renderCard={renderCard}
              className={listLayout[category]}
              isLong={isLong}
              setSize={total}
              estimatedRowHeight={SHOPPING_ROW_HEIGHT}
            />
            {loadMore}
          </>
        )}
      </div>
      {editDialog.module ? (
        <editDialog.module.EditNoteFormDialog
          note={editing}
          tags={tags}
          isOpen={isEditOpen}
          onOpenChange={setIsEditOpen}
          onTrash={handleTrashFromDialog}
          onConverted={leftFromDialog}
          onCloseAutoFocus={handleCloseAutoFocus}
        />
      ) : null}
    </div>
  );
}

/** Asks for the list again when the screen's language changes (not on mount: the query does that itself). */
function useRefetchOnLocaleChange(refetch: () => Promise<unknown>) {
  const locale = useLocale();
  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    void refetch();
  }, [locale, refetch]);
}
