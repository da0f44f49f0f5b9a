import type { Note } from "@shared/schemas/note";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { LoadError, LoadingPlaceholder } from "@/components/load-state";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useSession } from "@/features/account";
import { useLocalePath } from "@/lib/locale-context";
import { queryKeys } from "@/lib/query-keys";
import { sharedListQuery, useRemoveMember } from "../api/shared-list";
import { personName } from "../person-name";
import { sharingErrorText } from "../sharing-error-text";
import { InvitationList } from "./invitation-list";
import { InviteForm } from "./invite-form";
import { LeaveListButton } from "./leave-list-button";
import { PeopleList } from "./people-list";

type SharingDialogProps = { list: Note; isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

/**
 * Who a shopping list is shared with. The owner invites by e-mail, revokes waiting invitations and
 * removes members; a member sees the people and can leave. The people come fresh each time it opens
 * (and again with every change the live sync brings while it is open).
 */
export function SharingDialog({ list, isOpen, onOpenChange }: SharingDialogProps) {
  const { t } = useTranslation(["sharing", "errors"]);
  const shared = useQuery({ ...sharedListQuery(list.id), enabled: isOpen });
  const viewerId = useSession().data?.user.id;
  const role = shared.data?.role ?? list.sharing?.role ?? "owner";
  const isOwner = role === "owner";
  const ownerName = shared.data ? personName(shared.data.owner) : "";

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("dialog.close")} className="max-h-[calc(100dvh-2rem)] min-w-0 overflow-y-auto">
        <DialogHeader className="pr-8 text-left">
          <DialogTitle className="wrap-anywhere">
            {t(isOwner ? "dialog.title" : "dialog.titleMember", { title: list.title })}
          </DialogTitle>
          <DialogDescription>
            {isOwner ? t("dialog.description") : t("dialog.descriptionMember", { owner: ownerName })}
          </DialogDescription>
        </DialogHeader>
        {isOwner ? <InviteForm listId={list.id} /> : null}
        {shared.isPending ? (
          <LoadingPlaceholder label={t("dialog.loading")} blocks={1} className="sm:grid-cols-1" />
        ) : null}
        {shared.isError && !shared.data ? (
          <LoadError message={sharingErrorText(t, shared.error)} onRetry={() => void shared.refetch()} />
        ) : null}
        {shared.data ? (
          <>
            <PeopleList
              listId={list.id}
              owner={shared.data.owner}
              members={shared.data.members}
              viewerId={viewerId}
              canRemove={isOwner}
            />
            {isOwner ? <InvitationList listId={list.id} invitations={shared.data.invitations ?? []} /> : null}
            {!isOwner && viewerId ? <LeaveList list={list} viewerId={viewerId} ownerName={ownerName} /> : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Leaving: the user is taken to their lists first — the navigation awaited, since the home screen's
 * code may still have to load while the list page stays — then the request goes. Leaving from the
 * list page would race the live sync, which drops the list there as soon as the server has it: the
 * page would find its list gone and say "does not exist" to someone who just chose to leave.
 */
function LeaveList({ list, viewerId, ownerName }: { list: Note; viewerId: string; ownerName: string }) {
  const { t } = useTranslation(["sharing", "errors"]);
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const queryClient = useQueryClient();
  const leave = useRemoveMember(list.id);
  const handleLeave = async () => {
    await navigate(localePath("/home?tab=shopping"));
    leave.mutateAsync(viewerId).then(
      () => {
        toast.success(t("leave.done", { title: list.title }));
        queryClient.removeQueries({ queryKey: queryKeys.notes.detail(list.id) });
      },
      (error: unknown) => toast.error(t("errors:title"), { description: sharingErrorText(t, error) }),
    );
  };
  return (
    <LeaveListButton
      title={list.title}
      ownerName={ownerName}
      isPending={leave.isPending}
      onConfirm={() => void handleLeave()}
    />
  );
}
