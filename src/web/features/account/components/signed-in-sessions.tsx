import type { SignedInSession } from "@shared/schemas/signed-in-sessions";
import type { TFunction } from "i18next";
import { LogOut, Monitor, Smartphone, Tablet } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LoadError, LoadingPlaceholder } from "@/components/load-state";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { authErrorKey } from "@/lib/auth-error-key";
import { formatDate } from "@/lib/format-date";
import { useLocale } from "@/lib/locale-context";
import { showErrorToast } from "@/lib/show-error-toast";
import { useNow } from "@/lib/use-now";
import { useSignedInSessions, useSignOutOtherSessions, useSignOutSession } from "../api/signed-in-sessions";
import { lastActive } from "../last-active";
import { describeSessionDevice } from "../session-device";

const KIND_ICONS = { mobile: Smartphone, tablet: Tablet, desktop: Monitor };

/** "Firefox 128 on Windows", "Safari 17 on iOS 17", "curl/8.5.0", "Unknown browser". */
function deviceName(session: SignedInSession, t: TFunction): string {
  const { browser, system } = describeSessionDevice(session.userAgent);
  const name = browser ?? t("settings:sessions.unknownBrowser");
  return system ? t("settings:sessions.device", { browser: name, system }) : name;
}

/**
 * Settings → Account → "Where you're signed in": every live session with its browser and system, when
 * it was last active, this device marked; "Sign out" for each other one, and "Sign out all other
 * devices" behind a confirmation.
 */
export function SignedInSessions() {
  const { t } = useTranslation(["settings", "errors"]);
  const sessions = useSignedInSessions();
  const signOutOthers = useSignOutOtherSessions();
  const listRef = useRef<HTMLUListElement>(null);

  const handleSignOutOthers = () => {
    signOutOthers.mutateAsync().then(
      () => toast.success(t("sessions.signedOutOthers")),
      (error: unknown) => showErrorToast(t, authErrorKey(error)),
    );
  };

  let content: ReactNode;
  if (sessions.isPending) content = <LoadingPlaceholder label={t("sessions.loading")} blocks={2} query={sessions} />;
  else if (sessions.isError)
    content = <LoadError message={t("errors:network")} onRetry={() => void sessions.refetch()} />;
  else {
    const others = sessions.data.filter((session) => !session.current);
    content = (
      <>
        <ul
          ref={listRef}
          aria-label={t("sessions.listLabel")}
          tabIndex={-1}
          className="-my-2 flex flex-col divide-y outline-none"
        >
          {sessions.data.map((session, index) => (
            <SessionEntry
              key={session.id}
              session={session}
              nextFocus={() => {
                const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button[data-sign-out]");
                const rest = [...(buttons ?? [])].filter((button) => button.dataset.signOut !== session.id);
                return rest[Math.min(Math.max(index - 1, 0), rest.length - 1)] ?? listRef.current;
              }}
            />
          ))}
        </ul>
        {others.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("sessions.onlyThisDevice")}</p>
        ) : (
          <ConfirmDialog
            trigger={
              <Button variant="outline" className="self-start" disabled={signOutOthers.isPending}>
                <LogOut aria-hidden />
                {t("sessions.signOutOthers")}
              </Button>
            }
            title={t("sessions.signOutOthersTitle")}
            description={t("sessions.signOutOthersText")}
            confirmLabel={t("sessions.signOutOthersConfirm")}
            cancelLabel={t("cancel")}
            onConfirm={handleSignOutOthers}
            focusAfterConfirm={() => listRef.current}
          />
        )}
      </>
    );
  }

  return (
    <SectionCard title={t("sessions.title")} description={t("sessions.description")}>
      {content}
    </SectionCard>
  );
}

type SessionEntryProps = {
  session: SignedInSession;
  /** Where the keyboard focus goes once this entry is signed out and leaves the list. */
  nextFocus: () => HTMLElement | null | undefined;
};

function SessionEntry({ session, nextFocus }: SessionEntryProps) {
  const { t } = useTranslation(["settings", "errors"]);
  const locale = useLocale();
  const now = useNow();
  const signOut = useSignOutSession();
  const name = deviceName(session, t);
  const Icon = KIND_ICONS[describeSessionDevice(session.userAgent).kind];
  const activity = lastActive(session, now, locale);
  const activityText =
    activity.kind === "now"
      ? t("sessions.activeNow")
      : activity.kind === "recently"
        ? t("sessions.activeRecently")
        : t("sessions.lastActive", { when: activity.when });

  const handleSignOut = () => {
    const focusTarget = nextFocus();
    signOut.mutateAsync(session.id).then(
      (outcome) => {
        toast.success(outcome === "signedOut" ? t("sessions.signedOut", { device: name }) : t("sessions.alreadyGone"));
        focusTarget?.focus();
      },
      (error: unknown) => showErrorToast(t, authErrorKey(error)),
    );
  };

  return (
    <li className="flex items-start gap-3 py-3">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium wrap-anywhere">{name}</span>
          {session.current ? (
            <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
              {t("sessions.thisDevice")}
            </span>
          ) : null}
        </span>
        <span className="flex flex-col gap-x-3 gap-y-0.5 text-xs text-muted-foreground sm:flex-row sm:flex-wrap">
          <span>{activityText}</span>
          <span>{t("sessions.signedIn", { date: formatDate(new Date(session.createdAt)) })}</span>
        </span>
      </div>
      {session.current ? null : (
        <Button
          variant="ghost"
          size="sm"
          data-sign-out={session.id}
          disabled={signOut.isPending}
          aria-label={t("sessions.signOutLabel", { device: name })}
          onClick={handleSignOut}
          className="shrink-0 text-muted-foreground hover:text-destructive"
        >
          <LogOut aria-hidden />
          <span className="hidden sm:inline">{t("sessions.signOut")}</span>
        </Button>
      )}
    </li>
  );
}
