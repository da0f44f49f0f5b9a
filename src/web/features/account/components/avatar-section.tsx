import { AVATAR_TYPES } from "@shared/schemas/account";
import { ImageUp, Loader2, Trash2 } from "lucide-react";
import { type ChangeEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { apiErrorKey } from "@/lib/api-error-key";
import type { SessionUser } from "@/lib/auth-client";
import { showErrorToast } from "@/lib/show-error-toast";
import { useRemoveAvatar, useUploadAvatar } from "../api/update-avatar";
import { checkAvatarFile } from "../check-avatar-file";
import { UserAvatar } from "./user-avatar";

/** Upload, replace or remove the profile picture (PNG, JPEG or WebP up to 2 MB). */
export function AvatarSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation(["settings", "errors"]);
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const isBusy = upload.isPending || remove.isPending;

  const showError = (key: string) => showErrorToast(t, key);

  const handleFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same file again must fire another change
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      showError(problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(t("account.picture.uploaded")),
      onError: (error) => showError(apiErrorKey(error)),
    });
  };

  const handleRemove = () => {
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t("account.picture.removed")),
      onError: (error) => showError(apiErrorKey(error)),
    });
  };

  return (
    <SectionCard title={t("account.picture.title")} description={t("account.picture.description")}>
      <div className="flex items-center gap-4 sm:gap-5">
        <div className="relative shrink-0">
          <UserAvatar user={user} className="size-20 text-2xl ring-1 ring-border" />
          {isBusy ? (
            <span className="absolute inset-0 flex items-center justify-center rounded-full bg-background/70">
              <Loader2 aria-hidden className="size-6 animate-spin text-primary" />
            </span>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2" aria-busy={isBusy}>
          <input
            ref={inputRef}
            type="file"
            accept={AVATAR_TYPES.join(",")}
            onChange={handleFileChange}
            className="hidden"
            tabIndex={-1}
            aria-hidden
          />
          <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={isBusy}>
            {upload.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <ImageUp aria-hidden />}
            {upload.isPending
              ? t("account.picture.uploading")
              : user.image
                ? t("account.picture.change")
                : t("account.picture.upload")}
          </Button>
          {user.image ? (
            <ConfirmDialog
              trigger={
                <Button variant="ghost" disabled={isBusy} className="text-destructive hover:text-destructive">
                  <Trash2 aria-hidden />
                  {remove.isPending ? t("account.picture.removing") : t("account.picture.remove")}
                </Button>
              }
              title={t("account.picture.removeTitle")}
              description={t("account.picture.removeText")}
              confirmLabel={t("account.picture.remove")}
              cancelLabel={t("cancel")}
              onConfirm={handleRemove}
            />
          ) : null}
        </div>
      </div>
    </SectionCard>
  );
}
