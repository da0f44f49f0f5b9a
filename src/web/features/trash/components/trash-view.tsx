import type { Note } from "@shared/schemas/note";
import { Trash2 } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LoadMore } from "@/components/load-more";
import { LoadError, LoadingPlaceholder } from "@/components/load-state";
import { OfflineUnavailable } from "@/components/offline-unavailable";
import { Button } from "@/components/ui/button";
import { showErrorToast } from "@/lib/show-error-toast";
import { isWaitingOffline } from "@/lib/waiting-offline";
import { useDeletePermanently, useEmptyTrash, useRestoreNote, useTrash, useTrashCount } from "../api/trash";
import { EmptyTrash } from "./empty-trash";
import { TrashEntry } from "./trash-entry";

/**
 * The trash: how many entries it holds, Clear All, and each entry with restore and permanent delete.
 * Entries leave at once; the hooks put them back if the server refuses.
 */
export function TrashView() {
  const { t } = useTranslation(["trash", "common", "errors"]);
  const trash = useTrash();
  const restoreNote = useRestoreNote();
  const deletePermanently = useDeletePermanently();
  const emptyTrash = useEmptyTrash();
  const summaryRef = useRef<HTMLDivElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  const entries = useRef(new Map<string, HTMLElement>());
  const trashCount = useTrashCount();
  const notes = trash.data?.pages.flatMap((page) => page.notes) ?? [];
  // The loaded pages may be only the start of the trash: the count is the server's.
  const total = Math.max(trashCount.data ?? 0, notes.length);

  /** The entry next to a leaving one (its first button), else the summary line above the list. */
  const neighbourOf = (note: Note): HTMLElement | null => {
    const index = notes.findIndex((entry) => entry.id === note.id);
    const neighbour = notes[index + 1] ?? notes[index - 1];
    const element = neighbour ? entries.current.get(neighbour.id)?.querySelector("button") : null;
    return element ?? (notes.length > 1 ? summaryRef.current : emptyRef.current);
  };

  const handleRestore = (note: Note) => {
    if (entries.current.get(note.id)?.contains(document.activeElement)) neighbourOf(note)?.focus();
    restoreNote.mutateAsync(note.id).then(
      () => toast.success(t(`toast.restored.${note.category}`)),
      () => showErrorToast(t, `trash:toast.restoreFailed.${note.category}`),
    );
  };

  const handleDelete = (note: Note) => {
    deletePermanently.mutateAsync(note.id).then(
      () => toast.success(t(`toast.deleted.${note.category}`)),
      () => showErrorToast(t, `trash:toast.deleteFailed.${note.category}`),
    );
  };

  const handleEmpty = () => {
    emptyTrash.mutateAsync(undefined).then(
      () => toast.success(t("toast.emptied")),
      () => showErrorToast(t, "trash:toast.clearFailed"),
    );
  };

  const entryRefFor = (id: string) => (element: HTMLElement | null) => {
    if (element) entries.current.set(id, element);
    else entries.current.delete(id);
  };

  if (isWaitingOffline(trash)) return <OfflineUnavailable className="max-w-3xl" />;
  if (trash.isPending)
    return <LoadingPlaceholder label={t("loading")} blocks={3} className="max-w-3xl sm:grid-cols-1" />;
  if (trash.isError && trash.data === undefined)
    return <LoadError message={t("loadError")} onRetry={() => void trash.refetch()} />;
  if (notes.length === 0) return <EmptyTrash ref={emptyRef} />;

  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <div className="flex min-h-9 items-center justify-between gap-3">
        <div ref={summaryRef} tabIndex={-1} aria-live="polite" className="rounded-sm outline-none">
          <p className="text-sm font-medium text-muted-foreground">{t("common:items", { count: total })}</p>
        </div>
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" className="text-destructive hover:text-destructive">
              <Trash2 aria-hidden />
              {t("clearAll")}
            </Button>
          }
          title={t("clearDialog.title")}
          description={t("clearDialog.text", { count: total })}
          confirmLabel={t("clearDialog.confirm")}
          cancelLabel={t("cancel")}
          onConfirm={handleEmpty}
          focusAfterConfirm={() => emptyRef.current ?? summaryRef.current}
        />
      </div>
      <ul aria-label={t("listLabel")} className="flex flex-col gap-3">
        {notes.map((note) => (
          <TrashEntry
            key={note.id}
            note={note}
            onRestore={handleRestore}
            onDelete={handleDelete}
            focusAfterDelete={() => neighbourOf(note)}
            entryRef={entryRefFor(note.id)}
          />
        ))}
      </ul>
      <LoadMore list={trash} loadedCount={notes.length} />
    </div>
  );
}
