import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";
import { AppFrameLayout } from "./app-frame";

/**
 * What a signed-in screen shows on a cold load while the session is checked: the real header at once,
 * and the shape of a page below it instead of a blank "Loading…" screen. A screen that can draw its
 * heading without the network (home's greeting, from the mirrored user) passes it as `heading`, so the
 * page's largest text is painted before the screen's code and data arrive. `prePaintHeading` is a hidden
 * heading the build's prerendered frame carries for index.html's pre-paint script to fill and show.
 */
export function AppFrameLoading({ heading, prePaintHeading }: { heading?: ReactNode; prePaintHeading?: ReactNode }) {
  const { t } = useTranslation("common");
  return (
    <AppFrameLayout>
      {heading ?? prePaintHeading}
      <div role="status" className="flex flex-col gap-6">
        <span className="sr-only">{t("loading")}</span>
        {heading ? null : (
          // A heading the pre-paint script shows replaces this placeholder (features/home/components/pre-paint-greeting.tsx).
          <Skeleton
            aria-hidden
            data-pre-paint-skeleton={prePaintHeading ? "" : undefined}
            className="h-8 w-56 max-w-full"
          />
        )}
        <div aria-hidden className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
          <Skeleton className="h-40 max-lg:hidden" />
        </div>
        <Skeleton aria-hidden className="h-64" />
      </div>
    </AppFrameLayout>
  );
}
