import { useTranslation } from "react-i18next";
import { PublicLayout } from "@/app/layout/public-layout";
import { BrandMark } from "@/components/layout/brand-mark";
import { useSession } from "@/features/account/api/get-session";
import { FeatureCards } from "@/features/marketing/components/feature-cards";
import { MarketingSection } from "@/features/marketing/components/marketing-section";
import { SignUpCta } from "@/features/marketing/components/sign-up-cta";
import { WhyChoose } from "@/features/marketing/components/why-choose";
import { useDocumentTitle } from "@/lib/use-document-title";

export function AboutPage() {
  const { t } = useTranslation("marketing");
  useDocumentTitle(t("about.documentTitle"));
  // Like the landing page: a visitor is asked to sign up, someone signed in is taken back to the app.
  const isSignedIn = Boolean(useSession().data?.user);
  return (
    <PublicLayout>
      <header className="relative isolate overflow-hidden px-4 pt-14 pb-4 sm:pt-20">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 -z-10 bg-radial-[ellipse_at_50%_0%] from-primary/15 via-transparent via-60% to-transparent"
        />
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 text-center">
          <BrandMark className="size-14" />
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t("about.title")}</h1>
          <p className="text-lg text-foreground/90 text-pretty">{t("about.lead")}</p>
          <p className="text-muted-foreground text-pretty">{t("about.body")}</p>
        </div>
      </header>
      <MarketingSection id="features" title={t("about.featuresTitle")}>
        <FeatureCards />
      </MarketingSection>
      <MarketingSection id="why" title={t("about.whyTitle")} className="border-y bg-muted/40 dark:bg-card/30">
        <WhyChoose />
      </MarketingSection>
      <div className="pt-16 sm:pt-20">
        {isSignedIn ? (
          <SignUpCta
            title={t("about.ctaTitle")}
            text={t("landing.closingTextSignedIn")}
            actionLabel={t("landing.openApp")}
            actionTo="/home"
          />
        ) : (
          <SignUpCta title={t("about.ctaTitle")} text={t("about.ctaText")} actionLabel={t("about.createAccount")} />
        )}
      </div>
    </PublicLayout>
  );
}
