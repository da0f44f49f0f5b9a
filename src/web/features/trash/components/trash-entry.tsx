import type { NoteCategory } from "@shared/constants";
import type { Note } from "@shared/schemas/note";
import { CircleCheckBig, type LucideIcon, RotateCcw, ShoppingCart, StickyNote, Trash2 } from "lucide-react";
import { type Ref, useId } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format-date";
import { useLocale } from "@/lib/locale-context";
import { deletedAtOf } from "../format-deleted-at";

const KIND_ICONS: Record<NoteCategory, LucideIcon> = {
  tasks: CircleCheckBig,
  shopping: ShoppingCart,
  notes: StickyNote,
};

type TrashEntryProps = {
  note: Note;
  onRestore: (note: Note) => void;
  onDelete: (note: Note) => void;
  /** Where focus goes once this entry has been deleted for good. */
  focusAfterDelete: () => HTMLElement | null | undefined;
  entryRef?: Ref<HTMLElement>;
};

/** One trashed note: kind, title, a glimpse of its content, when it was deleted, and its two ways out. */
export function TrashEntry({ note, onRestore, onDelete, focusAfterDelete, entryRef }: TrashEntryProps) {
  const { t } = useTranslation("trash");
  const locale = useLocale();
  const titleId = useId();
  const Icon = KIND_ICONS[note.category];
  const deletedAt = deletedAtOf(note);
  const preview =
    note.content.trim() ||
    new Intl.ListFormat(locale, { style: "short", type: "unit" }).format(note.items.map((item) => item.name));

  return (
    <li>
      <article
        ref={entryRef}
        aria-labelledby={titleId}
        className="flex flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:flex-row sm:items-start sm:p-5"
      >
        <div className="flex min-w-0 flex-1 gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h3 id={titleId} className="font-medium leading-snug wrap-anywhere">
              {note.title}
            </h3>
            {preview ? (
              <p className="line-clamp-2 text-sm whitespace-pre-line text-muted-foreground wrap-anywhere">{preview}</p>
            ) : null}
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
              <span className="rounded-full border px-2 py-0.5 font-medium text-foreground/80">
                {t(`kind.${note.category}`)}
              </span>
              {deletedAt ? (
                <time dateTime={deletedAt.toISOString()}>{t("deletedAt", { date: formatDateTime(deletedAt) })}</time>
              ) : null}
            </p>
          </div>
        </div>
        {/* On a phone the actions get a row of their own, the card's full width (indented under the
            icon they would not fit beside "Delete permanently" at 360 px); a larger font wraps them. */}
        <div className="flex shrink-0 flex-wrap justify-end gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onRestore(note)}
            aria-label={t("restoreLabel", { title: note.title })}
          >
            <RotateCcw aria-hidden />
            {t("restore")}
          </Button>
          <ConfirmDialog
            trigger={
              <Button
                variant="ghost"
                size="sm"
                aria-label={t("deletePermanentlyLabel", { title: note.title })}
                className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              >
                <Trash2 aria-hidden />
                {t("deletePermanently")}
              </Button>
            }
            title={t("deleteDialog.title", { title: note.title })}
            description={t("deleteDialog.text")}
            confirmLabel={t("deleteDialog.confirm")}
            cancelLabel={t("cancel")}
            onConfirm={() => onDelete(note)}
            focusAfterConfirm={focusAfterDelete}
          />
        </div>
      </article>
    </li>
  );
}
