import { Construction } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Stands in for a signed-in screen whose issue has not landed yet; says so plainly. */
export function NotBuiltYet() {
  const { t } = useTranslation("common");
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center text-muted-foreground">
      <Construction aria-hidden className="size-8" />
      <p>{t("notBuiltYet")}</p>
    </div>
  );
}
