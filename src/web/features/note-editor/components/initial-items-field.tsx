import { Plus, X } from "lucide-react";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

type InitialItemsFieldProps = {
  items: string[];
  /** What is typed in the new-item box; the form adds it on submit too, so nothing typed is lost. */
  draft: string;
  error?: string | undefined;
  onDraftChange: (draft: string) => void;
  onItemsChange: (items: string[]) => void;
};

/** A new shopping list's first items: type, press Enter (or +), remove with ×. */
export function InitialItemsField({ items, draft, error, onDraftChange, onItemsChange }: InitialItemsFieldProps) {
  const { t } = useTranslation("notes");

  const handleAdd = () => {
    if (draft.trim() === "") return;
    onItemsChange([...items, draft.trim()]);
    onDraftChange("");
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    // Enter adds the item here instead of submitting the dialog.
    event.preventDefault();
    handleAdd();
  };

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{t("form.items")}</legend>
      <div className="flex gap-2">
        <Input
          aria-label={t("form.newItem")}
          placeholder={t("form.itemPlaceholder")}
          value={draft}
          enterKeyHint="enter"
          aria-invalid={error ? true : undefined}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-10"
          onClick={handleAdd}
          title={t("form.addItem")}
        >
          <Plus aria-hidden />
          <span className="sr-only">{t("form.addItem")}</span>
        </Button>
      </div>
      {items.length > 0 ? (
        <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto">
          {items.map((name, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat; the position is the identity here
              key={index}
              className="flex items-center justify-between gap-2 rounded-md border py-1 pr-1 pl-3 text-sm"
            >
              <span className="min-w-0 wrap-anywhere">{name}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8 shrink-0"
                aria-label={t("form.removeItem", { name })}
                onClick={() => onItemsChange(items.filter((_, position) => position !== index))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className="text-sm text-destructive">{error}</p>
      ) : (
        <p className="text-xs text-muted-foreground">{t("form.itemsHint")}</p>
      )}
    </fieldset>
  );
}
