import type { RememberedItem } from "@shared/shopping-memory";
import { type KeyboardEvent, type RefObject, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { useCategoryNames } from "../use-category-names";

type ItemNameComboboxProps = {
  id: string;
  value: string;
  onChange: (name: string) => void;
  /** What to offer for the text as it is now (suggestItems, shared/shopping-memory.ts). */
  suggestions: readonly RememberedItem[];
  inputRef: RefObject<HTMLInputElement | null>;
  placeholder: string;
  maxLength: number;
};

/**
 * The add field as a combobox (WAI-ARIA's list autocomplete): while the person types, their own earlier
 * items show in a listbox under it (above it on a phone, where the field sits at the bottom). Down and
 * Up move through them, Enter takes the one marked, Escape closes the list; a pointer takes one too.
 * Enter with nothing marked submits the form as typed.
 */
export function ItemNameCombobox({
  id,
  value,
  onChange,
  suggestions,
  inputRef,
  placeholder,
  maxLength,
}: ItemNameComboboxProps) {
  const { t } = useTranslation("shopping");
  const { labelOf } = useCategoryNames();
  const listId = useId();
  const [isDismissed, setIsDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const isOpen = !isDismissed && suggestions.length > 0;
  const activeIndex = active < suggestions.length ? active : -1;

  const handleChange = (name: string) => {
    setIsDismissed(false);
    setActive(-1);
    onChange(name);
  };

  const pick = (item: RememberedItem) => {
    onChange(item.name);
    setIsDismissed(true);
    setActive(-1);
    inputRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setIsDismissed(false);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + suggestions.length + 1) % (suggestions.length + 1));
      return;
    }
    const picked = suggestions[activeIndex];
    if (event.key === "Enter" && isOpen && picked) {
      event.preventDefault();
      pick(picked);
    } else if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      event.stopPropagation();
      setIsDismissed(true);
      setActive(-1);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div className="relative min-w-0 sm:flex-1">
      <Input
        ref={inputRef}
        id={id}
        name="item"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={isOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={value}
        onChange={(event) => handleChange(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={() => setIsDismissed(true)}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t("add.suggestions")}
        hidden={!isOpen}
        className="absolute inset-x-0 z-30 max-h-60 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md max-sm:bottom-full max-sm:mb-1 sm:top-full sm:mt-1"
      >
        {suggestions.map((item, index) => (
          // The keyboard works from the field (aria-activedescendant), so an option takes no focus itself.
          // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on the field takes the marked option
          <div
            key={item.name}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            // Keeps the focus in the field: the list closes on blur.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(item)}
            className={cn(
              "flex cursor-pointer items-baseline justify-between gap-3 rounded-sm px-2 py-2 text-sm",
              index === activeIndex ? "bg-accent text-accent-foreground" : "hover:bg-accent/60",
            )}
          >
            <span className="min-w-0 wrap-anywhere">{item.name}</span>
            {item.category === null ? null : (
              <span className="shrink-0 text-xs text-muted-foreground">{labelOf(item.category)}</span>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
