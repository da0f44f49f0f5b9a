import type { AdminUser } from "@shared/schemas/admin";
import { ShieldCheck, ShieldOff, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { DangerFormDialog } from "@/components/danger-form-dialog";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { apiErrorKey } from "@/lib/api-error-key";
import { showErrorToast } from "@/lib/show-error-toast";
import { type AdminAction, useAdminAction } from "../api/admin-users";

/** One account's buttons: disable or enable, and delete — each asks first; none for the admin's own account. */
export function UserActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation("admin");
  if (user.isSelf) return <p className="text-sm text-muted-foreground text-pretty">{t("actions.yourself")}</p>;
  return (
    <div className="flex flex-wrap gap-2">
      <ActionDialog user={user} action={user.status === "disabled" ? "enable" : "disable"} />
      <ActionDialog user={user} action="delete" />
    </div>
  );
}

const ICONS = { disable: ShieldOff, enable: ShieldCheck, delete: Trash2 } as const;

/**
 * The confirmation of one action; disabling and enabling focus Cancel first. Deleting also asks for
 * the account's e-mail address typed out (its field focused), as deleting one's own data asks for a word.
 */
function ActionDialog({ user, action }: { user: AdminUser; action: AdminAction }) {
  const { t } = useTranslation(["admin", "errors"]);
  const run = useAdminAction();
  const [isOpen, setIsOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [isMismatch, setIsMismatch] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const isDelete = action === "delete";
  const Icon = ICONS[action];
  const { email } = user;

  const handleSubmit = () => {
    if (isDelete && typed.trim().toLowerCase() !== email.toLowerCase()) {
      setIsMismatch(true);
      inputRef.current?.focus();
      return;
    }
    return run.mutateAsync({ action, id: user.id }).then(
      () => {
        setIsOpen(false);
        toast.success(t(`actions.${action}d`, { email }));
      },
      (error: unknown) => showErrorToast(t, apiErrorKey(error)),
    );
  };

  const handleOpenChange = (open: boolean) => {
    setIsOpen(open);
    setTyped("");
    setIsMismatch(false);
  };

  return (
    <DangerFormDialog
      trigger={
        <Button
          variant={isDelete ? "destructive" : "outline"}
          size="sm"
          aria-label={t("actions.forPerson", { action: t(`actions.${action}`), email })}
        >
          <Icon aria-hidden />
          {t(`actions.${action}`)}
        </Button>
      }
      title={t(`actions.${action}Title`, { email })}
      description={t(`actions.${action}Text`)}
      submitLabel={t(`actions.${action}`)}
      pendingLabel={t("actions.working")}
      cancelLabel={t("actions.cancel")}
      icon={Icon}
      submitVariant={action === "enable" ? "default" : "destructive"}
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      onSubmit={handleSubmit}
      inputRef={isDelete ? inputRef : undefined}
    >
      {isDelete ? (
        <FormField
          ref={inputRef}
          label={t("actions.deleteLabel", { email })}
          name="confirm-email"
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setIsMismatch(false);
          }}
          error={isMismatch ? t("actions.deleteMismatch") : undefined}
        />
      ) : null}
    </DangerFormDialog>
  );
}
