import type { SharedList } from "@shared/schemas/sharing";
import { Mail, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format-date";
import { useRevokeInvitation } from "../api/shared-list";
import { sharingErrorText } from "../sharing-error-text";

type Invitation = SharedList["invitations"][number];

/** The owner's invitations waiting for an answer, each with how long it is valid and "Revoke". */
export function InvitationList({ listId, invitations }: { listId: string; invitations: Invitation[] }) {
  const { t } = useTranslation(["sharing", "errors"]);
  const revoke = useRevokeInvitation(listId);
  if (invitations.length === 0) return null;

  // No confirmation: revoking is cheap to undo (invite again), and it asks nothing of anyone else.
  const handleRevoke = (invitation: Invitation) => {
    revoke.mutateAsync(invitation.id).then(
      () => toast.success(t("invitations.revoked", { email: invitation.email })),
      (error: unknown) => toast.error(t("errors:title"), { description: sharingErrorText(t, error) }),
    );
  };

  return (
    <section aria-labelledby="sharing-invitations" className="grid gap-2">
      <h3 id="sharing-invitations" className="text-sm font-medium">
        {t("invitations.heading")}
      </h3>
      <ul className="grid gap-1">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex min-h-11 items-center gap-3">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <Mail aria-hidden className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm wrap-anywhere">{invitation.email}</p>
              <p className="text-xs text-muted-foreground">
                {t("invitations.expires", { date: formatDate(new Date(invitation.expiresAt)) })}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              disabled={revoke.isPending}
              aria-label={t("invitations.revoke", { email: invitation.email })}
              onClick={() => handleRevoke(invitation)}
              className="text-muted-foreground hover:text-destructive"
            >
              <X aria-hidden />
              {t("invitations.revokeShort")}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
