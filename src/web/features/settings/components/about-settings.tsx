import { ArrowRight, FileText, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SectionCard } from "@/components/section-card";
import { TranslationWithMarkup } from "@/components/translation-with-markup";
import { Button } from "@/components/ui/button";
import { useLocalePath } from "@/lib/locale-context";

type AboutSettingsProps = {
  /** The installation's author address; null when it has none (the contact page explains). */
  contactEmail: string | null;
  version: string | null;
  /** The server's git commit, short; "unknown" when the build does not know it (then not shown). */
  commit?: string | null;
};

function MailLink({ email, children }: { email: string; children?: ReactNode }) {
  return (
    <a
      href={`mailto:${email}`}
      className="rounded-sm font-medium wrap-anywhere text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {children}
    </a>
  );
}

/** What Poriadok is, how to reach its author, and its terms. */
export function AboutSettings({ contactEmail, version, commit }: AboutSettingsProps) {
  const { t } = useTranslation("settings");
  const localePath = useLocalePath();
  return (
    <div className="flex flex-col gap-4">
      <SectionCard title={t("about.whatTitle")}>
        <p className="text-pretty">{t("about.what")}</p>
        <p className="text-sm text-muted-foreground text-pretty">{t("about.made")}</p>
        {version ? (
          <p className="text-xs text-muted-foreground">
            {commit && commit !== "unknown"
              ? t("about.versionCommit", { version, commit })
              : t("about.version", { version })}
          </p>
        ) : null}
      </SectionCard>
      <SectionCard title={t("about.contactTitle")}>
        {contactEmail ? (
          <p className="flex items-start gap-2 text-sm">
            <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span>
              <TranslationWithMarkup
                t={t}
                i18nKey="about.contactText"
                values={{ email: contactEmail }}
                components={{ email: <MailLink email={contactEmail} /> }}
              />
            </span>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{t("about.contactPage")}</p>
        )}
        <Button asChild variant="outline" className="self-start">
          <Link to={localePath("/contact")}>
            {t("about.contactLink")}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </SectionCard>
      <SectionCard title={t("about.termsTitle")} description={t("about.termsText")}>
        <Button asChild variant="outline" className="self-start">
          <Link to={localePath("/terms")}>
            <FileText aria-hidden />
            {t("about.termsLink")}
          </Link>
        </Button>
      </SectionCard>
    </div>
  );
}
