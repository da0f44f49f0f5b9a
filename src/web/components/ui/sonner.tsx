import { DEFAULT_LOCALE, LOCALES, type Locale } from "@shared/constants";
import { useSyncExternalStore } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { i18nFor } from "@/lib/i18n";

/**
 * The toaster sits above the router (toasts outlive a page change), outside the route's language;
 * the route's LocaleRoot writes the language to <html lang>, so the toaster follows that attribute.
 */
function subscribeToDocumentLanguage(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
  return () => observer.disconnect();
}

function readDocumentLanguage(): Locale {
  const lang = document.documentElement.lang;
  return LOCALES.find((locale) => locale === lang) ?? DEFAULT_LOCALE;
}

/**
 * Sonner's light rich colours put their text on a pale tint at about 4.3:1 (warning 3.1:1), under
 * WCAG's 4.5:1 for small text: the same hues, darker (5.3–6:1). Its dark ones already pass.
 */
const LIGHT_RICH_TEXT = {
  "--success-text": "hsl(140, 100%, 22%)",
  "--error-text": "hsl(360, 100%, 40%)",
  "--warning-text": "hsl(31, 92%, 32%)",
  "--info-text": "hsl(210, 92%, 38%)",
};

/**
 * shadcn/ui's toaster, themed by Poriadok's own theme state instead of next-themes: app/providers.tsx
 * passes the theme in (components/ imports no feature).
 */
function Toaster({ prerenderLocale = DEFAULT_LOCALE, ...props }: ToasterProps & { prerenderLocale?: Locale }) {
  const { theme } = props;
  const locale = useSyncExternalStore(
    subscribeToDocumentLanguage,
    readDocumentLanguage,
    // The build prerenders pages without a document (scripts/vite-prerender.ts), each in its language,
    // so that a Slovak page names the region in Slovak before the app renders over it.
    () => prerenderLocale,
  );
  const { t } = i18nFor(locale);
  return (
    <Sonner
      theme={theme}
      className="toaster group"
      // Bottom-right, lifted on a phone above the add button (styles.css: --toast-bottom): at the top
      // they covered the header's search on a laptop and dialog titles on a phone (issue 25).
      position="bottom-right"
      offset={{ bottom: "var(--toast-bottom)" }}
      mobileOffset={{ bottom: "var(--toast-bottom)" }}
      richColors
      closeButton
      // Screen readers announce the region as "<label> alt+T" (sonner adds its shortcut).
      containerAriaLabel={t("common:toasts.regionLabel")}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          ...(theme === "light" ? LIGHT_RICH_TEXT : {}),
        } as React.CSSProperties
      }
      {...props}
      toastOptions={{ closeButtonAriaLabel: t("common:toasts.close"), ...props.toastOptions }}
    />
  );
}

export { Toaster };
