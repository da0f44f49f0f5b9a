import { Check, CircleAlert, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { type HoursEntry, REFUSAL_KEYS } from "../planner-hours";
import type { SaveState } from "../use-hours-autosave";

type DayStatusProps = { id: string; entry: HoursEntry; text: string; saveState: SaveState };

/**
 * The line under a day's field: why a value is refused, that a non-number counts as 0, or how saving
 * goes (saving…, saved, not saved). Screen readers hear changes politely, as the field's description.
 */
export function DayStatus({ id, entry, text, saveState }: DayStatusProps) {
  const { t } = useTranslation(["planner", "errors"]);
  const message = statusMessage();

  function statusMessage(): { tone: "error" | "muted" | "success"; icon?: typeof Check; text: string } | null {
    if (entry.status !== "valid")
      return {
        tone: "error",
        icon: CircleAlert,
        text: `${t(`errors:${REFUSAL_KEYS[entry.status]}`)} ${t("status.notSaved")}`,
      };
    if (saveState === "failed") return { tone: "error", icon: CircleAlert, text: t("status.failed") };
    if (!entry.isNumber && text.trim() !== "") return { tone: "muted", text: t("status.notNumber") };
    if (saveState === "saving") return { tone: "muted", icon: LoaderCircle, text: t("status.saving") };
    if (saveState === "saved") return { tone: "success", icon: Check, text: t("status.saved") };
    return null;
  }

  const Icon = message?.icon;
  return (
    <p
      id={id}
      aria-live="polite"
      className={cn(
        "col-start-1 row-start-2 flex items-start gap-1.5 text-xs leading-5 lg:min-h-5",
        message?.tone === "error" && "text-destructive",
        message?.tone === "muted" && "text-muted-foreground",
        message?.tone === "success" && "text-emerald-700 dark:text-emerald-400",
      )}
    >
      {Icon ? (
        <Icon aria-hidden className={cn("mt-0.5 size-3.5 shrink-0", Icon === LoaderCircle && "animate-spin")} />
      ) : null}
      {message?.text}
    </p>
  );
}
