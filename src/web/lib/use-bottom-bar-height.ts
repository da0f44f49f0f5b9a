import { type RefObject, useEffect } from "react";

/**
 * Tells the page how tall a bar fixed at the bottom of the screen is (`--bottom-bar-height` on the
 * root), so toasts sit above it however tall it grows — a quantity field, a merge offer (styles.css).
 */
export function useBottomBarHeight(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty("--bottom-bar-height", `${element.getBoundingClientRect().height}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--bottom-bar-height");
    };
  }, [bar]);
}
