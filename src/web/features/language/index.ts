// The language feature's public entry (what app/ and other features use); re-exports only, so a build
// keeps just what its importer uses. The route's language itself (useLocale, localized paths) is
// lib/locale-context.ts and lib/locale-path.ts, which every screen reads.
export { LanguageChoice } from "./language-choice";
export { readStoredLocale } from "./language-storage";
export { LanguageSwitch } from "./language-switch";
export { LocaleRoot } from "./locale-root";
