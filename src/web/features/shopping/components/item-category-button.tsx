import type { ShoppingItem } from "@shared/schemas/note";
import { Tag } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { categoryOf } from "../category-groups";
import { useCategoryNames } from "../use-category-names";
import { CategoryPicker } from "./category-picker";

type ItemCategoryButtonProps = {
  item: ShoppingItem;
  categories: readonly string[];
  onChange: (category: string | null) => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
};

/** The tag on an open item: opens the category menu to move the item to another group. */
export function ItemCategoryButton({ item, categories, onChange, buttonRef }: ItemCategoryButtonProps) {
  const { t } = useTranslation("shopping");
  const { labelOf } = useCategoryNames();
  const category = categoryOf(item);
  const label = t("category.ofItem", {
    name: item.name,
    category: category === null ? t("category.none") : labelOf(category),
  });
  return (
    <CategoryPicker value={category} categories={categories} onChange={onChange}>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label={label}
        title={label}
        className="size-10 shrink-0 text-muted-foreground hover:text-foreground"
      >
        <Tag aria-hidden />
      </Button>
    </CategoryPicker>
  );
}
