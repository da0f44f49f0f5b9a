/**
 * A module that a screen needs only once the user asks for it (a dialog, a calendar): loaded on the
 * first `load()` — the opener calls it on hover, focus or press, so it is usually in before the click —
 * and kept afterwards. A failed load is forgotten, so the next attempt asks again (docs/decisions/014).
 */
export type OnDemand<T> = {
  load: () => Promise<T>;
  /** The module once loaded, for rendering it in the same frame as the click. */
  loaded: () => T | undefined;
};

export function onDemand<T>(importModule: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | undefined;
  let loaded: T | undefined;
  return {
    load() {
      pending ??= importModule().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => loaded,
  };
}
