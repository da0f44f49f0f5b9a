import type { InvitationPreview } from "@shared/schemas/sharing";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PersonAvatar } from "@/components/person-avatar";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format-date";
import { useLocalePath } from "@/lib/locale-context";
import { personName } from "../person-name";
import { InvitationCard } from "./invitation-card";

/** Signed out: what the link is, and sign in or sign up with a way back here (`?redirect=`). */
export function SignedOutInvitation({ token }: { token: string }) {
  const { t } = useTranslation("sharing");
  const localePath = useLocalePath();
  const redirect = encodeURIComponent(`/invitations/${token}`);
  return (
    <InvitationCard title={t("invitation.pageTitle")} description={t("invitation.signedOut")}>
      <Button asChild size="lg">
        <Link to={`${localePath("/auth")}?redirect=${redirect}`}>{t("invitation.signIn")}</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to={`${localePath("/auth")}?mode=signup&redirect=${redirect}`}>{t("invitation.signUp")}</Link>
      </Button>
    </InvitationCard>
  );
}

type InvitationOfferProps = {
  invitation: InvitationPreview;
  isAccepting: boolean;
  onAccept: () => void;
  onDecline: () => void;
};

/** Signed in with the invited address: "<Owner> invites you to the list <Title>", Accept or Decline. */
export function InvitationOffer({ invitation, isAccepting, onAccept, onDecline }: InvitationOfferProps) {
  const { t } = useTranslation("sharing");
  const localePath = useLocalePath();
  const { owner, listTitle } = invitation;
  if (invitation.alreadyMember) {
    // Accepting again answers with the list (and uses the invitation up): the way to the list.
    return (
      <InvitationCard title={t("invitation.alreadyMember", { title: listTitle })}>
        <Button size="lg" disabled={isAccepting} aria-busy={isAccepting || undefined} onClick={onAccept}>
          {t("invitation.openList")}
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={localePath("/home?tab=shopping")}>{t("invitation.home")}</Link>
        </Button>
      </InvitationCard>
    );
  }
  return (
    <InvitationCard
      title={t("invitation.text", { owner: personName(owner), title: listTitle })}
      description={t("invitation.explain")}
    >
      <div className="flex items-center gap-3 text-sm text-muted-foreground">
        {/* Initials only: the owner's picture is served to the list's people, which the visitor is not yet. */}
        <PersonAvatar person={{ ...owner, hasAvatar: false }} listId="" className="size-8 text-xs" />
        <p>
          {t("invitation.sentTo", {
            email: invitation.email,
            date: formatDate(new Date(invitation.expiresAt)),
          })}
        </p>
      </div>
      <Button size="lg" disabled={isAccepting} aria-busy={isAccepting || undefined} onClick={onAccept}>
        {t("invitation.accept")}
      </Button>
      <Button size="lg" variant="outline" disabled={isAccepting} onClick={onDecline}>
        {t("invitation.decline")}
      </Button>
    </InvitationCard>
  );
}

export type InvitationRefusal = "notFound" | "expired" | "otherEmail" | "failed";

const REFUSAL_TEXT: Record<InvitationRefusal, { title: string; text: string }> = {
  notFound: { title: "invitation.notFoundTitle", text: "errors.sharing_invitation_not_found" },
  expired: { title: "invitation.expiredTitle", text: "errors.sharing_invitation_expired" },
  otherEmail: { title: "invitation.otherEmailTitle", text: "errors.sharing_invitation_other_email" },
  failed: { title: "invitation.failedTitle", text: "" },
};

type InvitationRefusedProps = { refusal: InvitationRefusal; failure?: string; onRetry?: () => void };

/** Unknown, expired, for another address, or not loaded: said plainly, with a way home (or to retry). */
export function InvitationRefused({ refusal, failure, onRetry }: InvitationRefusedProps) {
  const { t } = useTranslation(["sharing", "common"]);
  const localePath = useLocalePath();
  const { title, text } = REFUSAL_TEXT[refusal];
  return (
    <InvitationCard title={t(title)} description={text ? t(text) : failure} isRefusal>
      {onRetry ? (
        <Button size="lg" onClick={onRetry}>
          {t("common:actions.retry")}
        </Button>
      ) : null}
      <Button asChild size="lg" variant={onRetry ? "outline" : "default"}>
        <Link to={localePath("/home")}>{t("invitation.home")}</Link>
      </Button>
    </InvitationCard>
  );
}
