import { ITEM_NAME_MAX } from "@shared/schemas/note";
import { ChevronDown, Plus, Tag } from "lucide-react";
import { type FormEvent, type RefObject, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { useCategoryNames } from "../use-category-names";
import { CategoryPicker } from "./category-picker";

export type NewItem = { name: string; category: string | null };

type AddItemFormProps = {
  /** Receives the trimmed name and the chosen category; returns a function to put the text back if the server refuses. */
  onAdd: (item: NewItem, restore: () => void) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The categories the picker offers, in order. */
  categories: readonly string[];
};

/**
 * The add-item field (Enter or the button; the button waits for something other than spaces) with its
 * category, which stays chosen for the next items — a run of dairy, then a run of bakery. On a phone it
 * sits in a bar fixed to the bottom of the screen, within reach of the thumb. Focus stays in the field.
 */
export function AddItemForm({ onAdd, inputRef, categories }: AddItemFormProps) {
  const { t } = useTranslation("shopping");
  const { labelOf } = useCategoryNames();
  const inputId = useId();
  const [name, setName] = useState("");
  const [category, setCategory] = useState<string | null>(null);
  const isBlank = name.trim() === "";
  const categoryLabel = category === null ? t("category.none") : labelOf(category);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === "") return;
    setName("");
    onAdd({ name: trimmed, category }, () => setName((current) => (current === "" ? trimmed : current)));
  };

  return (
    <form
      onSubmit={handleSubmit}
      className="flex flex-col gap-2 max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:z-20 max-sm:border-t max-sm:bg-background/95 max-sm:px-4 max-sm:pt-2 max-sm:pb-[max(0.75rem,env(safe-area-inset-bottom))] max-sm:shadow-[0_-4px_16px_-8px_rgb(0_0_0/0.25)] max-sm:backdrop-blur"
    >
      <Label htmlFor={inputId} className="max-sm:sr-only">
        {t("add.label")}
      </Label>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:flex">
        <CategoryPicker
          value={category}
          categories={categories}
          onChange={setCategory}
          focusAfterChoice={() => inputRef.current}
        >
          <Button
            type="button"
            variant="outline"
            aria-label={t("category.newItems", { category: categoryLabel })}
            className={cn(
              "col-span-2 h-8 max-w-full min-w-0 justify-self-start px-2.5 text-xs sm:h-10 sm:max-w-52 sm:shrink-0 sm:text-sm",
              category === null && "text-muted-foreground",
            )}
          >
            <Tag aria-hidden />
            <span className="truncate">{categoryLabel}</span>
            <ChevronDown aria-hidden className="opacity-60" />
          </Button>
        </CategoryPicker>
        <Input
          ref={inputRef}
          id={inputId}
          name="item"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t("add.placeholder")}
          maxLength={ITEM_NAME_MAX}
          autoComplete="off"
        />
        <Button type="submit" disabled={isBlank} className="h-10 shrink-0">
          <Plus aria-hidden />
          {t("add.submit")}
        </Button>
      </div>
    </form>
  );
}
