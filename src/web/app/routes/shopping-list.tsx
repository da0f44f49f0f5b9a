import { useTranslation } from "react-i18next";
import { AppFrame } from "@/components/layout/app-frame";
import { NotBuiltYet } from "@/components/layout/not-built-yet";

export function ShoppingListPage() {
  const { t } = useTranslation("common");
  return (
    <AppFrame title={t("pages.shoppingList")}>
      <NotBuiltYet />
    </AppFrame>
  );
}
