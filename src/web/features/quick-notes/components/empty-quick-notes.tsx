import { NotebookPen } from "lucide-react";
import { useTranslation } from "react-i18next";

/** What the page says while there are no quick notes. */
export function EmptyQuickNotes() {
  const { t } = useTranslation("quick-notes");
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-10 text-center">
      <span className="mb-1 flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
        <NotebookPen aria-hidden className="size-5" />
      </span>
      <p className="font-medium">{t("empty.title")}</p>
      <p className="max-w-sm text-sm text-pretty text-muted-foreground">{t("empty.text")}</p>
    </div>
  );
}
