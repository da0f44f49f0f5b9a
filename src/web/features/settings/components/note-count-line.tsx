import type { NoteCounts } from "@shared/schemas/note";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TranslationWithMarkup } from "@/components/translation-with-markup";
import { Skeleton } from "@/components/ui/skeleton";
import { useLocalePath } from "@/lib/locale-context";

type NoteCountLineProps = {
  /** undefined while loading; the line stays away if counting failed (it is a nicety, not a task). */
  counts: NoteCounts | undefined;
  isLoading: boolean;
};

/** "You have 12 notes (3 in the trash)", the trash part a link to /trash. */
export function NoteCountLine({ counts, isLoading }: NoteCountLineProps) {
  const { t } = useTranslation("settings");
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
  return (
    <p className="text-sm text-muted-foreground">
      {hasTrash ? (
        <TranslationWithMarkup
          t={t}
          i18nKey={key}
          count={total}
          values={{ trash: counts.trash }}
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
        t(key, { count: total })
      )}
    </p>
  );
}
