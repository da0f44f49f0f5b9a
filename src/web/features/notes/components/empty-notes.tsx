import type { NoteCategory } from "@shared/constants";
import { ListTodo, type LucideIcon, ShoppingCart, StickyNote } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/empty-state";

export const CATEGORY_ICONS: Record<NoteCategory, LucideIcon> = {
  tasks: ListTodo,
  shopping: ShoppingCart,
  notes: StickyNote,
};

/** What an empty tab says, in its own words per kind. */
export function EmptyNotes({ category }: { category: NoteCategory }) {
  const { t } = useTranslation("notes");
  return (
    <EmptyState
      icon={CATEGORY_ICONS[category]}
      title={t(`empty.${category}.title`)}
      text={t(`empty.${category}.text`)}
    />
  );
}
