import type { Person } from "@shared/schemas/sharing";
import { UserMinus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { PersonAvatar } from "@/components/person-avatar";
import { Button } from "@/components/ui/button";
import { useRemoveMember } from "../api/shared-list";
import { personName } from "../person-name";
import { sharingErrorText } from "../sharing-error-text";

type PeopleListProps = {
  listId: string;
  owner: Person;
  members: Person[];
  /** The signed-in user's id: "(you)" beside their own name. */
  viewerId: string | undefined;
  /** The owner sees "Remove" beside each member. */
  canRemove: boolean;
};

/** The list's owner, then its members, each with their picture or initials and their role. */
export function PeopleList({ listId, owner, members, viewerId, canRemove }: PeopleListProps) {
  const { t } = useTranslation("sharing");
  const nameOf = (person: Person) =>
    person.id === viewerId ? t("people.you", { name: personName(person) }) : personName(person);
  return (
    <section aria-labelledby="sharing-people" className="grid gap-2">
      <h3 id="sharing-people" className="text-sm font-medium">
        {t("people.heading")}
      </h3>
      <ul className="grid gap-1">
        {[owner, ...members].map((person) => (
          <li key={person.id} className="flex min-h-11 items-center gap-3">
            <PersonAvatar person={person} listId={listId} className="size-8 text-xs" />
            <div className="min-w-0 flex-1">
              <p className="text-sm wrap-anywhere">{nameOf(person)}</p>
              <p className="text-xs text-muted-foreground">
                {t(person.id === owner.id ? "people.owner" : "people.member")}
              </p>
            </div>
            {canRemove && person.id !== owner.id ? <RemoveMemberButton listId={listId} person={person} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function RemoveMemberButton({ listId, person }: { listId: string; person: Person }) {
  const { t } = useTranslation(["sharing", "errors"]);
  const removeMember = useRemoveMember(listId);
  const name = personName(person);
  const handleRemove = () => {
    removeMember.mutateAsync(person.id).then(
      () => toast.success(t("people.removed", { name })),
      (error: unknown) => toast.error(t("errors:title"), { description: sharingErrorText(t, error) }),
    );
  };
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          disabled={removeMember.isPending}
          aria-label={t("people.remove", { name })}
          title={t("people.remove", { name })}
          className="text-muted-foreground hover:text-destructive"
        >
          <UserMinus aria-hidden />
        </Button>
      }
      title={t("people.removeTitle", { name })}
      description={t("people.removeText", { name })}
      confirmLabel={t("people.removeConfirm")}
      cancelLabel={t("people.cancel")}
      onConfirm={handleRemove}
    />
  );
}
