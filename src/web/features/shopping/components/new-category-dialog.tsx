import { ITEM_CATEGORY_MAX } from "@shared/schemas/note";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type NewCategoryDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Receives the trimmed name (never blank). */
  onCreate: (name: string) => void;
  /** Where the focus goes when the dialog closes (it has no trigger of its own). */
  focusAfterClose: () => HTMLElement | null | undefined;
};

/** Names a category of the user's own ("Spices"); the button waits for something other than spaces. */
export function NewCategoryDialog({ isOpen, onOpenChange, onCreate, focusAfterClose }: NewCategoryDialogProps) {
  const { t } = useTranslation("shopping");
  const inputId = useId();
  const [name, setName] = useState("");
  const isBlank = name.trim() === "";

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // While the dialog fades out its button can still be clicked: a closing dialog takes nothing more.
    if (isBlank || !isOpen) return;
    onCreate(name.trim());
    onOpenChange(false);
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (open) setName("");
        onOpenChange(open);
      }}
    >
      <DialogContent
        closeLabel={t("category.close")}
        className="sm:max-w-md"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const target = focusAfterClose();
          if (target?.isConnected) target.focus();
          setName("");
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("category.dialogTitle")}</DialogTitle>
          <DialogDescription>{t("category.dialogText")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor={inputId}>{t("category.nameLabel")}</Label>
            <Input
              id={inputId}
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={ITEM_CATEGORY_MAX}
              autoComplete="off"
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("category.cancel")}
            </Button>
            <Button type="submit" disabled={isBlank || !isOpen}>
              {t("category.create")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
