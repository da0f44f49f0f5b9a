import { CloudOff, RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { AppFrameLayout } from "./layout/app-frame";

/**
 * The app's frame while the session cannot be read (the server is busy or unreachable): a calm note
 * instead of the sign-in screen, since nothing says the user is signed out. The query keeps retrying
 * on its own; "Try again" asks at once.
 */
export function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("common");
  return (
    <AppFrameLayout>
      <div
        role="status"
        aria-live="polite"
        className="mx-auto flex max-w-xl flex-col items-start gap-3 rounded-xl border bg-muted/40 p-5"
      >
        <h1 className="flex items-center gap-2 text-lg font-semibold">
          <CloudOff aria-hidden className="size-5 shrink-0 text-muted-foreground" />
          {t("sessionUnavailable.title")}
        </h1>
        <p className="text-sm text-muted-foreground">{t("sessionUnavailable.message")}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden />
          {t("actions.retry")}
        </Button>
      </div>
    </AppFrameLayout>
  );
}
