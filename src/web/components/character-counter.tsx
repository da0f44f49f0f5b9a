import { useTranslation } from "react-i18next";
import { type CharacterCount, counterText } from "@/lib/character-limit";
import { cn } from "@/lib/cn";

/**
 * "12 characters left" under a field whose text nears its limit (lib/character-limit.ts); red past
 * it. The field names it in aria-describedby, so a screen reader hears it with the field rather than
 * at every keystroke.
 */
export function CharacterCounter({ id, count }: { id: string; count: CharacterCount }) {
  const { t } = useTranslation("common");
  if (!count.isShown) return null;
  const { key, count: shown } = counterText(count);
  return (
    <p
      id={id}
      data-testid="character-counter"
      className={cn("text-right text-xs tabular-nums", count.isOver ? "text-destructive" : "text-muted-foreground")}
    >
      {t(key, { count: shown })}
    </p>
  );
}
