import type { NoteSummary } from "@shared/schemas/note-page";
import { ArchiveRestore, Pin } from "lucide-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { KindBadge, StoredNoteEntry } from "@/components/stored-note-entry";
import { Button } from "@/components/ui/button";
import { formatDateTime, parseDate } from "@/lib/format-date";
import { CATEGORY_ICONS } from "./empty-notes";

type ArchiveEntryProps = {
  note: NoteSummary;
  onUnarchive: (note: NoteSummary) => void;
  entryRef?: Ref<HTMLElement>;
};

/** One archived note: kind, title, a glimpse of its content, when it was archived, and Unarchive. */
export function ArchiveEntry({ note, onUnarchive, entryRef }: ArchiveEntryProps) {
  const { t } = useTranslation(["archive", "notes"]);
  const archivedAt = parseDate(note.archivedAt ?? "");
  const meta = (
    <>
      <KindBadge>{t(`kind.${note.category}`)}</KindBadge>
      {note.pinned ? (
        <span className="inline-flex items-center gap-1">
          <Pin aria-hidden className="size-3.5" />
          {t("notes:card.pinned")}
        </span>
      ) : null}
      {archivedAt ? (
        <time dateTime={archivedAt.toISOString()}>{t("archivedAt", { date: formatDateTime(archivedAt) })}</time>
      ) : null}
    </>
  );
  const unarchive = (
    <Button
      variant="outline"
      size="sm"
      onClick={() => onUnarchive(note)}
      aria-label={t("unarchiveLabel", { title: note.title })}
    >
      <ArchiveRestore aria-hidden />
      {t("unarchive")}
    </Button>
  );
  return (
    <StoredNoteEntry
      icon={CATEGORY_ICONS[note.category]}
      title={note.title}
      preview={note.content.trim() ? note.content : ""}
      meta={meta}
      actions={unarchive}
      color={note.color}
      entryRef={entryRef}
    />
  );
}
