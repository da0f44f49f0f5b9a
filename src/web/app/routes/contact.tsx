import { MessageSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PublicLayout } from "@/app/layout/public-layout";
import { PageHeader } from "@/components/layout/page-header";
import { LoadError, LoadingPlaceholder } from "@/components/load-state";
import { ContactDetails } from "@/features/contact/components/contact-details";
import { usePublicConfig } from "@/features/public-config/api/get-public-config";
import { useDocumentTitle } from "@/lib/use-document-title";

export function ContactPage() {
  const { t } = useTranslation("contact");
  const config = usePublicConfig();
  useDocumentTitle(t("documentTitle"));
  return (
    <PublicLayout>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 py-12 sm:py-16">
        <PageHeader icon={MessageSquare} title={t("title")}>
          <p>{t("intro")}</p>
        </PageHeader>
        {config.isPending ? (
          <LoadingPlaceholder label={t("loading")} />
        ) : config.isError ? (
          <LoadError message={t("loadError")} onRetry={() => void config.refetch()} />
        ) : (
          <ContactDetails contactEmail={config.data.contactEmail} supportEmail={config.data.supportEmail} />
        )}
      </div>
    </PublicLayout>
  );
}
