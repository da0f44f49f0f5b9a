import { TotpCodeSchema } from "@shared/schemas/two-factor";
import { Copy, Loader2 } from "lucide-react";
import { type FormEvent, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { PasswordField } from "@/components/password-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { copyToClipboard } from "@/lib/copy-to-clipboard";
import { lazyWhenOnline } from "@/lib/lazy-when-online";
import { twoFactorErrorKey } from "@/lib/two-factor-error-key";
import { useSubmitOnce } from "@/lib/use-submit-once";
import { useConfirmTwoFactor, useStartTwoFactor } from "../api/two-factor";
import { BackupCodes } from "./backup-codes";

// The QR encoder is a chunk of its own, fetched when the secret is there to show.
const TotpQrCode = lazyWhenOnline(() => import("./totp-qr-code"));

type Step =
  | { name: "password" }
  | { name: "scan"; totpURI: string; backupCodes: string[] }
  | { name: "codes"; backupCodes: string[] };

type SetupProps = { isOpen: boolean; onOpenChange: (open: boolean) => void; email: string };

/**
 * Turning two-factor sign-in on: the password; then the secret as a QR code and as text, confirmed
 * with the app's first code (until then nothing changes); then the backup codes, shown this once.
 * A click outside does not close it (the codes would be gone); Cancel, Done and Escape do.
 */
export function TwoFactorSetupDialog({ isOpen, onOpenChange, email }: SetupProps) {
  const { t } = useTranslation("two-factor");
  const [step, setStep] = useState<Step>({ name: "password" });
  const handleOpenChange = (open: boolean) => {
    onOpenChange(open);
    if (!open) setStep({ name: "password" });
  };
  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogContent
        closeLabel={t("twoFactor.cancel")}
        onInteractOutside={(event) => event.preventDefault()}
        className="max-h-[calc(100dvh-2rem)] min-w-0 overflow-y-auto"
      >
        <DialogHeader className="pr-8 text-left">
          <DialogTitle>{t(step.name === "codes" ? "twoFactor.setup.codesTitle" : "twoFactor.setup.title")}</DialogTitle>
          <DialogDescription>
            {t(
              step.name === "password"
                ? "twoFactor.setup.passwordStep"
                : step.name === "scan"
                  ? "twoFactor.setup.scanStep"
                  : "twoFactor.setup.codesStep",
            )}
          </DialogDescription>
        </DialogHeader>
        {step.name === "password" ? (
          <PasswordStep onStarted={(started) => setStep({ name: "scan", ...started })} />
        ) : null}
        {step.name === "scan" ? (
          <ScanStep
            totpURI={step.totpURI}
            onConfirmed={() => setStep({ name: "codes", backupCodes: step.backupCodes })}
          />
        ) : null}
        {step.name === "codes" ? (
          <>
            <BackupCodes codes={step.backupCodes} email={email} />
            <Button type="button" className="justify-self-end" onClick={() => handleOpenChange(false)}>
              {t("twoFactor.setup.done")}
            </Button>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function PasswordStep({ onStarted }: { onStarted: (started: { totpURI: string; backupCodes: string[] }) => void }) {
  const { t } = useTranslation(["two-factor", "errors"]);
  const start = useStartTwoFactor();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const { handleSubmit, isSubmitting } = useSubmitOnce((_event: FormEvent) => {
    if (!password) {
      setError("errors:validation.required");
      inputRef.current?.focus();
      return;
    }
    return start.mutateAsync(password).then(onStarted, (failure: unknown) => {
      setError(twoFactorErrorKey(failure));
      inputRef.current?.select();
    });
  });
  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting || undefined} className="grid gap-4">
      <PasswordField
        ref={inputRef}
        autoFocus
        label={t("twoFactor.password")}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(undefined);
        }}
        error={error && t(error)}
        required
      />
      <SubmitButton isSubmitting={isSubmitting} label={t("twoFactor.setup.continue")} />
    </form>
  );
}

function ScanStep({ totpURI, onConfirmed }: { totpURI: string; onConfirmed: () => void }) {
  const { t } = useTranslation(["two-factor", "errors"]);
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  const { handleSubmit, isSubmitting } = useSubmitOnce((_event: FormEvent) => {
    const checked = TotpCodeSchema.safeParse(code);
    if (!checked.success) {
      setError(`two-factor:${checked.error.issues[0]?.message ?? "validation.totpCode"}`);
      inputRef.current?.focus();
      return;
    }
    return confirm.mutateAsync(checked.data).then(onConfirmed, (failure: unknown) => {
      setError(twoFactorErrorKey(failure));
      inputRef.current?.select();
    });
  });
  const copySecret = () =>
    copyToClipboard(secret).then(
      () => toast.success(t("twoFactor.setup.secretCopied")),
      () => toast.error(t("twoFactor.setup.copyFailed")),
    );
  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting || undefined} className="grid gap-4">
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <Suspense
          fallback={
            <div
              role="status"
              aria-label={t("twoFactor.setup.loadingQr")}
              className="size-48 shrink-0 rounded-md bg-muted"
            />
          }
        >
          <TotpQrCode uri={totpURI} label={t("twoFactor.setup.qrLabel")} />
        </Suspense>
        <div className="grid min-w-0 gap-2 self-stretch">
          <span className="text-sm font-medium">{t("twoFactor.setup.secret")}</span>
          <code
            data-testid="totp-secret"
            className="rounded-md border bg-muted/40 px-3 py-2 font-mono text-sm break-all select-all"
          >
            {secret.replace(/(.{4})(?=.)/g, "$1 ")}
          </code>
          <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={copySecret}>
            <Copy aria-hidden />
            {t("twoFactor.setup.copySecret")}
          </Button>
        </div>
      </div>
      <FormField
        ref={inputRef}
        label={t("twoFactor.setup.code")}
        name="totpCode"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={9}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
        error={error && t(error)}
        required
      />
      <SubmitButton isSubmitting={isSubmitting} label={t("twoFactor.setup.confirm")} />
    </form>
  );
}

function SubmitButton({ isSubmitting, label }: { isSubmitting: boolean; label: string }) {
  const { t } = useTranslation("two-factor");
  return (
    <Button type="submit" className="justify-self-end" disabled={isSubmitting}>
      {isSubmitting ? <Loader2 aria-hidden className="animate-spin" /> : null}
      {isSubmitting ? t("twoFactor.setup.working") : label}
    </Button>
  );
}
