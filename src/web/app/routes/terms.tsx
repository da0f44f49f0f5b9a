import { ScrollText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PublicLayout } from "@/app/layout/public-layout";
import { PageHeader } from "@/components/layout/page-header";
import { TermsBetaNotice, TermsSections } from "@/features/terms/components/terms-content";
import { useDocumentTitle } from "@/lib/use-document-title";

export function TermsPage() {
  const { t } = useTranslation("terms");
  useDocumentTitle(t("documentTitle"));
  return (
    <PublicLayout>
      <article className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 py-12 sm:py-16">
        <PageHeader icon={ScrollText} title={t("title")}>
          <p>{t("intro")}</p>
        </PageHeader>
        <TermsBetaNotice />
        <TermsSections />
      </article>
    </PublicLayout>
  );
}
