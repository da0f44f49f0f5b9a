import { ListChecks } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/** Turns the list into a note with a checklist (its items as lines, bought ones ticked). */
export function ConvertToNoteButton({ onConvert }: { onConvert: () => void }) {
  const { t } = useTranslation("notes");
  const label = t("checklist.convertToNote");
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      className="text-muted-foreground"
      onClick={onConvert}
    >
      <ListChecks aria-hidden />
    </Button>
  );
}
