import type { NoteSummary as Note } from "@shared/schemas/note-page";
import { CalendarDays } from "lucide-react";
import { type ReactNode, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { OfflineUnavailable } from "@/components/offline-unavailable";
import { Button } from "@/components/ui/button";
import {
  CardList,
  countNotesByDay,
  GroupHeading,
  isDraft,
  isLongList,
  notesOnDay,
  type RenderCard,
  useNoteDays,
  useNotesOnDay,
} from "@/features/notes";
import { countNothing, type UseDayCounts } from "@/lib/day-counts";
import { formatWeekdayDate } from "@/lib/format-date";
import { useLocale } from "@/lib/locale-context";
import { loadedNotes } from "@/lib/notes-cache";
import { usePendingCreations } from "@/lib/pending-creations";
import { isWaitingOffline } from "@/lib/waiting-offline";
import { CalendarDisclosure } from "./calendar-disclosure";
import { NotesCalendar } from "./notes-calendar";

/** A note card's usual height (px), for a long list's rows not yet measured. */
const NOTE_ROW_HEIGHT = 104;

type NotesByDayProps = {
  notes: Note[];
  /** How many notes the tab has on the server: more than `notes` while pages wait. */
  total: number;
  renderCard: RenderCard;
  /** The grid the cards are laid out in. */
  listClassName: string;
  /** The end of the paged list of all notes (shown with "Show all"). */
  loadMore: ReactNode;
  /** What else the calendar marks (the tasks due): a hook, one function for the tab's life. */
  useOtherMarks?: UseDayCounts | undefined;
  /** What else the chosen day holds, below its notes (the tasks due on it). */
  renderDay?: ((day: Date) => ReactNode) | undefined;
};

/**
 * The notes tab: a month calendar marking the days notes were created and the days tasks are due,
 * and the chosen day's notes below it (today at first) with what else the day holds, or every note
 * after "Show all".
 */
export function NotesByDay({
  notes,
  total,
  renderCard,
  listClassName,
  loadMore,
  useOtherMarks = countNothing,
  renderDay,
}: NotesByDayProps) {
  usePendingCreations(); // a draft that settles re-renders as saved
  const { t } = useTranslation("notes");
  const locale = useLocale();
  const [today] = useState(() => new Date());
  const [selectedDay, setSelectedDay] = useState(today);
  const [isShowingAll, setIsShowingAll] = useState(false);
  const headingId = useId();
  const [month, setMonth] = useState(today);
  const days = useNoteDays(month);
  const otherMarks = useOtherMarks(month);
  const dayNotes = useNotesOnDay(selectedDay);
  // The server counts the month; a draft (not on the server yet) adds its day at once.
  const counts = useMemo(() => {
    const marked = new Map(Object.entries(days.data?.days ?? {}));
    for (const [day, count] of countNotesByDay(notes.filter(isDraft))) marked.set(day, (marked.get(day) ?? 0) + count);
    return marked;
  }, [days.data, notes]);
  // The day's own query, with a draft of today from the list (drafts go into every cached list).
  const onDay = notesOnDay(loadedNotes(dayNotes.data), selectedDay).filter((note) => note.category === "notes");
  const shown = isShowingAll ? notes : onDay;
  // "Show all" counts every note, loaded or not, and is long from its first page if it will be
  // (card-list.tsx): turning long later would build every loaded card once more.
  const shownCount = isShowingAll ? Math.max(total, notes.length) : onDay.length;

  const handleSelect = (day: Date) => {
    setSelectedDay(day);
    setIsShowingAll(false);
  };

  const title = isShowingAll ? t("days.all") : formatWeekdayDate(selectedDay, locale); // the app's numeric date, as cards and date fields write it

  return (
    <div className="grid gap-4 lg:grid-cols-[auto_minmax(0,1fr)] lg:items-start lg:gap-6">
      <CalendarDisclosure>
        <NotesCalendar
          counts={counts}
          otherMarks={otherMarks}
          selected={isShowingAll ? undefined : selectedDay}
          onSelect={handleSelect}
          defaultMonth={today}
          onMonthChange={setMonth}
        />
      </CalendarDisclosure>
      <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
        <div className="flex min-h-9 flex-wrap items-center justify-between gap-2">
          <GroupHeading
            id={headingId}
            title={title}
            count={shownCount}
            countLabel={t("days.count", { count: shownCount })}
          />
          <Button
            variant={isShowingAll ? "secondary" : "outline"}
            size="sm"
            aria-pressed={isShowingAll}
            onClick={() => setIsShowingAll(!isShowingAll)}
          >
            {t("days.showAll")}
          </Button>
        </div>
        {/* Offline, a day this device never fetched is not "no notes": it says it is not available. */}
        {!isShowingAll && isWaitingOffline(dayNotes) ? (
          <OfflineUnavailable />
        ) : shown.length === 0 ? (
          <div className="flex flex-col items-center gap-1 rounded-xl border border-dashed px-6 py-8 text-center">
            <CalendarDays aria-hidden className="mb-1 size-5 text-muted-foreground" />
            <p className="font-medium">{t("days.none")}</p>
            <p className="max-w-sm text-sm text-pretty text-muted-foreground">{t("days.noneHint")}</p>
          </div>
        ) : (
          <CardList
            notes={shown}
            renderCard={renderCard}
            className={listClassName}
            labelledBy={headingId}
            isLong={isLongList(shownCount)}
            setSize={shownCount}
            estimatedRowHeight={NOTE_ROW_HEIGHT}
          />
        )}
        {/* The day's tasks (coming repeats read-only) below its notes; the whole list has no day. */}
        {isShowingAll ? loadMore : renderDay?.(selectedDay)}
      </section>
    </div>
  );
}
