import type { TFunction } from "i18next";
import { toast } from "sonner";

/** The destructive toast of the spec: titled "Error", with the translated reason. */
export function showErrorToast(t: TFunction, messageKey: string, title = t("errors:title")): void {
  toast.error(title, { description: t(messageKey) });
}
