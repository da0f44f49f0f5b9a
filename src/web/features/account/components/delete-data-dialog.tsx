import { DELETE_CONFIRM_WORDS } from "@shared/constants";
import { isDeleteConfirmWord } from "@shared/schemas/account";
import { Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { DangerFormDialog } from "@/components/danger-form-dialog";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { apiErrorKey } from "@/lib/api-error-key";
import { useLocale } from "@/lib/locale-context";
import { showErrorToast } from "@/lib/show-error-toast";
import { useDeleteData } from "../api/delete-data";

/**
 * Deletes every note, tag, shopping item and planner row once the user types the shown word (VYMAZAŤ
 * in Slovak, the verb of the button) or DELETE — in any case, with or without diacritics.
 */
export function DeleteDataDialog() {
  const { t } = useTranslation(["settings", "errors"]);
  const confirmWord = DELETE_CONFIRM_WORDS[useLocale()];
  const deleteData = useDeleteData();
  const [isOpen, setIsOpen] = useState(false);
  const [word, setWord] = useState("");
  const [isWrongWord, setIsWrongWord] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const handleOpenChange = (open: boolean) => {
    setIsOpen(open);
    setWord("");
    setIsWrongWord(false);
  };

  const handleSubmit = () => {
    if (!isDeleteConfirmWord(word)) {
      setIsWrongWord(true);
      inputRef.current?.focus();
      showErrorToast(t, "errors:validation.typeDelete");
      return;
    }
    return deleteData.mutateAsync(word).then(
      () => {
        setIsOpen(false);
        setWord("");
        toast.success(t("delete.data.done"));
      },
      (error: unknown) => showErrorToast(t, apiErrorKey(error)),
    );
  };

  return (
    <DangerFormDialog
      trigger={
        <Button variant="destructive" className="self-start">
          <Trash2 aria-hidden />
          {t("delete.data.open")}
        </Button>
      }
      title={t("delete.data.dialogTitle")}
      description={t("delete.data.dialogText")}
      submitLabel={t("delete.data.confirm")}
      pendingLabel={t("deleting")}
      cancelLabel={t("cancel")}
      icon={Trash2}
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      onSubmit={handleSubmit}
      inputRef={inputRef}
    >
      <FormField
        ref={inputRef}
        label={t("delete.data.confirmLabel", { word: confirmWord })}
        name="confirm"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={word}
        onChange={(event) => {
          setWord(event.target.value);
          setIsWrongWord(false);
        }}
        error={isWrongWord ? t("errors:validation.typeDelete") : undefined}
      />
    </DangerFormDialog>
  );
}
