import { DELETE_CONFIRM_WORDS } from "@shared/constants";
import { Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { apiErrorKey } from "@/lib/api-error-key";
import { useLocale } from "@/lib/locale-context";
import { showErrorToast } from "@/lib/show-error-toast";
import { type DeleteConfirmWord, useDeleteData } from "../api/delete-data";
import { DangerFormDialog } from "./danger-form-dialog";

/** Words that confirm: the screen's own (ZMAZAŤ in Slovak) and DELETE, which works in both languages. */
function isConfirmWord(typed: string, shown: DeleteConfirmWord): typed is DeleteConfirmWord {
  return typed === shown || typed === DELETE_CONFIRM_WORDS.en;
}

/** Deletes every note, tag, shopping item and planner row once the user types the shown word exactly. */
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
    if (!isConfirmWord(word, confirmWord)) {
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
