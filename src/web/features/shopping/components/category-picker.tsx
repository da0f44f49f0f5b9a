import { Plus } from "lucide-react";
import { type ReactElement, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { resolveCategoryInput } from "../category-groups";
import { useCategoryNames } from "../use-category-names";
import { NewCategoryDialog } from "./new-category-dialog";

/** The radio value of "no category" (real categories are never blank). */
const NONE = "";

type CategoryPickerProps = {
  value: string | null;
  /** The categories offered, in order (built-in, the user's own, those on the list). */
  categories: readonly string[];
  onChange: (category: string | null) => void;
  /** The button that opens the menu. */
  children: ReactElement;
  /**
   * Where the focus goes after a choice (e.g. back into the add field); without it the focus returns
   * to the button, or — when the choice moves the button elsewhere — is left to the list to place.
   */
  focusAfterChoice?: () => HTMLElement | null | undefined;
};

/**
 * A menu of categories (arrow keys, Enter, typing a letter) with "No category" and "New category…",
 * which asks for a name of the user's own. Built-in names typed in the dialog become their keys.
 */
export function CategoryPicker({ value, categories, onChange, children, focusAfterChoice }: CategoryPickerProps) {
  const { t } = useTranslation("shopping");
  const { labelOf } = useCategoryNames();
  const [isDialogOpen, setDialogOpen] = useState(false);
  const triggerRef = useRef<HTMLElement | null>(null);
  const isOpeningDialog = useRef(false);

  const choose = (category: string | null) => {
    if (category !== value) onChange(category);
  };

  const focusAfter = () => {
    const target = focusAfterChoice?.() ?? triggerRef.current;
    if (target?.isConnected) target.focus();
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          asChild
          ref={(element) => {
            triggerRef.current = element;
          }}
        >
          {children}
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="start"
          collisionPadding={8}
          className="w-64 max-w-[calc(100vw-1rem)]"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // The dialog takes the focus itself; otherwise put it where the next step happens.
            if (!isOpeningDialog.current) focusAfter();
            isOpeningDialog.current = false;
          }}
        >
          <DropdownMenuLabel className="text-xs text-muted-foreground">{t("category.menuTitle")}</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={value ?? NONE} onValueChange={(next) => choose(next === NONE ? null : next)}>
            {categories.map((category) => (
              <DropdownMenuRadioItem key={category} value={category}>
                <span className="truncate">{labelOf(category)}</span>
              </DropdownMenuRadioItem>
            ))}
            <DropdownMenuRadioItem value={NONE}>{t("category.none")}</DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => {
              isOpeningDialog.current = true;
              setDialogOpen(true);
            }}
          >
            <Plus aria-hidden />
            {t("category.new")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <NewCategoryDialog
        isOpen={isDialogOpen}
        onOpenChange={setDialogOpen}
        onCreate={(name) => choose(resolveCategoryInput(name, categories, labelOf))}
        focusAfterClose={() => focusAfterChoice?.() ?? triggerRef.current}
      />
    </>
  );
}
