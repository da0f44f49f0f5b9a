import type { UpdateNoteInput } from "@shared/schemas/note";
import type { RepeatEditScope } from "@shared/schemas/recurrence";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";

const SERIES_FIELDS = ["title", "content", "tags", "reminder", "date"] as const;

/** Whether an edit of a task must ask "this one / all future": a repeating task's own fields changed. */
export function needsRepeatScope(repeat: string | null, changes: UpdateNoteInput): boolean {
  return repeat !== null && !("repeat" in changes) && SERIES_FIELDS.some((field) => field in changes);
}

/**
 * "Change only this task, or all future ones?" as an alert dialog: `ask()` opens it and resolves with
 * the answer, or null when the user goes back to editing (Esc, the cancel button), which has the focus
 * first so a reflex changes nothing.
 */
export function useRepeatScopeQuestion() {
  const [isOpen, setIsOpen] = useState(false);
  const answer = useRef<(scope: RepeatEditScope | null) => void>(() => undefined);
  const ask = useCallback(
    () =>
      new Promise<RepeatEditScope | null>((resolve) => {
        answer.current = resolve;
        setIsOpen(true);
      }),
    [],
  );
  const settle = (scope: RepeatEditScope | null) => {
    setIsOpen(false);
    answer.current(scope);
  };
  return { ask, dialog: <RepeatScopeDialog isOpen={isOpen} onAnswer={settle} /> };
}

function RepeatScopeDialog({
  isOpen,
  onAnswer,
}: {
  isOpen: boolean;
  onAnswer: (scope: RepeatEditScope | null) => void;
}) {
  const { t } = useTranslation("recurrence");
  return (
    <AlertDialog open={isOpen} onOpenChange={(open) => !open && onAnswer(null)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("scope.title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("scope.text")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={() => onAnswer(null)}>{t("scope.cancel")}</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: "outline" })} onClick={() => onAnswer("this")}>
            {t("scope.this")}
          </AlertDialogAction>
          <AlertDialogAction onClick={() => onAnswer("future")}>{t("scope.future")}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
