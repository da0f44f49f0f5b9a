import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";
import { PublicLayout } from "./public-layout";

/**
 * What a public screen shows on a cold load while its code downloads: the real header and footer at
 * once, and a neutral column between them (no page's shape in particular: About, Terms and the sign-in
 * form all pass through it).
 */
export function PublicFrameLoading() {
  const { t } = useTranslation("common");
  return (
    <PublicLayout>
      <div
        role="status"
        className="mx-auto flex w-full max-w-3xl flex-col items-center gap-5 px-4 pt-14 pb-20 sm:pt-20"
      >
        <span className="sr-only">{t("loading")}</span>
        <Skeleton aria-hidden className="h-10 w-72 max-w-full" />
        <Skeleton aria-hidden className="h-5 w-full max-w-xl" />
        <Skeleton aria-hidden className="h-5 w-4/5 max-w-lg" />
        <Skeleton aria-hidden className="mt-6 h-48 w-full" />
      </div>
    </PublicLayout>
  );
}
