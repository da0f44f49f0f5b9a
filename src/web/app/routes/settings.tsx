import type { Locale } from "@shared/constants";
import {
  Bell,
  DatabaseBackup,
  HandHeart,
  Info,
  KeyRound,
  Languages,
  type LucideIcon,
  Tags,
  Trash2,
  UserRound,
} from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AppFrame } from "@/app/layout/app-frame";
import { LoadError, LoadingPlaceholder } from "@/components/load-state";
import { useSession } from "@/features/account/api/get-session";
import { useUpdateLocale } from "@/features/account/api/update-profile";
import { AccountSettings } from "@/features/account/components/account-settings";
import { DeleteSettings } from "@/features/account/components/delete-settings";
import { ProfileSummary } from "@/features/account/components/profile-summary";
import { SignOutButton } from "@/features/account/components/sign-out-button";
import { useEmailChangeNotice } from "@/features/account/use-email-change-notice";
import { ApiTokensSettings } from "@/features/api-tokens/components/api-tokens-loader";
import { DataSettings } from "@/features/data-transfer/components/data-settings";
import { DonationDetails } from "@/features/donate/components/donation-details";
import { LanguageChoice } from "@/features/language/language-choice";
import { useNoteCounts } from "@/features/notes/api/get-note-stats";
import { usePublicConfig } from "@/features/public-config/api/get-public-config";
import { NotificationsSettings } from "@/features/reminders/components/notification-settings-loader";
import { AboutSettings } from "@/features/settings/components/about-settings";
import { NoteCountLine } from "@/features/settings/components/note-count-line";
import { SettingsMenu } from "@/features/settings/components/settings-menu";
import { SettingsSubview } from "@/features/settings/components/settings-subview";
import type { SettingsView } from "@/features/settings/settings-view";
import { useSettingsView } from "@/features/settings/use-settings-view";
import { TagSettings } from "@/features/tags/components/tag-settings";
import type { SessionUser } from "@/lib/auth-client";
import { i18nFor } from "@/lib/i18n";
import { showErrorToast } from "@/lib/show-error-toast";

const VIEW_ICONS: Record<SettingsView, LucideIcon> = {
  account: UserRound,
  tags: Tags,
  data: DatabaseBackup,
  language: Languages,
  notifications: Bell,
  tokens: KeyRound,
  donate: HandHeart,
  about: Info,
  delete: Trash2,
};

/** /settings: the main menu, or the subview named by ?view= (see features/settings). */
export function SettingsPage() {
  const { t } = useTranslation(["settings", "common", "donate"]);
  const user = useSession().data?.user;
  const { view, lastView, isFromMenu, backToMenu } = useSettingsView();
  const noteCounts = useNoteCounts({ enabled: Boolean(user) });
  useEmailChangeNotice();

  // RequireSession lets only signed-in users in; the user is gone only while signing out.
  if (!user) return <AppFrame title={t("common:pages.settings")}>{null}</AppFrame>;

  return (
    <AppFrame title={t("common:pages.settings")}>
      <div className="flex max-w-2xl flex-col">
        {view === null ? (
          <SettingsMenu
            focusView={lastView}
            isAdmin={user.role === "admin"}
            header={
              <div className="flex flex-col gap-4">
                <ProfileSummary user={user} />
                <NoteCountLine counts={noteCounts.data} isLoading={noteCounts.isPending} />
              </div>
            }
            footer={<SignOutButton className="self-start" />}
          />
        ) : (
          <SettingsSubview
            key={view}
            title={t(`menu.${view}.title`)}
            description={view === "donate" ? t("donate:thanks") : t(`${view}.intro`)}
            icon={VIEW_ICONS[view]}
            isDanger={view === "delete"}
            isFocusedOnOpen={isFromMenu}
            onBack={backToMenu}
          >
            <SubviewContent view={view} user={user} />
          </SettingsSubview>
        )}
      </div>
    </AppFrame>
  );
}

function SubviewContent({ view, user }: { view: SettingsView; user: SessionUser }): ReactNode {
  switch (view) {
    case "account":
      return <AccountSettings user={user} />;
    case "tags":
      return <TagSettings />;
    case "data":
      return <DataSettings />;
    case "language":
      return <LanguagePanel />;
    case "notifications":
      return <NotificationsSettings />;
    case "tokens":
      return <ApiTokensSettings />;
    case "donate":
      return <DonatePanel />;
    case "about":
      return <AboutPanel />;
    case "delete":
      return <DeleteSettings />;
  }
}

function LanguagePanel() {
  const { t } = useTranslation("settings");
  // The screen remounts in the other language, so the outcome is reported in that language.
  const updateLocale = useUpdateLocale({
    onError: (_error: unknown, locale: Locale) => {
      const tr = i18nFor(locale).t;
      showErrorToast(tr, "settings:language.saveFailed");
    },
  });
  return <LanguageChoice label={t("language.label")} onSwitch={(locale) => updateLocale.mutate(locale)} />;
}

function DonatePanel() {
  const { t } = useTranslation("donate");
  const config = usePublicConfig();
  if (config.isPending)
    return <LoadingPlaceholder label={t("loading")} blocks={1} className="sm:grid-cols-1" query={config} />;
  if (config.isError) return <LoadError message={t("loadError")} onRetry={() => void config.refetch()} />;
  return <DonationDetails donationIban={config.data.donationIban} contactEmail={config.data.contactEmail} />;
}

function AboutPanel() {
  const { t } = useTranslation("contact");
  const config = usePublicConfig();
  if (config.isPending)
    return <LoadingPlaceholder label={t("loading")} blocks={2} className="sm:grid-cols-1" query={config} />;
  if (config.isError) return <LoadError message={t("loadError")} onRetry={() => void config.refetch()} />;
  return (
    <AboutSettings contactEmail={config.data.contactEmail} version={config.data.version} commit={config.data.commit} />
  );
}
