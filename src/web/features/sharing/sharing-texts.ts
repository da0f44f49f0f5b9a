import type { Locale } from "@shared/constants";
import { onDemandTexts } from "@/lib/on-demand-texts";

/** The namespace of a list's sharing dialog and the invitation page; its own chunk (lib/catalogues). */
export const SHARING_NAMESPACE = "sharing";

const texts = onDemandTexts(SHARING_NAMESPACE, {
  en: () => import("@/locales/en/sharing.json"),
  sk: () => import("@/locales/sk/sharing.json"),
});

export const loadSharingTexts = (locale: Locale): Promise<void> => texts.load(locale);
export const hasSharingTexts = (locale: Locale): boolean => texts.has(locale);
