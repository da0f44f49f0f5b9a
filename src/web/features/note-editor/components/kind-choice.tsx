import { NOTE_CATEGORIES, type NoteCategory } from "@shared/constants";
import { RadioGroup } from "radix-ui";
import { useTranslation } from "react-i18next";
import { CATEGORY_ICONS, parseNoteTab } from "@/features/notes";
import { cn } from "@/lib/cn";

/** Task, shopping list or note, as a row of three radio buttons (arrow keys move between them). */
export function KindChoice({ value, onChange }: { value: NoteCategory; onChange: (value: NoteCategory) => void }) {
  const { t } = useTranslation("notes");
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(next) => onChange(parseNoteTab(next))}
      aria-label={t("form.kind")}
      orientation="horizontal"
      className="grid grid-cols-3 gap-2"
    >
      {NOTE_CATEGORIES.map((category) => {
        const Icon = CATEGORY_ICONS[category];
        return (
          <RadioGroup.Item
            key={category}
            value={category}
            className={cn(
              "flex min-h-16 flex-col items-center justify-center gap-1 rounded-lg border px-1 py-2 text-center text-xs leading-tight font-medium transition-colors outline-none",
              "text-muted-foreground hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50",
              "data-[state=checked]:border-primary data-[state=checked]:bg-primary/10 data-[state=checked]:text-foreground",
            )}
          >
            <Icon aria-hidden className="size-4" />
            {t(`kinds.${category}`)}
          </RadioGroup.Item>
        );
      })}
    </RadioGroup.Root>
  );
}
