import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "@/components/section-card";

/** What a token is for, that it acts as its owner, and the way to the API reference (a new tab). */
export function AboutTokens() {
  const { t } = useTranslation("api-tokens");
  return (
    <SectionCard title={t("about.title")}>
      <div className="flex flex-col gap-3 text-sm text-pretty">
        <p>{t("about.text")}</p>
        <p className="text-muted-foreground">{t("about.actsAsYou")}</p>
        <a
          href="/api/docs"
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1.5 self-start font-medium text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {t("about.docs")}
          <ExternalLink aria-hidden className="size-4" />
          <span className="sr-only">{t("about.newTab")}</span>
        </a>
      </div>
    </SectionCard>
  );
}
