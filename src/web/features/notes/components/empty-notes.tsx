import type { NoteCategory } from "@shared/constants";
import { ListTodo, type LucideIcon, ShoppingCart, StickyNote } from "lucide-react";
import { useTranslation } from "react-i18next";

export const CATEGORY_ICONS: Record<NoteCategory, LucideIcon> = {
  tasks: ListTodo,
  shopping: ShoppingCart,
  notes: StickyNote,
};

/** What an empty tab says, in its own words per kind. */
export function EmptyNotes({ category }: { category: NoteCategory }) {
  const { t } = useTranslation("notes");
  const Icon = CATEGORY_ICONS[category];
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-10 text-center">
      <span className="mb-1 flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon aria-hidden className="size-5" />
      </span>
      <p className="font-medium">{t(`empty.${category}.title`)}</p>
      <p className="max-w-sm text-sm text-pretty text-muted-foreground">{t(`empty.${category}.text`)}</p>
    </div>
  );
}
