import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadError, LoadingPlaceholder } from "@/components/load-state";
import { useLocale } from "@/features/language/locale-context";
import { onDemand } from "@/lib/on-demand";
import { hasRemindersTexts, loadRemindersTexts } from "../reminders-texts";

/** The screen's code, fetched with its texts when the subview opens, not with the settings menu. */
const panelModule = onDemand(() => import("./notifications-panel"));

type LoadState = "loading" | "ready" | "failed";

/** Settings → Notifications: loads the screen's code and texts in the page's language, then shows it. */
export function NotificationsSettings() {
  const { t } = useTranslation(["settings", "errors"]);
  const locale = useLocale();
  const isLoaded = () => panelModule.loaded() !== undefined && hasRemindersTexts(locale);
  const [state, setState] = useState<LoadState>(() => (isLoaded() ? "ready" : "loading"));
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    if (isLoaded()) {
      setState("ready");
      return;
    }
    let isCurrent = true;
    setState("loading");
    Promise.all([panelModule.load(), loadRemindersTexts(locale)]).then(
      () => isCurrent && setState("ready"),
      () => isCurrent && setState("failed"),
    );
    return () => {
      isCurrent = false;
    };
  }, [locale, attempt]);

  const NotificationsPanel = panelModule.loaded()?.NotificationsPanel;
  if (state === "failed") return <LoadError message={t("errors:network")} onRetry={() => setAttempt((n) => n + 1)} />;
  if (state === "loading" || !NotificationsPanel) {
    return <LoadingPlaceholder label={t("notifications.loading")} blocks={3} className="sm:grid-cols-1" />;
  }
  return <NotificationsPanel />;
}
