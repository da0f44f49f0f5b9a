import type { TFunction } from "i18next";

/**
 * The text of an error code (`errors.json`'s path, e.g. `import_not_todoist` or `validation.tooLong`).
 * Errors only this screen meets — an import's refusals, their rows' reasons — have their texts in the
 * screen's own namespace (`data-transfer.json` → `errors`), loaded with it: in errors.json they would
 * be in every page's first load (/home's budget). Any other code is the shared errors.json's.
 */
export function transferErrorText(t: TFunction, code: string, fallbackCode = "validation.invalid"): string {
  return t([`data-transfer:errors.${code}`, `errors:${code}`], {
    defaultValue: t([`data-transfer:errors.${fallbackCode}`, `errors:${fallbackCode}`]),
  });
}
