import type { Locale } from "@shared/constants";
import { onDemandTexts } from "@/lib/on-demand-texts";

/** The namespace of Settings → Your data; its own chunk, not in the language's catalogue (lib/catalogues). */
export const DATA_TRANSFER_NAMESPACE = "data-transfer";

/** ≈ 0.9 KB brotli per language, loaded by the screen with its own code. */
const texts = onDemandTexts(DATA_TRANSFER_NAMESPACE, {
  en: () => import("@/locales/en/data-transfer.json"),
  sk: () => import("@/locales/sk/data-transfer.json"),
});

export const loadDataTransferTexts = (locale: Locale): Promise<void> => texts.load(locale);
export const hasDataTransferTexts = (locale: Locale): boolean => texts.has(locale);
