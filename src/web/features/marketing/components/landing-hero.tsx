import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TranslationWithMarkup } from "@/components/translation-with-markup";
import { Button } from "@/components/ui/button";
import { useLocalePath } from "@/lib/locale-context";
import { AppPreview } from "./app-preview";

const BADGES = ["free", "beta", "madeIn"] as const;

/**
 * The top of the landing page: the page's h1, what Poriadok is, and the two ways forward. Someone
 * already signed in (`signedInName`) is told so and offered the app instead of signing up.
 */
export function LandingHero({ signedInName }: { signedInName: string | null }) {
  const { t } = useTranslation("marketing");
  const localePath = useLocalePath();
  return (
    <section
      aria-labelledby="landing-title"
      className="relative isolate overflow-hidden px-4 pt-12 pb-16 sm:pt-20 sm:pb-24"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 bg-radial-[ellipse_at_50%_0%] from-primary/20 via-transparent via-60% to-transparent"
      />
      {/* minmax(0, …): a grid track otherwise grows to its widest content (the preview card's task rows),
          which made the English hero 400 px wide on a 390 px phone. */}
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] items-center gap-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        <div className="flex flex-col items-center gap-6 text-center lg:items-start lg:text-left">
          <ul className="flex flex-wrap justify-center gap-2 lg:justify-start">
            {BADGES.map((badge) => (
              <li
                key={badge}
                className="rounded-full border bg-card/60 px-3 py-1 text-xs font-medium text-muted-foreground"
              >
                {t(`landing.badges.${badge}`)}
              </li>
            ))}
          </ul>
          <h1
            id="landing-title"
            className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl lg:leading-[1.05]"
          >
            {t("landing.title")}
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground text-pretty">{t("landing.subtitle")}</p>
          {signedInName !== null ? (
            <p className="text-sm text-muted-foreground [&_strong]:font-semibold [&_strong]:text-foreground">
              <TranslationWithMarkup t={t} i18nKey="landing.signedInAs" values={{ name: signedInName }} />
            </p>
          ) : null}
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to={localePath(signedInName !== null ? "/home" : "/auth?mode=signup")}>
                {signedInName !== null ? t("landing.openApp") : t("landing.startNow")}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={localePath("/about")}>{t("landing.learnMore")}</Link>
            </Button>
          </div>
        </div>
        <AppPreview />
      </div>
    </section>
  );
}
