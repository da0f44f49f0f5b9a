import type { RegistrationMode } from "@shared/schemas/registration";
import { useTranslation } from "react-i18next";

/** In place of the sign-up form where the server takes new accounts by invitation only, or none. */
export function RegistrationNote({ mode }: { mode: Exclude<RegistrationMode, "open"> }) {
  const { t } = useTranslation("auth");
  return (
    <div role="note" className="grid gap-2 rounded-md border bg-muted/40 p-4 text-sm">
      <p className="font-medium">{t(`registration.${mode}`)}</p>
      <p className="text-muted-foreground">{t(`registration.${mode}Hint`)}</p>
    </div>
  );
}
