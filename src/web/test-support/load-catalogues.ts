import { LOCALES, type Locale } from "@shared/constants";
import { i18nFor, loadCatalogues } from "@/lib/i18n";

// Unit tests render with i18nFor(locale) at once, as the app does after its start-up has loaded them.
await Promise.all(LOCALES.map(loadCatalogues));

// The namespaces the app loads with their screens (lib/on-demand-texts.ts) are there too, as they are
// by the time such a screen renders in the app.
const files = import.meta.glob<Record<string, unknown>>("../locales/*/*.json", { eager: true, import: "default" });
for (const [file, texts] of Object.entries(files)) {
  const [, locale, namespace] = file.match(/locales\/(\w+)\/([\w-]+)\.json$/) ?? [];
  if (!locale || !namespace) continue;
  const i18n = i18nFor(locale as Locale);
  if (!i18n.hasResourceBundle(locale, namespace)) i18n.addResourceBundle(locale, namespace, texts, true, true);
}
