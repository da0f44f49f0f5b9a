import { ITEM_NAME_MAX } from "@shared/schemas/note";
import { Plus } from "lucide-react";
import { type FormEvent, type Ref, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type AddItemFormProps = {
  /** Receives the trimmed name; returns a function to put the text back if the server refuses. */
  onAdd: (name: string, restore: () => void) => void;
  inputRef: Ref<HTMLInputElement>;
};

/**
 * The add-item field (Enter or the button; the button waits for something other than spaces). On a phone
 * it sits in a bar fixed to the bottom of the screen, within reach of the thumb. Focus stays in the field,
 * so the next item can be typed at once.
 */
export function AddItemForm({ onAdd, inputRef }: AddItemFormProps) {
  const { t } = useTranslation("shopping");
  const inputId = useId();
  const [name, setName] = useState("");
  const isBlank = name.trim() === "";

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === "") return;
    setName("");
    onAdd(trimmed, () => setName((current) => (current === "" ? trimmed : current)));
  };

  return (
    <form
      onSubmit={handleSubmit}
      className="flex flex-col gap-2 max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:z-20 max-sm:border-t max-sm:bg-background/95 max-sm:px-4 max-sm:pt-3 max-sm:pb-[max(0.75rem,env(safe-area-inset-bottom))] max-sm:shadow-[0_-4px_16px_-8px_rgb(0_0_0/0.25)] max-sm:backdrop-blur"
    >
      <Label htmlFor={inputId} className="max-sm:sr-only">
        {t("add.label")}
      </Label>
      <div className="flex gap-2">
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
