import type { ChecklistItem } from "@shared/schemas/checklist";
import type { NoteSummary as Note } from "@shared/schemas/note-page";
import { ShoppingCart } from "lucide-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { convertNote, useCachedChecklist, useChecklistCommands } from "@/features/notes/checklist-editing";
import { apiErrorKey } from "@/lib/api-error-key";
import { useLocalePath } from "@/lib/locale-context";
import { showErrorToast } from "@/lib/show-error-toast";
import { ChecklistEditor } from "./checklist-editor";

type LiveChecklistProps = { note: Note; onConverted: () => void };

/**
 * The edit dialog's checklist (a task's sub-tasks, a note's list): every change is its own outbox
 * command, saved at once (offline too), apart from the dialog's Save. A note also offers to become a
 * shopping list.
 */
export function LiveChecklist({ note, onConverted }: LiveChecklistProps) {
  const { t } = useTranslation(["notes", "errors"]);
  const onRefused = useCallback((error: unknown) => showErrorToast(t, apiErrorKey(error)), [t]);
  const lines: ChecklistItem[] = useCachedChecklist(note.id, note.checklist ?? []);
  const actions = useChecklistCommands(note.id, onRefused);

  const navigate = useNavigate();
  const localePath = useLocalePath();

  // The note leaves the Notes tab: the toast says where it went and leads there.
  const handleConvert = () => {
    onConverted();
    const openList = { label: t("checklist.openList"), onClick: () => navigate(localePath(`/shopping/${note.id}`)) };
    convertNote(note.id, "shopping").then(
      () => toast.success(t("checklist.converted.shopping"), { action: openList }),
      onRefused,
    );
  };

  return (
    <div className="grid gap-3">
      <ChecklistEditor
        lines={lines}
        label={t(note.category === "tasks" ? "checklist.subtasks" : "checklist.label")}
        actions={actions}
      />
      {/* Unlike the fields above, Cancel does not take these changes back: say so, as the photos do. */}
      <p className="-mt-1 text-xs text-muted-foreground">{t("checklist.savedAtOnce")}</p>
      {note.category === "notes" ? (
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={handleConvert}>
          <ShoppingCart aria-hidden />
          {t("checklist.convertToShopping")}
        </Button>
      ) : null}
    </div>
  );
}
