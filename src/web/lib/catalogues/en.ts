/** Every catalogue of one language, one chunk loaded when a page in that language first needs it (lib/i18n.ts). */
const files = import.meta.glob<Record<string, unknown>>("../../locales/en/*.json", { eager: true, import: "default" });

/** Namespace (the file's name) → its texts. */
export const catalogue: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(files).map(([file, texts]) => [file.replace(/^.*\/([\w-]+)\.json$/, "$1"), texts]),
);
