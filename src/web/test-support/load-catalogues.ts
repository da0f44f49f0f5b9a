import { LOCALES } from "@shared/constants";
import { loadCatalogues } from "@/lib/i18n";

// Unit tests render with i18nFor(locale) at once, as the app does after its start-up has loaded them.
await Promise.all(LOCALES.map(loadCatalogues));
