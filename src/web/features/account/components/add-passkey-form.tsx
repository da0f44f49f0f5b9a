import { AddPasskeySchema, PASSKEY_NAME_MAX_LENGTH } from "@shared/schemas/two-factor";
import { Fingerprint, Loader2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { PasswordField } from "@/components/password-field";
import { Button } from "@/components/ui/button";
import { checkForm, type FieldErrors } from "@/lib/field-errors";
import { PasskeyCeremonyError } from "@/lib/passkey-ceremony-error";
import { showErrorToast } from "@/lib/show-error-toast";
import { twoFactorErrorKey } from "@/lib/two-factor-error-key";
import { useSubmitOnce } from "@/lib/use-submit-once";
import { passkeysModule, useAddPasskey } from "../api/passkeys";

type Field = "name" | "password";
const EMPTY: Record<Field, string> = { name: "", password: "" };

/**
 * "Add a passkey": its name and the current password, then the browser's own dialog (the device's
 * fingerprint, face or PIN). WebAuthn's code is fetched when the form is first touched.
 */
export function AddPasskeyForm() {
  const { t } = useTranslation(["two-factor", "errors"]);
  const add = useAddPasskey();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const { handleSubmit, isSubmitting } = useSubmitOnce((event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const focus = (field: Field) => (form.elements.namedItem(field) as HTMLInputElement | null)?.focus();
    const checked = checkForm(AddPasskeySchema, values);
    setErrors(checked.errors);
    if (!checked.data) {
      focus(checked.errors.name ? "name" : "password");
      return;
    }
    return add.mutateAsync(checked.data).then(
      () => {
        setValues(EMPTY);
        toast.success(t("passkeys.added"));
      },
      (failure: unknown) => {
        if (failure instanceof PasskeyCeremonyError && failure.code === "PASSKEY_CANCELLED") return;
        const key = twoFactorErrorKey(failure);
        if (key === "errors:auth.wrongPassword") {
          setErrors({ password: "auth.wrongPassword" });
          return focus("password");
        }
        showErrorToast(t, key);
      },
    );
  });

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      onFocus={() => void passkeysModule.load().catch(() => undefined)}
      aria-busy={isSubmitting || undefined}
      className="flex flex-col gap-4"
    >
      <FormField
        label={t("passkeys.name")}
        name="name"
        autoComplete="off"
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        hint={t("passkeys.nameHint")}
        value={values.name}
        onChange={change("name")}
        error={errors.name && t(`errors:${errors.name}`)}
        required
      />
      <PasswordField
        label={t("passkeys.password")}
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={change("password")}
        error={errors.password && t(`errors:${errors.password}`)}
        required
      />
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {isSubmitting ? <Loader2 aria-hidden className="animate-spin" /> : <Fingerprint aria-hidden />}
        {isSubmitting ? t("passkeys.adding") : t("passkeys.add")}
      </Button>
    </form>
  );
}
