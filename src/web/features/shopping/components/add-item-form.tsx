import { ITEM_NAME_MAX, ITEM_QUANTITY_MAX } from "@shared/schemas/note";
import type { RememberedItem } from "@shared/shopping-memory";
import { ChevronDown, Plus, Tag } from "lucide-react";
import { type FormEvent, type ReactNode, type RefObject, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { useBottomBarHeight } from "@/lib/use-bottom-bar-height";
import { useCategoryNames } from "../use-category-names";
import { CategoryPicker } from "./category-picker";
import { ItemNameCombobox } from "./item-name-combobox";

/** What the form sends: the trimmed name, the chosen category (null: remembered or Other), a quantity or null. */
export type NewItem = { name: string; category: string | null; quantity: string | null };

type AddItemFormProps = {
  /** Receives the trimmed name and the chosen category; returns a function to put the text back if the server refuses. */
  onAdd: (item: NewItem, restore: () => void) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The categories the picker offers, in order. */
  categories: readonly string[];
  /** The person's earlier items to suggest for the text typed so far. */
  suggestionsFor: (typed: string) => readonly RememberedItem[];
  /** Shown above the field, in the same bar (the offer to add to an item already on the list). */
  children?: ReactNode;
};

/**
 * The add-item field (Enter or the button; the button waits for something other than spaces) with its
 * category, which stays chosen for the next items — a run of dairy, then a run of bakery. On a phone it
 * sits in a bar fixed to the bottom of the screen, within reach of the thumb. Focus stays in the field.
 * The name suggests the person's earlier items as they type; the optional quantity ("2 l", "3×") is a
 * field of its own, so it is shown apart from the name.
 */
export function AddItemForm({ onAdd, inputRef, categories, suggestionsFor, children }: AddItemFormProps) {
  const { t } = useTranslation("shopping");
  const { labelOf } = useCategoryNames();
  const inputId = useId();
  const [name, setName] = useState("");
  const [quantity, setQuantity] = useState("");
  const [category, setCategory] = useState<string | null>(null);
  const isBlank = name.trim() === "";
  const categoryLabel = category === null ? t("category.none") : labelOf(category);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === "") return;
    const amount = quantity.trim();
    setName("");
    setQuantity("");
    onAdd({ name: trimmed, category, quantity: amount === "" ? null : amount }, () => {
      setName((current) => (current === "" ? trimmed : current));
      setQuantity((current) => (current === "" ? amount : current));
    });
  };

  const barRef = useRef<HTMLFormElement>(null);
  useBottomBarHeight(barRef);

  return (
    <form
      ref={barRef}
      onSubmit={handleSubmit}
      // styles.css lifts toasts above this bar on a phone, by its measured height.
      data-bottom-bar=""
      className="flex flex-col gap-2 max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:z-20 max-sm:border-t max-sm:bg-background/95 max-sm:px-4 max-sm:pt-2 max-sm:pb-[max(0.75rem,env(safe-area-inset-bottom))] max-sm:shadow-[0_-4px_16px_-8px_rgb(0_0_0/0.25)] max-sm:backdrop-blur"
    >
      {children}
      <Label htmlFor={inputId} className="max-sm:sr-only">
        {t("add.label")}
      </Label>
      <div className="grid grid-cols-[minmax(0,1fr)_4.5rem_auto] gap-2 sm:flex">
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
              "col-span-3 h-8 max-w-full min-w-0 justify-self-start px-2.5 text-xs sm:h-10 sm:max-w-52 sm:shrink-0 sm:text-sm",
              category === null && "text-muted-foreground",
            )}
          >
            <Tag aria-hidden />
            <span className="truncate">{categoryLabel}</span>
            <ChevronDown aria-hidden className="opacity-60" />
          </Button>
        </CategoryPicker>
        <ItemNameCombobox
          id={inputId}
          value={name}
          onChange={setName}
          suggestions={suggestionsFor(name)}
          inputRef={inputRef}
          placeholder={t("add.placeholder")}
          maxLength={ITEM_NAME_MAX}
        />
        <Input
          name="quantity"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          aria-label={t("add.quantityLabel")}
          placeholder={t("add.quantityPlaceholder")}
          maxLength={ITEM_QUANTITY_MAX}
          autoComplete="off"
          className="sm:w-24 sm:shrink-0"
        />
        <Button type="submit" disabled={isBlank} className="h-10 shrink-0">
          <Plus aria-hidden />
          {t("add.submit")}
        </Button>
      </div>
    </form>
  );
}
