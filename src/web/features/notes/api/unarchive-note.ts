import type { NoteSummary } from "@shared/schemas/note-page";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { showErrorToast } from "@/lib/show-error-toast";
import { useUpdateNote } from "./update-note";

/**
 * Brings an archived task, list or note back into its lists (the Archive screen's Unarchive, and the notice
 * where search opened one), saying so in a toast, or that it failed. Resolves true once saved.
 */
export function useUnarchiveNote(): (note: Pick<NoteSummary, "id" | "category">) => Promise<boolean> {
  const { t } = useTranslation("archive");
  const updateNote = useUpdateNote();
  return (note) =>
    updateNote.mutateAsync({ id: note.id, changes: { archived: false } }).then(
      () => {
        toast.success(t(`toast.unarchived.${note.category}`));
        return true;
      },
      () => {
        showErrorToast(t, "archive:toast.failed");
        return false;
      },
    );
}
