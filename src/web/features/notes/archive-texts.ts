import { onDemandTexts } from "@/lib/on-demand-texts";

/**
 * The texts of the Archive screen and of a card's menu (pin, colour, archive; issue 29): loaded with
 * either, kept out of the first-load catalogue (lib/catalogues), which /home has no room for.
 */
export const archiveTexts = onDemandTexts("archive", {
  en: () => import("@/locales/en/archive.json"),
  sk: () => import("@/locales/sk/archive.json"),
});
