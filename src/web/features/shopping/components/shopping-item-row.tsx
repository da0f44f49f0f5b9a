import type { ShoppingItem } from "@shared/schemas/note";
import { Check, Trash2 } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { isSavedItem } from "../list-summary";

type ShoppingItemRowProps = {
  item: ShoppingItem;
  onToggle: (item: ShoppingItem) => void;
  onDelete: (item: ShoppingItem) => void;
  toggleRef?: Ref<HTMLButtonElement>;
  deleteRef?: Ref<HTMLButtonElement>;
  /** A control for the item's category (open items), before the delete button. */
  categoryControl?: ReactNode;
};

/**
 * One item: the circle ticks it off (or back on), the tag (open items) moves it to another category,
 * the bin deletes it. A draft waits for the server first.
 */
export function ShoppingItemRow({
  item,
  onToggle,
  onDelete,
  toggleRef,
  deleteRef,
  categoryControl,
}: ShoppingItemRowProps) {
  const { t } = useTranslation("shopping");
  const isSaved = isSavedItem(item);
  return (
    <li
      className={cn(
        "group flex min-h-12 items-center gap-1 px-1.5 py-1 transition-opacity sm:px-2",
        !isSaved && "opacity-60",
      )}
      aria-busy={!isSaved || undefined}
    >
      <button
        ref={toggleRef}
        type="button"
        onClick={() => onToggle(item)}
        disabled={!isSaved}
        aria-label={t(item.completed ? "item.markOpen" : "item.markDone", { name: item.name })}
        className="flex size-10 shrink-0 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-wait"
      >
        <span
          aria-hidden
          className={cn(
            "flex size-5 items-center justify-center rounded-full border-2 transition-colors",
            item.completed
              ? "border-primary bg-primary text-primary-foreground"
              : "border-muted-foreground/60 group-hover:border-primary",
          )}
        >
          {item.completed ? <Check className="size-3.5" strokeWidth={3} /> : null}
        </span>
      </button>
      <span
        className={cn(
          "min-w-0 flex-1 py-2 wrap-anywhere",
          item.completed && "text-muted-foreground line-through decoration-muted-foreground/70",
        )}
      >
        {item.name}
        {isSaved ? null : <span className="sr-only"> ({t("item.saving")})</span>}
      </span>
      {isSaved ? categoryControl : null}
      <Button
        ref={deleteRef}
        variant="ghost"
        size="icon"
        onClick={() => onDelete(item)}
        disabled={!isSaved}
        aria-label={t("item.delete", { name: item.name })}
        className="size-10 shrink-0 text-muted-foreground hover:text-destructive"
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}
