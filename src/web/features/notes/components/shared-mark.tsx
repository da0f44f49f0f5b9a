import type { NoteSharing } from "@shared/schemas/sharing";
import { Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PersonAvatar } from "@/components/person-avatar";
import { useLocale } from "@/lib/locale-context";

/** How many faces a card shows before "+n". */
const SHOWN_PEOPLE = 3;

/**
 * A shared list's mark on its card: an icon and "Shared", the other people's faces (up to three,
 * stacked, then "+n"), and for screen readers "Shared with Jana Nováková and Peter Horváth".
 */
export function SharedMark({ listId, sharing }: { listId: string; sharing: NonNullable<NoteSharing> }) {
  const { t } = useTranslation("notes");
  const locale = useLocale();
  const { people } = sharing;
  const names = new Intl.ListFormat(locale, { type: "conjunction" }).format(
    people.map((person) => `${person.firstName} ${person.lastName}`.trim()),
  );
  const hidden = people.length - SHOWN_PEOPLE;
  return (
    <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
      <Users aria-hidden className="size-3.5" />
      <span aria-hidden>{t("shared.mark")}</span>
      <span className="sr-only">{t("shared.with", { names })}</span>
      <span aria-hidden className="ml-1 flex -space-x-1.5">
        {people.slice(0, SHOWN_PEOPLE).map((person) => (
          <PersonAvatar key={person.id} person={person} listId={listId} className="ring-2 ring-card" />
        ))}
      </span>
      {hidden > 0 ? <span aria-hidden>+{hidden}</span> : null}
    </p>
  );
}
