import type { TFunction } from "i18next";
import { toast } from "sonner";

/**
 * The destructive toast of the spec: titled "Error", with the translated reason. A key with no text
 * (a server error code this client does not know yet) reads as the generic server error, not as the key.
 * The same reason again replaces the one on screen instead of stacking a copy under it (a request
 * retried, a passkey refused from the button and then from the autofill).
 */
export function showErrorToast(t: TFunction, messageKey: string, title = t("errors:title")): void {
  toast.error(title, {
    id: `error:${messageKey}`,
    description: t(messageKey, { defaultValue: t("errors:internal") }),
  });
}
