import { ArrowRight, NotebookPen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalePath } from "@/features/language/locale-context";
import { cn } from "@/lib/cn";
import { overviewCardClass } from "./home-overview";

/** An invitation to the quick notes page (the widget itself comes with the quick-notes issue). */
export function QuickNotesCard() {
  const { t } = useTranslation("home");
  const localePath = useLocalePath();
  return (
    <Link
      to={localePath("/quick-notes")}
      className={cn(
        overviewCardClass,
        "group outline-none transition-colors hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50",
      )}
    >
      <span className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
        {t("quickNotes.title")}
        <NotebookPen aria-hidden className="size-4" />
      </span>
      <span className="flex-1 text-pretty max-sm:text-sm">{t("quickNotes.text")}</span>
      <span className="flex items-center gap-1.5 text-sm font-medium text-primary">
        <span className="max-sm:sr-only">{t("quickNotes.open")}</span>
        <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </Link>
  );
}
