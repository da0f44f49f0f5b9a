import type { Locale } from "@shared/constants";
import type { ImportSummary } from "@shared/schemas/data-export";
import type { TFunction } from "i18next";
import { transferErrorText } from "./transfer-error-text";

/** An import's outcome in words: what came in, what was there already, what was skipped and why. */
export type ImportSummaryText = {
  imported: string;
  alreadyThere: string | null;
  skippedTitle: string | null;
  skipped: string[];
};

const COUNTED_PARTS = ["tasks", "notes", "tags", "lists", "plannerDays", "photos"] as const;

/**
 * "Imported: 4 tasks, 42 notes, 7 tags and 3 shopping lists." — each kind by its own name, each count in its plural form (Slovak's one,
 * few and other), the parts joined as the language joins a list. Skipped rows name their kind and
 * name, with the reason the server gave as an errors.json key in the reader's language.
 */
export function describeImportSummary(summary: ImportSummary, t: TFunction, locale: Locale): ImportSummaryText {
  const parts = COUNTED_PARTS.filter((part) => (summary[part] ?? 0) > 0).map((part) =>
    t(`data-transfer:import.parts.${part}`, { count: summary[part] }),
  );
  const imported =
    parts.length > 0
      ? t("data-transfer:import.imported", {
          parts: new Intl.ListFormat(locale, { type: "conjunction" }).format(parts),
        })
      : t("data-transfer:import.nothingNew");
  const { alreadyThere, skipped } = summary;
  return {
    imported,
    alreadyThere: alreadyThere > 0 ? t("data-transfer:import.alreadyThere", { count: alreadyThere }) : null,
    skippedTitle: skipped.length > 0 ? t("data-transfer:import.skipped", { count: skipped.length }) : null,
    skipped: skipped.map(({ kind, name, reason }) =>
      t("data-transfer:import.skippedEntry", {
        kind: t(`data-transfer:import.kinds.${kind}`),
        name,
        reason: transferErrorText(t, reason),
      }),
    ),
  };
}
