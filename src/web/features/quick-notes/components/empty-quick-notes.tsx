import { NotebookPen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/empty-state";

/** What the page says while there are no quick notes. */
export function EmptyQuickNotes() {
  const { t } = useTranslation("quick-notes");
  return <EmptyState icon={NotebookPen} title={t("empty.title")} text={t("empty.text")} />;
}
