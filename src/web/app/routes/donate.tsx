import { HandHeart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PublicLayout } from "@/app/layout/public-layout";
import { BackButton } from "@/components/layout/back-button";
import { PageHeader } from "@/components/layout/page-header";
import { LoadError, LoadingPlaceholder } from "@/components/load-state";
import { DonationDetails } from "@/features/donate/components/donation-details";
import { usePublicConfig } from "@/features/public-config/api/get-public-config";
import { useDocumentTitle } from "@/lib/use-document-title";

export function DonatePage() {
  const { t } = useTranslation("donate");
  const config = usePublicConfig();
  useDocumentTitle(t("documentTitle"));
  return (
    <PublicLayout>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:py-12">
        <BackButton />
        <PageHeader icon={HandHeart} title={t("title")}>
          <p>{t("thanks")}</p>
        </PageHeader>
        {config.isPending ? (
          <LoadingPlaceholder label={t("loading")} blocks={1} className="sm:grid-cols-1" />
        ) : config.isError ? (
          <LoadError message={t("loadError")} onRetry={() => void config.refetch()} />
        ) : (
          <DonationDetails donationIban={config.data.donationIban} contactEmail={config.data.contactEmail} />
        )}
      </div>
    </PublicLayout>
  );
}
