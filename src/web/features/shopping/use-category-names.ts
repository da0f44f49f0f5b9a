import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/locale-context";
import { type CategoryCompare, isBuiltInCategory } from "./category-groups";

/**
 * How categories are shown: built-in keys translated ("dairy" → "Dairy and eggs" / "Mliečne výrobky
 * a vajcia"), the user's own as typed, none as "Other"; and the alphabetical order of those names.
 */
export function useCategoryNames(): { labelOf: (category: string | null) => string; compare: CategoryCompare } {
  const { t } = useTranslation("shopping");
  const locale = useLocale();
  return useMemo(() => {
    const labelOf = (category: string | null) => {
      if (category === null) return t("categories.other");
      return isBuiltInCategory(category) ? t(`categories.${category}`) : category;
    };
    const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
    return { labelOf, compare: (a: string, b: string) => collator.compare(labelOf(a), labelOf(b)) };
  }, [t, locale]);
}
