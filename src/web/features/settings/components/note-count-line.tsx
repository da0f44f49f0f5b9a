import { NOTE_CATEGORIES } from "@shared/constants";
import type { NoteCounts } from "@shared/schemas/note";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TranslationWithMarkup } from "@/components/translation-with-markup";
import { Skeleton } from "@/components/ui/skeleton";
import { useLocale, useLocalePath } from "@/lib/locale-context";

type NoteCountLineProps = {
  /** undefined while loading; the line stays away if counting failed (it is a nicety, not a task). */
  counts: NoteCounts | undefined;
  isLoading: boolean;
};

/**
 * "You have 4 tasks, 1 shopping list and 7 notes (3 in the trash)": each kind by its own name (a task
 * is not a note, issue 25), kinds the person has none of left out; the trash part a link to /trash.
 */
export function NoteCountLine({ counts, isLoading }: NoteCountLineProps) {
  const { t } = useTranslation("settings");
  const locale = useLocale();
  const localePath = useLocalePath();
  if (isLoading) {
    return (
      <div role="status">
        <span className="sr-only">{t("noteCount.loading")}</span>
        <Skeleton aria-hidden className="h-5 w-56" />
      </div>
    );
  }
  if (!counts) return null;

  const { total } = counts.active;
  const hasTrash = counts.trash > 0;
  const key = `noteCount.${total === 0 ? "none" : "line"}${hasTrash ? "WithTrash" : ""}`;
  const kinds = new Intl.ListFormat(locale, { type: "conjunction" }).format(
    NOTE_CATEGORIES.filter((category) => counts.active[category] > 0).map((category) =>
      t(`noteCount.kinds.${category}`, { count: counts.active[category] }),
    ),
  );
  return (
    <p className="text-sm text-muted-foreground">
      {hasTrash ? (
        <TranslationWithMarkup
          t={t}
          i18nKey={key}
          values={{ kinds, trash: counts.trash }}
          components={{
            trash: (
              <Link
                to={localePath("/trash")}
                className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              />
            ),
          }}
        />
      ) : (
        t(key, { kinds })
      )}
    </p>
  );
}
