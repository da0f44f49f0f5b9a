import type { NoteSummary } from "@shared/schemas/note-page";
import { Archive, ArchiveRestore } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { formatDateTime, parseDate } from "@/lib/format-date";
import { useOnDemandTextsReady } from "@/lib/on-demand-texts";
import { useUnarchiveNote } from "../api/unarchive-note";
import { archiveTexts } from "../archive-texts";

type ArchivedNoticeLineProps = { note: Pick<NoteSummary, "id" | "category" | "archivedAt"> };

/**
 * Says that the open task, note or shopping list is in the archive, with Unarchive: search finds archived
 * ones and opens them where they are edited, and bringing one back should not need a trip to /archive.
 * Once unarchived, the line says so and keeps the focus the button had, also after the note itself has
 * come back without its archive date. Its texts are the Archive screen's, loaded when one is shown.
 */
export function ArchivedNoticeLine({ note }: ArchivedNoticeLineProps) {
  const { t } = useTranslation("archive");
  const unarchive = useUnarchiveNote();
  const [isBack, setIsBack] = useState(false);
  const backRef = useRef<HTMLParagraphElement>(null);
  const archivedAt = parseDate(note.archivedAt ?? "");

  const handleUnarchive = () => {
    setIsBack(true);
    requestAnimationFrame(() => backRef.current?.focus());
    void unarchive(note).then((isSaved) => isSaved || setIsBack(false));
  };

  if (isBack)
    return (
      <p ref={backRef} tabIndex={-1} className={`${NOTICE_BOX} outline-none`} data-archived-notice="back">
        <ArchiveRestore aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        {t(`toast.unarchived.${note.category}`)}
      </p>
    );
  if (!archivedAt) return null;
  return <ArchivedLine category={note.category} archivedAt={archivedAt} onUnarchive={handleUnarchive} />;
}

const NOTICE_BOX = "flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-muted/50 px-3 py-2 text-sm";

type ArchivedLineProps = { category: NoteSummary["category"]; archivedAt: Date; onUnarchive: () => void };

function ArchivedLine({ category, archivedAt, onUnarchive }: ArchivedLineProps) {
  const { t } = useTranslation("archive");
  const isReady = useOnDemandTextsReady(archiveTexts);
  if (!isReady) return null;
  return (
    <div className={NOTICE_BOX} data-archived-notice="archived">
      <Archive aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      <p className="min-w-0 grow basis-56">{t(`notice.${category}`, { date: formatDateTime(archivedAt) })}</p>
      <Button type="button" variant="outline" size="sm" className="ms-auto" onClick={onUnarchive}>
        <ArchiveRestore aria-hidden />
        {t("unarchive")}
      </Button>
    </div>
  );
}
