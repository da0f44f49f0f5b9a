import { useTranslation } from "react-i18next";
import { SectionCard } from "@/components/section-card";
import type { SessionUser } from "@/lib/auth-client";
import { AvatarSection } from "./avatar-section";
import { ChangePasswordForm } from "./change-password-form";
import { EmailChangeForm } from "./email-change-form";
import { PasswordResetSection } from "./password-reset-section";
import { ProfileForm } from "./profile-form";
import { SignOutButton } from "./sign-out-button";
import { SignedInSessionsSection } from "./signed-in-sessions-loader";
import { TwoFactorSettings } from "./two-factor-settings";

/**
 * The account subview: picture, names and username, e-mail, password change and reset, two-factor
 * authentication and passkeys, signed-in devices, sign-out.
 */
export function AccountSettings({ user }: { user: SessionUser }) {
  const { t } = useTranslation("settings");
  return (
    <div className="flex flex-col gap-4">
      <AvatarSection user={user} />
      <ProfileForm user={user} />
      <EmailChangeForm user={user} />
      <ChangePasswordForm />
      <PasswordResetSection user={user} />
      <TwoFactorSettings />
      <SignedInSessionsSection />
      <SectionCard title={t("signOut.title")} description={t("signOut.description")}>
        <SignOutButton className="self-start" />
      </SectionCard>
    </div>
  );
}
