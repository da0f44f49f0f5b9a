import { DELETE_CONFIRM_WORD } from "@shared/constants";
import { Loader2, Trash2 } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { apiErrorKey } from "@/lib/api-error-key";
import { useDeleteData } from "../api/delete-data";

/** Deletes every note, tag, shopping item and planner row once the user types DELETE exactly. */
export function DeleteDataDialog() {
  const { t } = useTranslation(["settings", "errors"]);
  const deleteData = useDeleteData();
  const [isOpen, setIsOpen] = useState(false);
  const [word, setWord] = useState("");
  const [isWrongWord, setIsWrongWord] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const handleOpenChange = (open: boolean) => {
    if (deleteData.isPending) return;
    setIsOpen(open);
    setWord("");
    setIsWrongWord(false);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (word !== DELETE_CONFIRM_WORD) {
      setIsWrongWord(true);
      inputRef.current?.focus();
      toast.error(t("errors:title"), { description: t("errors:validation.typeDelete") });
      return;
    }
    deleteData.mutate(DELETE_CONFIRM_WORD, {
      onSuccess: () => {
        setIsOpen(false);
        setWord("");
        toast.success(t("delete.data.done"));
      },
      onError: (error) =>
        toast.error(t("errors:title"), { description: t(apiErrorKey(error), { defaultValue: t("errors:internal") }) }),
    });
  };

  return (
    <AlertDialog open={isOpen} onOpenChange={handleOpenChange}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive" className="self-start">
          <Trash2 aria-hidden />
          {t("delete.data.open")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onOpenAutoFocus={(event) => {
          // Straight to the confirm word; Cancel stays one Tab away.
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>{t("delete.data.dialogTitle")}</AlertDialogTitle>
            <AlertDialogDescription>{t("delete.data.dialogText")}</AlertDialogDescription>
          </AlertDialogHeader>
          <FormField
            ref={inputRef}
            label={t("delete.data.confirmLabel", { word: DELETE_CONFIRM_WORD })}
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
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deleteData.isPending}>{t("cancel")}</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={deleteData.isPending}>
              {deleteData.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Trash2 aria-hidden />}
              {deleteData.isPending ? t("deleting") : t("delete.data.confirm")}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
