import { CalendarDays, ChevronDown } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

/** localStorage: "1" while the notes calendar is folded away on a phone. */
export const CALENDAR_FOLDED_KEY = "poriadok-notes-calendar-folded";

function readFolded(): boolean {
  try {
    return localStorage.getItem(CALENDAR_FOLDED_KEY) === "1";
  } catch {
    return false; // storage refused (private mode): the calendar shows, as by default
  }
}

function writeFolded(isFolded: boolean): void {
  try {
    if (isFolded) localStorage.setItem(CALENDAR_FOLDED_KEY, "1");
    else localStorage.removeItem(CALENDAR_FOLDED_KEY);
  } catch {
    // Not remembered then; the choice still holds on this screen.
  }
}

/**
 * The notes calendar's card. On a phone a button above it folds it away (remembered on the device),
 * so the day's notes come first and the floating add button has less to cover; wider screens always
 * show it beside the notes.
 */
export function CalendarDisclosure({ children }: { children: ReactNode }) {
  const { t } = useTranslation("notes");
  const contentId = useId();
  const [isFolded, setIsFolded] = useState(readFolded);
  const handleToggle = () => {
    writeFolded(!isFolded);
    setIsFolded(!isFolded);
  };
  return (
    <div className="rounded-xl border bg-card p-3 text-card-foreground shadow-sm lg:sticky lg:top-20">
      <button
        type="button"
        aria-expanded={!isFolded}
        aria-controls={contentId}
        className={cn(
          "flex w-full items-center gap-2 rounded-md px-1 py-1.5 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:hidden",
          !isFolded && "mb-2",
        )}
        onClick={handleToggle}
      >
        <CalendarDays aria-hidden className="size-4 text-muted-foreground" />
        {t("days.calendar")}
        <ChevronDown aria-hidden className={cn("ml-auto size-4 transition-transform", !isFolded && "rotate-180")} />
      </button>
      <div id={contentId} className={cn(isFolded && "max-sm:hidden")}>
        {children}
      </div>
    </div>
  );
}
