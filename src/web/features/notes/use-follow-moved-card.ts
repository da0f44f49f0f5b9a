import { type RefObject, useCallback, useLayoutEffect, useRef } from "react";

/**
 * Asks a long list (virtual-card-list.tsx, which renders only the rows near the screen) to scroll the
 * card with this id (`detail`) in and to focus its tick box, if focus is still nowhere once it shows.
 */
export const FOCUS_TICK_BOX_EVENT = "poriadok:focus-tick-box";

/**
 * Ticking a task moves its card to the other group, and React builds the card anew there, so the
 * focused tick box would vanish and focus fall to the page. `follow(id)` before the change makes focus
 * go to the card's tick box in its new place — only if focus was lost, never taking it from elsewhere.
 * `release()` ends the watch (when the change has settled). In a long list the new place may be a row
 * not rendered: the list is asked to scroll it in and focus it (FOCUS_TICK_BOX_EVENT).
 */
export function useFollowMovedCard(containerRef: RefObject<HTMLElement | null>) {
  const followedId = useRef<string | null>(null);

  useLayoutEffect(() => {
    const id = followedId.current;
    if (id === null) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const container = containerRef.current;
    if (!container) return;
    const target = container.querySelector<HTMLElement>(`[data-note-id="${id}"] input[type="checkbox"]`);
    if (target) {
      target.focus();
      followedId.current = null;
    } else {
      // Not rendered (yet): a long list may hold it in a row off screen; a short list shows it on a
      // later render, when this runs again.
      window.dispatchEvent(new CustomEvent(FOCUS_TICK_BOX_EVENT, { detail: id }));
    }
  });

  const follow = useCallback((id: string) => {
    followedId.current = id;
  }, []);
  const release = useCallback((id: string) => {
    if (followedId.current === id) followedId.current = null;
  }, []);
  return { follow, release };
}
