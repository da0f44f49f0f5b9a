import { type ProfileInput, ProfileSchema } from "@shared/schemas/account";
import { Loader2 } from "lucide-react";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import type { SessionUser } from "@/lib/auth-client";
import { authErrorKey } from "@/lib/auth-error-key";
import { checkForm, type FieldErrors } from "@/lib/field-errors";
import { showErrorToast } from "@/lib/show-error-toast";
import { useSubmitOnce } from "@/lib/use-submit-once";
import { useUpdateProfile } from "../api/update-profile";

type ProfileField = keyof ProfileInput;
const FIELD_ORDER: ProfileField[] = ["firstName", "lastName", "username"];

/** Refusals of the username that belong under the username field rather than in a toast. */
const USERNAME_ERROR_KEYS = new Set(["errors:auth.usernameTaken", "errors:validation.username"]);

function initialValues(user: SessionUser): Record<ProfileField, string> {
  return {
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    username: user.displayUsername || user.username || "",
  };
}

/** First name, last name and the unique username. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation(["settings", "errors"]);
  const updateProfile = useUpdateProfile();
  const [values, setValues] = useState(() => initialValues(user));
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});

  const handleChange = (field: ProfileField) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const { handleSubmit, isSubmitting } = useSubmitOnce((event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const { data, errors: found } = checkForm(ProfileSchema, values);
    setErrors(found);
    if (!data) {
      const firstInvalid = FIELD_ORDER.find((field) => found[field]);
      if (firstInvalid) (form.elements.namedItem(firstInvalid) as HTMLInputElement | null)?.focus();
      return;
    }
    return updateProfile.mutateAsync(data).then(
      () => toast.success(t("account.profile.saved")),
      (error: unknown) => {
        const key = authErrorKey(error);
        if (USERNAME_ERROR_KEYS.has(key)) {
          setErrors({ username: key.replace(/^errors:/, "") });
          (form.elements.namedItem("username") as HTMLInputElement | null)?.focus();
        } else {
          showErrorToast(t, key);
        }
      },
    );
  });

  const errorText = (field: ProfileField) => (errors[field] ? t(`errors:${errors[field]}`) : undefined);

  return (
    <SectionCard title={t("account.profile.title")} description={t("account.profile.description")}>
      <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting || undefined} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t("account.profile.firstName")}
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={handleChange("firstName")}
            error={errorText("firstName")}
            required
          />
          <FormField
            label={t("account.profile.lastName")}
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={handleChange("lastName")}
            error={errorText("lastName")}
            required
          />
        </div>
        <FormField
          label={t("account.profile.username")}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={30}
          value={values.username}
          onChange={handleChange("username")}
          error={errorText("username")}
          hint={t("account.profile.usernameHint")}
        />
        <Button type="submit" disabled={isSubmitting} className="self-start">
          {isSubmitting ? <Loader2 aria-hidden className="animate-spin" /> : null}
          {isSubmitting ? t("saving") : t("account.profile.save")}
        </Button>
      </form>
    </SectionCard>
  );
}
