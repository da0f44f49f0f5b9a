import type { NoteSummary as Note } from "@shared/schemas/note-page";
import { useTranslation } from "react-i18next";
import { apiErrorKey } from "@/lib/api-error-key";
import { showErrorToast } from "@/lib/show-error-toast";
import { useSetChecklistItemCompleted } from "../api/checklist-items";

/** How many lines a card shows; the count covers them all. */
const SHOWN = 5;

/**
 * A task's sub-tasks or a note's checklist on its card: "2/5" and the first lines, each a native
 * checkbox ticked in place (through the outbox, so offline too). Kept tiny: it is on the first screen.
 */
export function CardChecklist({ note, isDisabled }: { note: Note; isDisabled: boolean }) {
  const { t } = useTranslation("notes");
  const tick = useSetChecklistItemCompleted(note.id, (error) => showErrorToast(t, apiErrorKey(error)));
  const lines = note.checklist;
  const done = lines.filter((line) => line.completed).length;
  return (
    <div className="relative z-10 grid gap-1 text-sm">
      <p className="text-xs font-medium tabular-nums text-muted-foreground">
        <span aria-hidden>
          {done}/{lines.length}
        </span>
        <span className="sr-only">{t("checklist.done", { completed: done, total: lines.length })}</span>
      </p>
      <ul className="grid gap-1">
        {lines.slice(0, SHOWN).map((line) => (
          <li key={line.id}>
            <label className="flex items-start gap-2 wrap-anywhere">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-primary"
                checked={line.completed}
                disabled={isDisabled}
                onChange={(event) => tick.mutate({ itemId: line.id, completed: event.target.checked })}
              />
              <span className={line.completed ? "text-muted-foreground line-through" : undefined}>{line.title}</span>
            </label>
          </li>
        ))}
      </ul>
      {lines.length > SHOWN ? (
        <p className="text-xs text-muted-foreground">{t("checklist.more", { count: lines.length - SHOWN })}</p>
      ) : null}
    </div>
  );
}
