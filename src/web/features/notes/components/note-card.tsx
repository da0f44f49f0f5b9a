import type { NoteSummary as Note } from "@shared/schemas/note-page";
import type { Tag } from "@shared/schemas/tag";
import { AlarmClock, CalendarClock, Trash2 } from "lucide-react";
import { type ComponentType, memo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";
import { formatNoteDate, isOverdue } from "@/lib/note-date";
import { contentExcerpt } from "../content-excerpt";
import { itemsProgressOf } from "../note-progress";
import { tagsOf } from "../tag-list";
import { CardChecklist } from "./card-checklist";
import { CompletionCircle } from "./completion-circle";
import { NoteActionsOnDemand } from "./note-actions-on-demand";
import { NotePhotosOnDemand } from "./note-photos-on-demand";
import { SharedMark } from "./shared-mark";
import { TagChips } from "./tag-chips";

type NoteCardProps = {
  note: Note;
  tags: Tag[];
  /** Where a shopping list opens (/shopping/{id} in the screen's language). */
  listHref: string;
  /** Not yet saved: shown as it will look, but not clickable until the server has it. */
  isDraft: boolean;
  /** Its edit dialog was asked for and its code is still loading. */
  isOpening?: boolean;
  onEdit: (note: Note) => void;
  onToggle: (note: Note) => void;
  onTrash: (note: Note) => void;
  /** Narrows the list to a tag: the card's tag chips become buttons (a stable handler: the card is memoized). */
  onTagSelect?: ((tag: Tag) => void) | undefined;
  /**
   * The line under a task's date that words its repeat and reminder: features/recurrence's, handed in by
   * the screen (app/home), so the card's module does not bring the schedule's code into the first load.
   */
  Schedule?: ComponentType<{ noteId: string; repeat: string | null; reminder: string | null; isDone?: boolean }>;
  /** The user reaches for the title (pointer over it or down, focus): the screen starts loading the edit dialog's code. */
  onReach?: () => void;
  /** Its place in the whole list, when a long list renders only some cards (virtual-card-list.tsx). */
  posInSet?: number | undefined;
  setSize?: number | undefined;
};

const stretchedTarget =
  "text-left outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] disabled:cursor-default";

/**
 * One note as a card. The title is the card's button (or link, for a shopping list) and its hit area
 * stretches over the whole card; the tick box and the delete button sit above it. Memoized: a list
 * of fifty renders again on every tick, count and progress change, and only the changed card needs to.
 */
export const NoteCard = memo(function NoteCard(props: NoteCardProps) {
  const {
    note,
    tags,
    listHref,
    isDraft,
    isOpening = false,
    onEdit,
    onToggle,
    onTrash,
    onTagSelect,
    onReach,
    Schedule,
    posInSet,
    setSize,
  } = props;
  const { t } = useTranslation("notes");
  const isTask = note.category === "tasks";
  const isDone = isTask && note.completed;
  const date = isTask && note.date ? formatNoteDate(note.date) : null;
  const isLate = isTask && isOverdue(note, new Date());
  return (
    <li
      data-note-id={note.id}
      // Tinted by its colour, a shade per theme (styles.css).
      data-note-color={note.color ?? undefined}
      aria-posinset={posInSet}
      aria-setsize={setSize}
      aria-busy={isDraft || undefined}
      className={cn(
        // min-w-0: as a grid item the card would otherwise be as wide as its longest unbreakable part
        // (a long tag name), wider than a phone.
        "group relative flex min-w-0 items-start gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors",
        "hover:border-primary/40 has-[[data-card-action]:focus-visible]:ring-[3px] has-[[data-card-action]:focus-visible]:ring-ring/50",
        // A card out of sight is not laid out or painted until it nears the viewport (its last size, else
        // about a task's, holds its place): a page of 50 is otherwise one long layout on a phone (decision 016).
        "[contain-intrinsic-size:auto_5rem] [content-visibility:auto]",
        isDraft && "opacity-70",
      )}
    >
      {isTask ? (
        <CompletionCircle
          isCompleted={note.completed}
          isDisabled={isDraft}
          label={t(note.completed ? "card.markNotDone" : "card.markDone", { title: note.title })}
          onToggle={() => onToggle(note)}
        />
      ) : null}
      <div className={cn("flex min-w-0 flex-1 flex-col gap-2", isDone && "opacity-60")}>
        <h3 className="font-medium leading-snug wrap-anywhere">
          {note.pinned ? <PinnedMark label={t("card.pinned")} /> : null}
          {note.category === "shopping" && !isDraft ? (
            <Link
              to={listHref}
              data-card-action // On the button itself: a heading's line-through does not reach into a button.
              className={cn(stretchedTarget, isDone && "line-through")}
            >
              {note.title}
            </Link>
          ) : (
            <button
              type="button"
              data-card-action
              disabled={isDraft}
              aria-busy={isOpening || undefined}
              onClick={() => onEdit(note)}
              // The edit dialog's code starts loading as the user reaches for the card.
              onPointerEnter={onReach}
              onPointerDown={onReach}
              onFocus={onReach}
              // On the button itself: a heading's line-through does not reach into a button.
              className={cn(
                stretchedTarget,
                "aria-busy:animate-pulse aria-busy:cursor-progress",
                isDone && "line-through",
              )}
            >
              {note.title}
            </button>
          )}
        </h3>
        {note.content && note.category !== "shopping" ? (
          <p className="line-clamp-2 text-sm whitespace-pre-line text-muted-foreground wrap-anywhere">
            {contentExcerpt(note.content)}
          </p>
        ) : null}
        {/* A card kept on the device by an older version has no photos yet. */}
        {note.photos?.length ? <NotePhotosOnDemand title={note.title} photos={note.photos} /> : null}
        <TagChips
          tags={tagsOf(note.tags, tags)}
          label={t("form.tags")}
          onSelect={onTagSelect}
          selectLabel={(tag) => t("tagFilter.show", { name: tag.name })}
        />
        {note.category !== "shopping" && note.checklist?.length ? (
          <CardChecklist note={note} isDisabled={isDraft} />
        ) : null}
        {note.category === "shopping" ? <ItemsProgress note={note} /> : null}
        {note.sharing ? <SharedMark listId={note.id} sharing={note.sharing} /> : null}
        {date && note.date ? (
          <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
            {isLate ? (
              // Said in words and with its own icon, not by colour alone.
              <span className="inline-flex items-center gap-1 rounded-full border border-destructive/40 bg-destructive/10 px-1.5 py-px font-medium text-destructive">
                <AlarmClock aria-hidden className="size-3.5" />
                {t("card.overdue")}
              </span>
            ) : (
              <CalendarClock aria-hidden className="size-3.5" />
            )}
            <time dateTime={note.date} className="tabular-nums">
              {date}
            </time>
          </p>
        ) : null}
        {Schedule && isTask && (note.repeat || note.reminder) ? (
          <Schedule noteId={note.id} repeat={note.repeat} reminder={note.reminder} isDone={isDone} />
        ) : null}
      </div>
      {/* Only the owner may pin, colour, archive or trash a shared list (the server refuses a member). */}
      {note.sharing?.role === "member" ? null : <NoteActionsOnDemand note={note} isDisabled={isDraft} />}
      {note.sharing?.role === "member" ? null : (
        <Button
          variant="ghost"
          size="icon"
          disabled={isDraft}
          aria-label={t("card.delete", { title: note.title })}
          title={t("actions.delete")}
          onClick={() => onTrash(note)}
          className="relative z-10 -mt-1.5 -mr-2 shrink-0 text-muted-foreground hover:text-destructive"
        >
          <Trash2 aria-hidden />
        </Button>
      )}
    </li>
  );
});

/** Said before the title ("Pinned: …"), shown as a pin (drawn by styles.css: no icon code in the first load). */
function PinnedMark({ label }: { label: string }) {
  return (
    <span data-mask-icon="pin" className="mr-1.5 inline-block size-4 align-[-0.125em] text-muted-foreground">
      <span className="sr-only">{label}: </span>
    </span>
  );
}

function ItemsProgress({ note }: { note: Note }) {
  const { t } = useTranslation("notes");
  const { completed, total, percentage } = itemsProgressOf(note);
  if (total === 0) return <p className="text-sm text-muted-foreground">{t("card.noItems")}</p>;
  return (
    <div className="flex items-center gap-3">
      <Progress value={percentage} aria-label={t("card.bought", { completed, total })} className="h-1.5 flex-1" />
      <span aria-hidden className="text-xs font-medium tabular-nums text-muted-foreground">
        {completed}/{total}
      </span>
    </div>
  );
}
