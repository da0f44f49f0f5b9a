import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { type TagList, tint } from "@/features/notes";
import { cn } from "@/lib/cn";
import { useLocalePath } from "@/lib/locale-context";
import { isCreationPending, usePendingCreations } from "@/lib/pending-creations";

type TagToggleChipsProps = {
  tags: TagList;
  selected: string[];
  error?: string | undefined;
  onChange: (selected: string[]) => void;
};

/** The user's tags as toggle buttons (aria-pressed) in their colours. */
export function TagToggleChips({ tags, selected, error, onChange }: TagToggleChipsProps) {
  usePendingCreations(); // a draft that settles re-renders as saved
  const { t } = useTranslation("notes");
  const localePath = useLocalePath();

  const handleToggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((tagId) => tagId !== id) : [...selected, id]);

  return (
    // min-w-0: a fieldset is at least as wide as its content by default, so a long tag name would widen the dialog.
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{t("form.tags")}</legend>
      {tags.status === "pending" ? (
        <div aria-hidden className="flex gap-2">
          <Skeleton className="h-8 w-20 rounded-full" />
          <Skeleton className="h-8 w-16 rounded-full" />
        </div>
      ) : tags.status === "error" ? (
        <p className="text-sm text-muted-foreground">{t("form.tagsLoadError")}</p>
      ) : tags.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t("form.noTags")}{" "}
          <Link
            to={localePath("/settings?view=tags")}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("form.manageTags")}
          </Link>
        </p>
      ) : (
        <div className="flex min-w-0 flex-wrap gap-2">
          {tags.items.map((tag) => {
            const isSelected = selected.includes(tag.id);
            return (
              <button
                key={tag.id}
                type="button"
                aria-pressed={isSelected}
                // A long name is cut with an ellipsis; hovering shows it whole, and keyboard focus unfolds it.
                title={tag.name}
                // A tag still being created is not the server's yet: a note cannot carry it.
                disabled={isCreationPending(tag.id)}
                onClick={() => handleToggle(tag.id)}
                className={cn(
                  "group/tag inline-flex min-h-8 max-w-full min-w-0 items-center gap-1.5 rounded-full border px-3 py-1 text-sm transition-colors outline-none",
                  "hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50",
                  isSelected && "font-medium",
                )}
                style={isSelected ? { borderColor: tag.color, backgroundColor: tint(tag.color, 18) } : undefined}
              >
                <span aria-hidden className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: tag.color }} />
                <span className="truncate text-left group-focus-visible/tag:whitespace-normal group-focus-visible/tag:wrap-anywhere">
                  {tag.name}
                </span>
                {isSelected ? <Check aria-hidden className="size-3.5 shrink-0" /> : null}
              </button>
            );
          })}
        </div>
      )}
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
    </fieldset>
  );
}
