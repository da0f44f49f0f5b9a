import { Fingerprint, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LoadError, LoadingPlaceholder } from "@/components/load-state";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format-date";
import { showErrorToast } from "@/lib/show-error-toast";
import { twoFactorErrorKey } from "@/lib/two-factor-error-key";
import { type Passkey, usePasskeys, useRemovePasskey } from "../api/passkeys";
import { AddPasskeyForm } from "./add-passkey-form";

/** Settings → Account → Passkeys: the account's passkeys by name, each removable, and adding one. */
export function PasskeysSection() {
  const { t } = useTranslation("two-factor");
  const passkeys = usePasskeys();
  return (
    <SectionCard title={t("passkeys.title")} description={t("passkeys.description")}>
      {passkeys.isPending ? <LoadingPlaceholder label={t("passkeys.listLabel")} blocks={1} query={passkeys} /> : null}
      {passkeys.isError ? <LoadError message={t("passkeys.loadFailed")} onRetry={() => passkeys.refetch()} /> : null}
      {passkeys.data?.length === 0 ? <p className="text-sm text-muted-foreground">{t("passkeys.none")}</p> : null}
      {passkeys.data && passkeys.data.length > 0 ? (
        <ul aria-label={t("passkeys.listLabel")} className="divide-y rounded-lg border">
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      ) : null}
      <AddPasskeyForm />
    </SectionCard>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t } = useTranslation(["two-factor", "errors"]);
  const remove = useRemovePasskey();
  const name = passkey.name || t("passkeys.title");
  // Not mutate's own callbacks: the row is gone from the list (and unmounted) before they would run.
  const handleRemove = () =>
    remove.mutateAsync(passkey.id).then(
      () => toast.success(t("passkeys.removed")),
      (failure: unknown) => showErrorToast(t, twoFactorErrorKey(failure)),
    );
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <Fingerprint aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium wrap-anywhere">{name}</span>
        <span className="text-xs text-muted-foreground">
          {t("passkeys.created", { date: formatDate(new Date(passkey.createdAt)) })}
        </span>
      </div>
      <ConfirmDialog
        trigger={
          <Button type="button" variant="ghost" size="sm" aria-label={t("passkeys.removeLabel", { name })}>
            <Trash2 aria-hidden />
            <span className="max-sm:sr-only">{t("passkeys.remove")}</span>
          </Button>
        }
        title={t("passkeys.removeTitle", { name })}
        description={t("passkeys.removeDescription")}
        confirmLabel={t("passkeys.remove")}
        cancelLabel={t("passkeys.cancel")}
        onConfirm={handleRemove}
      />
    </li>
  );
}
