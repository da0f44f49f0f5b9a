import type { NoteSummary } from "@shared/schemas/note-page";
import { Archive } from "lucide-react";
import { type Ref, useRef } from "react";
import { useTranslation } from "react-i18next";
import { EmptyPageState } from "@/components/empty-page-state";
import { LoadMore } from "@/components/load-more";
import { LoadError, LoadingPlaceholder } from "@/components/load-state";
import { OfflineUnavailable } from "@/components/offline-unavailable";
import { isWaitingOffline } from "@/lib/waiting-offline";
import { useArchive } from "../api/get-archive";
import { useUnarchiveNote } from "../api/unarchive-note";
import { ArchiveEntry } from "./archive-entry";

/**
 * The Archive (issue 29), built as the trash is: the archived notes, most recently archived first, each
 * with Unarchive. An entry leaves at once (the outbox's apply puts it back in its lists); focus moves
 * to its neighbour, else to the empty state.
 */
export function ArchiveView() {
  const { t } = useTranslation(["archive", "common"]);
  const archive = useArchive();
  const unarchive = useUnarchiveNote();
  // The last entry gone: focus lands on the empty state once it shows.
  const isFocusingEmpty = useRef(false);
  const entries = useRef(new Map<string, HTMLElement>());
  const notes = archive.data?.pages.flatMap((page) => page.notes) ?? [];

  const neighbourOf = (note: NoteSummary): HTMLElement | null | undefined => {
    const index = notes.findIndex((entry) => entry.id === note.id);
    const neighbour = notes[index + 1] ?? notes[index - 1];
    return neighbour ? entries.current.get(neighbour.id)?.querySelector("button") : null;
  };

  const handleUnarchive = (note: NoteSummary) => {
    if (entries.current.get(note.id)?.contains(document.activeElement)) {
      const neighbour = neighbourOf(note);
      if (neighbour) neighbour.focus();
      else isFocusingEmpty.current = true;
    }
    void unarchive(note);
  };

  const entryRefFor = (id: string) => (element: HTMLElement | null) => {
    if (element) entries.current.set(id, element);
    else entries.current.delete(id);
  };

  if (isWaitingOffline(archive)) return <OfflineUnavailable className="max-w-3xl" />;
  if (archive.isPending)
    return <LoadingPlaceholder label={t("loading")} blocks={3} className="max-w-3xl sm:grid-cols-1" />;
  if (archive.isError && archive.data === undefined)
    return <LoadError message={t("loadError")} onRetry={() => void archive.refetch()} />;
  if (notes.length === 0) {
    const focusOnShow = (element: HTMLDivElement | null) => {
      if (!element || !isFocusingEmpty.current) return;
      isFocusingEmpty.current = false;
      element.focus();
    };
    return <EmptyArchive ref={focusOnShow} />;
  }
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <ul aria-label={t("listLabel")} className="flex flex-col gap-3">
        {notes.map((note) => (
          <ArchiveEntry key={note.id} note={note} onUnarchive={handleUnarchive} entryRef={entryRefFor(note.id)} />
        ))}
      </ul>
      <LoadMore list={archive} loadedCount={notes.length} />
    </div>
  );
}

/** Nothing archived: says so and how to archive. */
function EmptyArchive({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation("archive");
  return <EmptyPageState ref={ref} icon={Archive} title={t("empty.title")} text={t("empty.text")} />;
}
