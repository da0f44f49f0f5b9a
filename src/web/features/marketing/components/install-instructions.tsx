import { Compass, Info, type LucideIcon, Shield, Smartphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { TranslationWithMarkup } from "@/components/translation-with-markup";
import { MarketingSection } from "./marketing-section";

type Platform = { id: "ios" | "chrome" | "brave"; icon: LucideIcon; steps: string[] };

/** Spec section 1: add-to-home-screen steps for iOS Safari, Android Chrome and Brave; ids are catalogue keys. */
const PLATFORMS: Platform[] = [
  { id: "ios", icon: Compass, steps: ["open", "share", "add", "confirm"] },
  { id: "chrome", icon: Smartphone, steps: ["open", "menu", "add", "confirm"] },
  { id: "brave", icon: Shield, steps: ["open", "menu", "add", "confirm"] },
];

/** How to put Poriadok on a phone's home screen, one numbered list per browser. */
export function InstallInstructions() {
  const { t } = useTranslation("marketing");
  return (
    <MarketingSection
      id="install"
      title={t("install.title")}
      intro={t("install.intro")}
      className="border-y bg-muted/40 dark:bg-card/30"
    >
      <ul className="grid gap-4 md:grid-cols-3">
        {PLATFORMS.map(({ id, icon: Icon, steps }) => (
          <li key={id} className="flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="font-semibold">{t(`install.${id}.title`)}</h3>
            </div>
            <ol className="flex flex-col gap-3">
              {steps.map((step, index) => (
                <li key={step} className="flex gap-3 text-sm leading-relaxed">
                  <span
                    aria-hidden
                    className="flex size-6 shrink-0 items-center justify-center rounded-full bg-secondary text-xs font-semibold tabular-nums text-secondary-foreground"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-0.5 [&_strong]:font-semibold [&_strong]:text-foreground">
                    <TranslationWithMarkup t={t} i18nKey={`install.${id}.steps.${step}`} />
                  </span>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
      {(["install.note", "install.sharing"] as const).map((key) => (
        <p key={key} className="mx-auto flex max-w-2xl items-start gap-2 text-sm text-muted-foreground">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="[&_strong]:font-semibold">
            <TranslationWithMarkup t={t} i18nKey={key} />
          </span>
        </p>
      ))}
    </MarketingSection>
  );
}
