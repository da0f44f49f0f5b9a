/** Nothing is stored at build time: a prerendered page renders as for a first visit (dark theme, no language chosen). */
const emptyStorage: Pick<Storage, "getItem" | "setItem"> = { getItem: () => null, setItem: () => {} };

/** Gives the build's server-side render (prerender.tsx) the localStorage the app reads, empty. */
export function provideEmptyStorage(): void {
  if (typeof globalThis.localStorage === "undefined") {
    Object.defineProperty(globalThis, "localStorage", { value: emptyStorage, configurable: true });
  }
}
