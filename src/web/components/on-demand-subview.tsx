import type { Locale } from "@shared/constants";
import { type ComponentType, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadError, LoadingPlaceholder } from "@/components/load-state";
import { useLocale } from "@/lib/locale-context";
import type { OnDemand } from "@/lib/on-demand";

type LoadState = "loading" | "ready" | "failed";

type Props<Module> = {
  /** The subview's code, fetched when it opens rather than with the settings menu. */
  panelModule: OnDemand<Module>;
  pick: (module: Module) => ComponentType;
  /** Its texts' namespace, kept out of the first-load catalogues (lib/on-demand-texts.ts). */
  texts: { load(locale: Locale): Promise<void>; has(locale: Locale): boolean };
  /** Said while both load (a settings text, already in). */
  loadingLabel: string;
};

/**
 * A settings subview whose code and texts load when it opens, in the page's language; a failed load
 * says so with a retry. Rendered at once when both are already in (a second visit).
 */
export function OnDemandSubview<Module>({ panelModule, pick, texts, loadingLabel }: Props<Module>) {
  const { t } = useTranslation("errors");
  const locale = useLocale();
  const isLoaded = () => panelModule.loaded() !== undefined && texts.has(locale);
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
    Promise.all([panelModule.load(), texts.load(locale)]).then(
      () => isCurrent && setState("ready"),
      () => isCurrent && setState("failed"),
    );
    return () => {
      isCurrent = false;
    };
  }, [locale, attempt]);

  const loaded = panelModule.loaded();
  const Panel = loaded === undefined ? undefined : pick(loaded);
  if (state === "failed") return <LoadError message={t("network")} onRetry={() => setAttempt((n) => n + 1)} />;
  if (state === "loading" || !Panel)
    return <LoadingPlaceholder label={loadingLabel} blocks={3} className="sm:grid-cols-1" />;
  return <Panel />;
}
