import { archiveTexts } from "@/features/notes/archive-texts";
import { onDemandTexts } from "@/lib/on-demand-texts";

/**
 * The namespaces only one screen (and its subviews) reads, loaded with that screen's code rather than
 * in the language's first-load catalogue (lib/catalogues excludes their files): /home's first load is
 * within a kilobyte or two of its budget, and these are ≈ 5 KB brotli per language together.
 * Settings shows the donation and contact details too, so it loads those screens' texts with its own.
 */
export const screenTexts = {
  // A shopping list's screen (≈ 1.3 KB per language); a card's "Shared" mark is in notes.json.
  shopping: onDemandTexts("shopping", {
    en: () => import("@/locales/en/shopping.json"),
    sk: () => import("@/locales/sk/shopping.json"),
  }),
  // Sign-in's (≈ 1.2 KB per language): the sign-in screen and Settings' password fields read them.
  auth: onDemandTexts("auth", {
    en: () => import("@/locales/en/auth.json"),
    sk: () => import("@/locales/sk/auth.json"),
  }),
  // The landing and About pages' (≈ 2 KB per language): a signed-in screen never reads them.
  marketing: onDemandTexts("marketing", {
    en: () => import("@/locales/en/marketing.json"),
    sk: () => import("@/locales/sk/marketing.json"),
  }),
  // Settings → Tags (≈ 0.5 KB per language): no other screen reads them.
  tags: onDemandTexts("tags", {
    en: () => import("@/locales/en/tags.json"),
    sk: () => import("@/locales/sk/tags.json"),
  }),
  settings: onDemandTexts("settings", {
    en: () => import("@/locales/en/settings.json"),
    sk: () => import("@/locales/sk/settings.json"),
  }),
  stats: onDemandTexts("stats", {
    en: () => import("@/locales/en/stats.json"),
    sk: () => import("@/locales/sk/stats.json"),
  }),
  planner: onDemandTexts("planner", {
    en: () => import("@/locales/en/planner.json"),
    sk: () => import("@/locales/sk/planner.json"),
  }),
  today: onDemandTexts("today", {
    en: () => import("@/locales/en/today.json"),
    sk: () => import("@/locales/sk/today.json"),
  }),
  // The Archive screen and a card's menu of pin, colour and archive (issue 29).
  archive: archiveTexts,
  trash: onDemandTexts("trash", {
    en: () => import("@/locales/en/trash.json"),
    sk: () => import("@/locales/sk/trash.json"),
  }),
  terms: onDemandTexts("terms", {
    en: () => import("@/locales/en/terms.json"),
    sk: () => import("@/locales/sk/terms.json"),
  }),
  contact: onDemandTexts("contact", {
    en: () => import("@/locales/en/contact.json"),
    sk: () => import("@/locales/sk/contact.json"),
  }),
  admin: onDemandTexts("admin", {
    en: () => import("@/locales/en/admin.json"),
    sk: () => import("@/locales/sk/admin.json"),
  }),
  donate: onDemandTexts("donate", {
    en: () => import("@/locales/en/donate.json"),
    sk: () => import("@/locales/sk/donate.json"),
  }),
};
