import { ShoppingBasket } from "lucide-react";
import { useTranslation } from "react-i18next";

/** A list without items: says so and how to start. */
export function EmptyList() {
  const { t } = useTranslation("shopping");
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-10 text-center">
      <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <ShoppingBasket aria-hidden className="size-6" />
      </span>
      <p className="font-medium">{t("empty.title")}</p>
      <p className="text-sm text-muted-foreground text-pretty">{t("empty.text")}</p>
    </div>
  );
}
