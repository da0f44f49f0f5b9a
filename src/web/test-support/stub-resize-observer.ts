import { vi } from "vitest";

/** jsdom has no ResizeObserver; Radix measures radio groups and popovers with it. Undo with vi.unstubAllGlobals(). */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
