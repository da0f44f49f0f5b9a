import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { LoadError, LoadingPlaceholder } from "@/components/load-state";
import { useSession } from "@/features/account";
import { ApiError } from "@/lib/api-client";
import { useLocale, useLocalePath } from "@/lib/locale-context";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useAcceptInvitation, useInvitation } from "../api/invitation";
import { sharingErrorText } from "../sharing-error-text";
import { hasSharingTexts, loadSharingTexts } from "../sharing-texts";
import { InvitationOffer, type InvitationRefusal, InvitationRefused, SignedOutInvitation } from "./invitation-views";

/** The refusal a failed request stands for, by the server's code (and status, for an older server). */
function refusalOf(error: unknown): InvitationRefusal {
  if (!(error instanceof ApiError)) return "failed";
  if (error.code === "sharing_invitation_other_email") return "otherEmail";
  if (error.code === "sharing_invitation_expired" || error.status === 410) return "expired";
  if (error.code === "sharing_invitation_not_found" || error.status === 404) return "notFound";
  return "failed";
}

/**
 * /invitations/:token — the page an invitation mail links to. Its texts come with it (the sharing
 * namespace); then: signed out → sign in or up and come back; signed in → who invites to which list,
 * Accept (→ the list) or Decline; an unknown, expired or someone else's invitation → why, and home.
 */
export function InvitationScreen({ token }: { token: string }) {
  const { t } = useTranslation(["sharing", "errors"]);
  const locale = useLocale();
  const [textsState, setTextsState] = useState<"loading" | "ready" | "failed">(() =>
    hasSharingTexts(locale) ? "ready" : "loading",
  );
  const [attempt, setAttempt] = useState(0);
  useDocumentTitle(textsState === "ready" ? t("invitation.pageTitle") : "");

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    if (hasSharingTexts(locale)) return setTextsState("ready");
    let isCurrent = true;
    setTextsState("loading");
    loadSharingTexts(locale).then(
      () => isCurrent && setTextsState("ready"),
      () => isCurrent && setTextsState("failed"),
    );
    return () => {
      isCurrent = false;
    };
  }, [locale, attempt]);

  if (textsState === "failed") {
    return (
      <div className="mx-auto w-full max-w-md px-4 py-10">
        <LoadError message={t("errors:network")} onRetry={() => setAttempt((n) => n + 1)} />
      </div>
    );
  }
  if (textsState === "loading") return <InvitationLoading label="" />;
  return <InvitationState token={token} />;
}

function InvitationLoading({ label }: { label: string }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <LoadingPlaceholder label={label} blocks={1} className="sm:grid-cols-1" />
    </div>
  );
}

/** The page once its texts are in: which of the states above the session and the invitation give. */
function InvitationState({ token }: { token: string }) {
  const { t } = useTranslation(["sharing", "errors"]);
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const session = useSession();
  const user = session.data?.user;
  const invitation = useInvitation(token, Boolean(user));
  const accept = useAcceptInvitation(token);

  if (session.isPending) return <InvitationLoading label={t("invitation.loading")} />;
  if (!user) {
    if (session.isError)
      return (
        <InvitationRefused refusal="failed" failure={t("errors:network")} onRetry={() => void session.refetch()} />
      );
    return <SignedOutInvitation token={token} />;
  }
  if (invitation.isPending) return <InvitationLoading label={t("invitation.loading")} />;
  const failure = accept.error ?? (invitation.data ? null : invitation.error);
  if (failure) {
    const refusal = refusalOf(failure);
    const retry = refusal === "failed" ? () => (accept.error ? accept.reset() : void invitation.refetch()) : undefined;
    return <InvitationRefused refusal={refusal} failure={sharingErrorText(t, failure)} onRetry={retry} />;
  }
  const data = invitation.data;
  if (!data) return <InvitationLoading label={t("invitation.loading")} />;
  // Refused by the server too; said before the user presses Accept.
  if (data.email.toLowerCase() !== user.email.toLowerCase()) return <InvitationRefused refusal="otherEmail" />;

  const handleAccept = () => {
    accept.mutateAsync().then(
      ({ noteId }) => {
        if (!data.alreadyMember) toast.success(t("invitation.accepted", { title: data.listTitle }));
        navigate(localePath(`/shopping/${noteId}`), { replace: true });
      },
      () => undefined, // shown by the refusal above (accept.error)
    );
  };
  // Nothing to tell the server: the invitation stays until it expires or its owner withdraws it.
  const handleDecline = () => {
    toast.success(t("invitation.declined"));
    navigate(localePath("/home"), { replace: true });
  };
  return (
    <InvitationOffer
      invitation={data}
      isAccepting={accept.isPending}
      onAccept={handleAccept}
      onDecline={handleDecline}
    />
  );
}
