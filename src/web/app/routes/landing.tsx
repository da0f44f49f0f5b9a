import { useTranslation } from "react-i18next";
import { PublicLayout } from "@/app/layout/public-layout";
import { useSession } from "@/features/account/api/get-session";
import { FeatureCards } from "@/features/marketing/components/feature-cards";
import { InstallInstructions } from "@/features/marketing/components/install-instructions";
import { LandingHero } from "@/features/marketing/components/landing-hero";
import { MarketingSection } from "@/features/marketing/components/marketing-section";
import { SignUpCta } from "@/features/marketing/components/sign-up-cta";
import { useDocumentTitle } from "@/lib/use-document-title";

export function LandingPage() {
  const { t } = useTranslation("marketing");
  useDocumentTitle(t("landing.documentTitle"));
  const user = useSession().data?.user;
  // Until the session answers the page speaks to a visitor, as most people who open it are.
  const signedInName = user ? user.firstName || user.name || user.email : null;
  return (
    <PublicLayout>
      <LandingHero signedInName={signedInName} />
      <MarketingSection id="features" title={t("landing.featuresTitle")} intro={t("landing.featuresIntro")}>
        <FeatureCards />
      </MarketingSection>
      <InstallInstructions />
      <div className="pt-16 sm:pt-20">
        {signedInName !== null ? (
          <SignUpCta
            title={t("landing.closingTitle")}
            text={t("landing.closingTextSignedIn")}
            actionLabel={t("landing.openApp")}
            actionTo="/home"
          />
        ) : (
          <SignUpCta
            title={t("landing.closingTitle")}
            text={t("landing.closingText")}
            actionLabel={t("landing.startNow")}
          />
        )}
      </div>
    </PublicLayout>
  );
}
