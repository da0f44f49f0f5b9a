import { KeyRound, ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useNewBackupCodes, useTurnOffTwoFactor } from "../api/two-factor";
import { BackupCodes } from "./backup-codes";
import { PasswordConfirmDialog } from "./password-confirm-dialog";
import { TwoFactorSetupDialog } from "./two-factor-setup-dialog";

/**
 * Settings → Account → Two-factor authentication: on or off, and what can be done from there — turn
 * it on (TwoFactorSetupDialog), make new backup codes, turn it off; each needs the password.
 */
export function TwoFactorSection({ email, isOn }: { email: string; isOn: boolean }) {
  const { t } = useTranslation("two-factor");
  const turnOff = useTurnOffTwoFactor();
  const newCodes = useNewBackupCodes();
  const [isSettingUp, setIsSettingUp] = useState(false);
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  const StatusIcon = isOn ? ShieldCheck : ShieldOff;

  return (
    <SectionCard title={t("twoFactor.title")} description={t("twoFactor.description")}>
      <p className="flex items-start gap-2 text-sm" data-testid="two-factor-status">
        <StatusIcon aria-hidden className={isOn ? "mt-0.5 size-4 shrink-0 text-primary" : "mt-0.5 size-4 shrink-0"} />
        <span>{t(isOn ? "twoFactor.isOn" : "twoFactor.isOff")}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        {isOn ? (
          <>
            <PasswordConfirmDialog
              trigger={
                <Button type="button" variant="outline">
                  <KeyRound aria-hidden />
                  {t("twoFactor.newBackupCodes")}
                </Button>
              }
              title={t("twoFactor.regenerate.title")}
              description={t("twoFactor.regenerate.description")}
              submitLabel={t("twoFactor.regenerate.submit")}
              onConfirm={(password) => newCodes.mutateAsync(password).then(setFreshCodes)}
            />
            <PasswordConfirmDialog
              trigger={
                <Button type="button" variant="outline">
                  <ShieldOff aria-hidden />
                  {t("twoFactor.turnOff")}
                </Button>
              }
              title={t("twoFactor.off.title")}
              description={t("twoFactor.off.description")}
              submitLabel={t("twoFactor.off.submit")}
              isDestructive
              onConfirm={(password) => turnOff.mutateAsync(password).then(() => toast.success(t("twoFactor.off.done")))}
            />
          </>
        ) : (
          <Button type="button" onClick={() => setIsSettingUp(true)}>
            <ShieldCheck aria-hidden />
            {t("twoFactor.turnOn")}
          </Button>
        )}
      </div>
      <TwoFactorSetupDialog isOpen={isSettingUp} onOpenChange={setIsSettingUp} email={email} />
      <Dialog open={freshCodes !== null} onOpenChange={(open) => !open && setFreshCodes(null)}>
        <DialogContent closeLabel={t("twoFactor.cancel")} onInteractOutside={(event) => event.preventDefault()}>
          <DialogHeader className="pr-8 text-left">
            <DialogTitle>{t("twoFactor.setup.codesTitle")}</DialogTitle>
            <DialogDescription>{t("twoFactor.regenerate.done")}</DialogDescription>
          </DialogHeader>
          {freshCodes ? <BackupCodes codes={freshCodes} email={email} /> : null}
          <Button type="button" className="justify-self-end" onClick={() => setFreshCodes(null)}>
            {t("twoFactor.setup.done")}
          </Button>
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}
