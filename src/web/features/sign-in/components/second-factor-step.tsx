import { BackupCodeSchema, TotpCodeSchema, TRUSTED_DEVICE_DAYS } from "@shared/schemas/two-factor";
import { Loader2, ShieldCheck } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { useLocale } from "@/lib/locale-context";
import { showErrorToast } from "@/lib/show-error-toast";
import { twoFactorErrorKey } from "@/lib/two-factor-error-key";
import { useSubmitOnce } from "@/lib/use-submit-once";
import { useVerifySecondFactor } from "../api/second-factor";

type Kind = "app" | "backup";

/** Refusals that end this sign-in: it has to start again with the password. */
const START_AGAIN = new Set(["two-factor:errors.signInExpired", "two-factor:errors.locked"]);

type SecondFactorStepProps = { onSignedIn: () => void; onStartAgain: () => void };

/**
 * The sign-in's second step for an account with two-factor on: the authenticator app's code, or a
 * backup code, and whether to trust this browser for 30 days. Its texts (two-factor namespace) are
 * loaded before the sign-in form shows it.
 */
export function SecondFactorStep({ onSignedIn, onStartAgain }: SecondFactorStepProps) {
  const { t } = useTranslation(["two-factor", "errors"]);
  const locale = useLocale();
  const verify = useVerifySecondFactor();
  const [kind, setKind] = useState<Kind>("app");
  const [code, setCode] = useState("");
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const codeRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const trustId = useId();

  // The field is what the person needs next, after the password step and after switching the kind.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again whenever the kind changes
  useEffect(() => codeRef.current?.focus(), [kind]);

  const { handleSubmit, isSubmitting } = useSubmitOnce((_event: FormEvent) => {
    const checked = (kind === "app" ? TotpCodeSchema : BackupCodeSchema).safeParse(code);
    if (!checked.success) {
      setError(`two-factor:${checked.error.issues[0]?.message ?? "validation.totpCode"}`);
      codeRef.current?.focus();
      return;
    }
    return verify
      .mutateAsync({ kind, code: checked.data, trustDevice, locale })
      .then(onSignedIn, (failure: unknown) => {
        const key = twoFactorErrorKey(failure);
        if (START_AGAIN.has(key)) {
          showErrorToast(t, key);
          onStartAgain();
          return;
        }
        setError(key);
        codeRef.current?.select();
      });
  });

  const switchKind = () => {
    setKind((current) => (current === "app" ? "backup" : "app"));
    setCode("");
    setError(undefined);
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-busy={isSubmitting || undefined}
      aria-labelledby={headingId}
      className="grid gap-4"
    >
      <div className="grid gap-1">
        <h2 id={headingId} className="flex items-center gap-2 font-semibold">
          <ShieldCheck aria-hidden className="size-5 text-primary" />
          {t("signIn.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t(kind === "app" ? "signIn.appHint" : "signIn.backupHint")}</p>
      </div>
      <FormField
        ref={codeRef}
        key={kind}
        label={t(kind === "app" ? "signIn.appCode" : "signIn.backupCode")}
        name={kind === "app" ? "totpCode" : "backupCode"}
        autoComplete="one-time-code"
        inputMode={kind === "app" ? "numeric" : "text"}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={kind === "app" ? 9 : 13}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
        error={error && t(error)}
        required
      />
      <div className="flex items-start gap-3">
        <input
          id={trustId}
          type="checkbox"
          name="trustDevice"
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
          aria-describedby={`${trustId}-hint`}
          className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor={trustId}>{t("signIn.trustDevice", { days: TRUSTED_DEVICE_DAYS })}</Label>
          <span id={`${trustId}-hint`} className="text-xs text-muted-foreground">
            {t("signIn.trustDeviceHint", { days: TRUSTED_DEVICE_DAYS })}
          </span>
        </div>
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 aria-hidden className="animate-spin" /> : null}
        {isSubmitting ? t("signIn.verifying") : t("signIn.submit")}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={switchKind}>
          {t(kind === "app" ? "signIn.useBackup" : "signIn.useApp")}
        </Button>
        <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={onStartAgain}>
          {t("signIn.back")}
        </Button>
      </div>
    </form>
  );
}
