import { DEFAULT_LOCALE, LOCALES } from "@shared/constants";
import { toast } from "sonner";
import { i18nFor } from "@/lib/i18n";
import { activateAndReload } from "./activate-waiting-worker";

/** One offer at a time: a second new version replaces the first's toast. */
const UPDATE_TOAST_ID = "service-worker-update";

/**
 * "A new version is ready — Reload": a calm toast that stays until answered or closed (sonner's toasts
 * are a live region, so screen readers announce it; Alt+T moves the focus to it, and Reload is a real
 * button). Closed, the new version waits and is offered again on the next page load. In the page's
 * language, which LocaleRoot keeps in <html lang>, as the toaster does (components/ui/sonner.tsx).
 */
export function offerReload(registration: ServiceWorkerRegistration): void {
  const lang = document.documentElement.lang;
  const { t } = i18nFor(LOCALES.find((locale) => locale === lang) ?? DEFAULT_LOCALE);
  toast(t("common:appUpdate.ready"), {
    id: UPDATE_TOAST_ID,
    duration: Number.POSITIVE_INFINITY,
    action: { label: t("common:appUpdate.reload"), onClick: () => void activateAndReload(registration) },
  });
}
