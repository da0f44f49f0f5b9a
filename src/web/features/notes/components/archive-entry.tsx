import type { NoteSummary } from "@shared/schemas/note-page";
import { ArchiveRestore, Pin } from "lucide-react";
import { type Ref, useId } from "react";
import { useTranslation } from "react-i18next";
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
  const titleId = useId();
  const Icon = CATEGORY_ICONS[note.category];
  const archivedAt = parseDate(note.archivedAt ?? "");
  return (
    <li>
      <article
        ref={entryRef}
        aria-labelledby={titleId}
        data-note-color={note.color ?? undefined}
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
            {note.content.trim() ? (
              <p className="line-clamp-2 text-sm whitespace-pre-line text-muted-foreground wrap-anywhere">
                {note.content}
              </p>
            ) : null}
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
              <span className="rounded-full border px-2 py-0.5 font-medium text-foreground/80">
                {t(`kind.${note.category}`)}
              </span>
              {note.pinned ? (
                <span className="inline-flex items-center gap-1">
                  <Pin aria-hidden className="size-3.5" />
                  {t("notes:card.pinned")}
                </span>
              ) : null}
              {archivedAt ? (
                <time dateTime={archivedAt.toISOString()}>{t("archivedAt", { date: formatDateTime(archivedAt) })}</time>
              ) : null}
            </p>
          </div>
        </div>
        <div className="flex shrink-0 justify-end">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onUnarchive(note)}
            aria-label={t("unarchiveLabel", { title: note.title })}
          >
            <ArchiveRestore aria-hidden />
            {t("unarchive")}
          </Button>
        </div>
      </article>
    </li>
  );
}
