import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The row of widgets above the lists: calendar, quick notes, task progress. */
export function HomeOverview({ children }: { children: ReactNode }) {
  const { t } = useTranslation("home");
  return (
    <section aria-label={t("overview")} className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {children}
    </section>
  );
}

/** The look the overview's cards share; interactive ones add their own hover and focus styles. */
export const overviewCardClass =
  "flex h-full min-h-32 flex-col gap-3 rounded-xl border bg-card p-4 text-left text-card-foreground shadow-sm";
