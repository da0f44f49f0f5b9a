import { ShoppingBasket } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/empty-state";

/** A list without items: says so and how to start. */
export function EmptyList() {
  const { t } = useTranslation("shopping");
  return <EmptyState icon={ShoppingBasket} title={t("empty.title")} text={t("empty.text")} />;
}
