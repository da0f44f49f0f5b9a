import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";

/** The shape of the list while it loads; screen readers hear "Loading the shopping list…". */
export function ShoppingListSkeleton() {
  const { t } = useTranslation("shopping");
  return (
    <div role="status" aria-live="polite" className="flex max-w-2xl flex-col gap-6">
      <span className="sr-only">{t("loading")}</span>
      <Skeleton aria-hidden className="h-24 rounded-xl" />
      <Skeleton aria-hidden className="h-10 rounded-md max-sm:hidden" />
      <div aria-hidden className="flex flex-col gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    </div>
  );
}
