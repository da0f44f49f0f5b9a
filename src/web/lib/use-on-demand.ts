import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import type { OnDemand } from "./on-demand";
import { showErrorToast } from "./show-error-toast";

/**
 * An on-demand module for a component: `module` once it is in, `isLoading` while the user waits for
 * it (the opener shows that it is busy), `preload` for hover and focus (a failure stays quiet: the
 * click asks again) and `load`, which a click awaits and which says so when the module cannot be
 * fetched (offline, or a deploy replaced the file).
 */
export function useOnDemand<T>(source: OnDemand<T>) {
  const { t } = useTranslation("errors");
  const [module, setModule] = useState(source.loaded);
  const [isLoading, setIsLoading] = useState(false);

  const preload = useCallback(() => {
    source.load().then(
      (loaded) => setModule(() => loaded),
      () => undefined,
    );
  }, [source]);

  const load = useCallback((): Promise<T | undefined> => {
    const ready = source.loaded();
    if (ready) {
      setModule(() => ready);
      return Promise.resolve(ready);
    }
    setIsLoading(true);
    return source
      .load()
      .then(
        (loaded) => {
          setModule(() => loaded);
          return loaded;
        },
        () => {
          showErrorToast(t, "errors:network");
          return undefined;
        },
      )
      .finally(() => setIsLoading(false));
  }, [source, t]);

  return { module, isLoading, preload, load };
}
