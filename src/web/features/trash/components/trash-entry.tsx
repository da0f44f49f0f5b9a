import type { NoteCategory } from "@shared/constants";
import type { Note } from "@shared/schemas/note";
import { CircleCheckBig, type LucideIcon, RotateCcw, ShoppingCart, StickyNote, Trash2 } from "lucide-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { KindBadge, StoredNoteEntry } from "@/components/stored-note-entry";
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
  const deletedAt = deletedAtOf(note);
  const preview =
    note.content.trim() ||
    new Intl.ListFormat(locale, { style: "short", type: "unit" }).format(note.items.map((item) => item.name));

  const meta = (
    <>
      <KindBadge>{t(`kind.${note.category}`)}</KindBadge>
      {deletedAt ? (
        <time dateTime={deletedAt.toISOString()}>{t("deletedAt", { date: formatDateTime(deletedAt) })}</time>
      ) : null}
    </>
  );
  return (
    <StoredNoteEntry
      icon={KIND_ICONS[note.category]}
      title={note.title}
      preview={preview}
      meta={meta}
      actions={<WaysOut note={note} onRestore={onRestore} onDelete={onDelete} focusAfterDelete={focusAfterDelete} />}
      entryRef={entryRef}
    />
  );
}

/** Restore, and Delete permanently behind its confirmation. */
function WaysOut({ note, onRestore, onDelete, focusAfterDelete }: Omit<TrashEntryProps, "entryRef">) {
  const { t } = useTranslation("trash");
  return (
    <>
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
    </>
  );
}
